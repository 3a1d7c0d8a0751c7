import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  collectPageErrors,
  demoSession,
} from './support/browser';
import { storageLeaks } from './support/storageAudit';
import { DEMO_PAGES } from '../../src/app/demoPages';

jest.setTimeout(600_000);

/**
 * Every route of the app at its demo page (src/app/demoPages.ts; the native app's query is added to each
 * page) but the host check, which runs its checks as it opens (test/e2e/bridgeCheck.e2e.test.ts), and
 * the company website's sections.
 */
const START = [
  ...Object.entries(DEMO_PAGES)
    .filter(([key]) => key !== 'bridgeCheck')
    .map(([, page]) => page.url),
  // The company website
  '/',
  '/About',
  '/User',
  '/Contact',
  '/Policy',
  '/Loan',
];
const NOT_FOUND = 'Página no encontrada';
/** Links found on a page lead one step further; their own links are checked only if they are new pages. */
const MAX_PAGES = 120;

/** The same-origin links of the page (absolute URLs), tel:, mailto: and other origins left out. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(baseUrl).origin;
  return hrefs.filter((href) => {
    try {
      const url = new URL(href);
      return url.origin === origin && !url.pathname.startsWith('/uploads/');
    } catch {
      return false;
    }
  });
}

/** A key per page: its path and query without the session parameters and the fragment. */
function pageKey(href: string): string {
  const url = new URL(href, baseUrl);
  for (const name of ['deviceId', 'userId', 'sessionId', 'clientType', 'merchantId'])
    url.searchParams.delete(name);
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** Pages open at once: independent visits, each in a tab of its own (the session is per tab). */
const POOL = 3;
/** A page waits longer for its load beside others (Playwright's default is 30 s). */
const LOAD_TIMEOUT = 60_000;

interface Next {
  href: string;
  from: string;
}

describe('every link lands', () => {
  const suite = browserSuite();

  it('follows every link of every page the app renders and finds no "not found" page', async () => {
    const { page, context, errors } = suite;
    const queue: Next[] = START.map((path) => ({ href: `${baseUrl}${path}`, from: '(start)' }));
    const seen = new Set<string>();
    const checkedA11y = new Set<string>();
    const notFound: string[] = [];
    const violations: string[] = [];
    const leaks: string[] = [];
    const tabs: Page[] = [page];
    const tabErrors: string[][] = [errors];
    for (let i = 1; i < POOL; i += 1) {
      const tab = await context.newPage();
      tabErrors.push(collectPageErrors(tab));
      tabs.push(tab);
    }
    for (const tab of tabs) tab.setDefaultTimeout(LOAD_TIMEOUT);
    // The session the native app passes, once per tab: every page after keeps it (sessionStorage).
    await Promise.all(tabs.map((tab) => tab.goto(`${baseUrl}/customer-service?${demoSession}`)));

    /** The next page not seen yet, claimed (queue order), or undefined. */
    const take = (): Next | undefined => {
      while (queue.length > 0 && seen.size < MAX_PAGES) {
        const next = queue.shift();
        if (!next) break;
        const key = pageKey(next.href);
        if (seen.has(key)) continue;
        seen.add(key);
        return next;
      }
      return undefined;
    };

    const visit = async (tab: Page, next: Next) => {
      const key = pageKey(next.href);
      await tab.goto(next.href);
      await tab.waitForLoadState('networkidle');
      await tab.locator('h1').first().waitFor();
      const title = (await tab.locator('h1').first().textContent()) ?? '';
      if (title.includes(NOT_FOUND)) notFound.push(`${key} (linked from ${next.from})`);
      const path = new URL(next.href).pathname;
      if (!checkedA11y.has(path)) {
        checkedA11y.add(path);
        for (const v of await accessibilityViolations(tab)) violations.push(`${path}: ${v}`);
      }
      for (const href of await linksOf(tab))
        if (!seen.has(pageKey(href))) queue.push({ href, from: key });
    };

    // Breadth first, POOL pages at a time: a tab with nothing to take waits while another may add links.
    let busy = 0;
    let failed = false;
    const waiting: (() => void)[] = [];
    const wake = () => waiting.splice(0).forEach((resolve) => resolve());
    const worker = async (tab: Page) => {
      while (!failed) {
        const next = take();
        if (next) {
          busy += 1;
          try {
            await visit(tab, next);
          } catch (error) {
            failed = true;
            throw error;
          } finally {
            busy -= 1;
            wake();
          }
        } else if (busy === 0) {
          wake();
          return;
        } else {
          await new Promise<void>((resolve) => waiting.push(resolve));
        }
      }
    };
    await Promise.all(tabs.map((tab) => worker(tab)));

    // The storage audit of the other tabs (the suite audits its own page after the test).
    for (const tab of tabs.slice(1)) {
      leaks.push(...(await storageLeaks(tab, context)));
      await tab.close();
    }
    console.log(`Links: ${seen.size} pages visited, ${checkedA11y.size} paths checked with axe`);
    expect(notFound).toEqual([]);
    expect(violations).toEqual([]);
    expect(leaks).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(START.length);
    expect(tabErrors.flat()).toEqual([]);
  });
});
