import type { BrowserContext, Page } from 'playwright-core';

/** What must never be found in web storage or cookies: the demo world's personal data. */
const SENSITIVE: readonly (string | RegExp)[] = [
  // The card numbers as the demo hands them out (masked: first 6 and last 4 digits; the contract's card is
  // the first one) and any 13-19 digit run, a full number of any server.
  '415231******1234',
  '557907******5678',
  /(?<!\d)\d{13,19}(?!\d)/,
  // Names and addresses of the demo borrower.
  'María López',
  'Reforma 100',
  // A test login's phone.
  /(?<!\d)1[3-9]\d{9}(?!\d)/,
];

/** Everything a page keeps: localStorage, sessionStorage, IndexedDB (names and records) and cookies. */
async function storedText(page: Page, context: BrowserContext): Promise<string> {
  const inPage = await page
    .evaluate(async () => {
      const dump = (s: Storage) => {
        const out: Record<string, string | null> = {};
        for (let i = 0; i < s.length; i += 1) {
          const key = s.key(i);
          if (key !== null) out[key] = s.getItem(key);
        }
        return out;
      };
      const idb: unknown[] = [];
      if (typeof indexedDB.databases === 'function') {
        for (const info of await indexedDB.databases()) {
          if (!info.name) continue;
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const req = indexedDB.open(info.name ?? '');
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => reject(req.error);
          });
          for (const store of Array.from(db.objectStoreNames)) {
            const all = await new Promise<unknown[]>((resolve) => {
              const req = db.transaction(store).objectStore(store).getAll();
              req.onsuccess = () => resolve(req.result);
              req.onerror = () => resolve([]);
            });
            idb.push({ db: info.name, store, all });
          }
          db.close();
        }
      }
      return JSON.stringify({ local: dump(localStorage), session: dump(sessionStorage), idb });
    })
    .catch(() => '');
  const cookies = await context.cookies();
  return `${inPage}\n${JSON.stringify(cookies.map((c) => [c.name, c.value]))}`;
}

/**
 * The storage audit every browser flow ends with: the personal data it saw must not be stored.
 * `extra` adds values the flow itself learned (an SMS code it typed).
 */
export async function storageLeaks(
  page: Page,
  context: BrowserContext,
  extra: readonly string[] = [],
): Promise<string[]> {
  if (page.isClosed() || page.url().startsWith('about:')) return [];
  const text = await storedText(page, context);
  return [...SENSITIVE, ...extra.filter((x) => x.length >= 4)]
    .filter((needle) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text)))
    .map((needle) => `web storage or cookies hold ${String(needle)}`);
}
