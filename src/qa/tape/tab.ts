import type { KeyValueStorage } from '../../platform/storage/types';
import { TAPE_PAGES_KEY } from './tapeKeys';
import type { Json, PageRef, TapeEntry, TapeHeader } from './types';

/** How a recorder continues the tab's tape across full page loads. */
export interface TabOptions {
  /** This page load's path (no query). */
  path: string;
  /**
   * Calls `persist` when the page is left (pagehide) or hidden (a web view sent to the background may be
   * killed without a pagehide).
   */
  onLeave(persist: () => void): void;
  /** Where the earlier pages wait; default: the saga context's storage (sessionStorage) given to wrapContext. */
  storage?: KeyValueStorage;
}

/** The browser page's: its path, pagehide and visibilitychange. Null where there is no page (Node). */
export function browserTab(): TabOptions | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return {
    path: window.location.pathname,
    onLeave(persist) {
      window.addEventListener('pagehide', persist);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') persist();
      });
    },
  };
}

/** What the next page load needs to go on with the tape: numbering, redaction stand-ins, page count. */
export interface Carry {
  build: string;
  seq: number;
  ids: number;
  /** Page loads recorded so far. */
  pages: number;
  /** Stand-ins the redactor handed out so far. */
  tokens: number;
}

/** The tab's tape so far, as kept between two page loads: what the next header needs, and the entries. */
export interface Carried {
  carry: Carry;
  startedAt: number;
  truncated: boolean;
  initialState: Json;
  page: PageRef | undefined;
  entries: TapeEntry[];
  /** Each entry's text as it was kept (same order): taken up as is, not serialized again. */
  texts: string[];
}

/**
 * Stores the tape so far (its entries already serialized, redacted at capture) for the next page load:
 * one entry per line (JSON text has no raw line break), so the next page takes each text up as it is.
 */
export function writeCarried(
  storage: KeyValueStorage,
  carry: Carry,
  header: TapeHeader,
  texts: readonly string[],
): void {
  const head = `{"carry":${JSON.stringify(carry)},"header":${JSON.stringify(header)}`;
  const body = texts.length > 0 ? `\n${texts.join(',\n')}\n` : '';
  storage.set(TAPE_PAGES_KEY, `${head},"entries":[${body}]}`);
}

/** The entries' texts of a kept tape (one per line), or null when its lines do not match its entries. */
function entryTexts(text: string, count: number): string[] | null {
  if (count === 0) return [];
  const lines = text.split('\n');
  if (lines.length !== count + 2) return null;
  const texts = lines.slice(1, -1);
  for (let i = 0; i < count - 1; i += 1) {
    if (!texts[i].endsWith(',')) return null;
    texts[i] = texts[i].slice(0, -1);
  }
  return texts.every((t) => t.startsWith('{') && t.endsWith('}')) ? texts : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isPage(value: unknown): value is PageRef {
  return isRecord(value) && isCount(value.index) && typeof value.path === 'string';
}

/** Parsed JSON text is JSON: only `undefined` (a missing field) needs a value. */
const toJson = (value: unknown): Json => (value === undefined ? null : (value as Json));

function isEntry(value: unknown): value is TapeEntry {
  return isRecord(value) && typeof value.kind === 'string' && isCount(value.seq);
}

/**
 * Takes the tape of the tab's earlier pages out of storage (it is removed: while a page lives its tape is
 * in memory only). Null when there is none, when it cannot be read, or when another build recorded it.
 */
export function takeCarried(storage: KeyValueStorage, build: string): Carried | null {
  const text = storage.get(TAPE_PAGES_KEY);
  if (text === null) return null;
  storage.remove(TAPE_PAGES_KEY);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.carry) || !isRecord(value.header)) return null;
  const { carry, header, entries } = value;
  const counts = [carry.seq, carry.ids, carry.pages, carry.tokens];
  if (carry.build !== build || !counts.every(isCount)) return null;
  const { startedAt, truncated, page } = header;
  if (typeof startedAt !== 'number' || typeof truncated !== 'boolean') return null;
  if (page !== undefined && !isPage(page)) return null;
  if (!Array.isArray(entries) || !entries.every(isEntry)) return null;
  const texts = entryTexts(text, entries.length) ?? entries.map((entry) => JSON.stringify(entry));
  return {
    carry: {
      build,
      seq: Number(carry.seq),
      ids: Number(carry.ids),
      pages: Number(carry.pages),
      tokens: Number(carry.tokens),
    },
    startedAt,
    truncated,
    initialState: toJson(header.initialState),
    page: page === undefined ? undefined : { index: page.index, path: page.path },
    entries,
    texts,
  };
}
