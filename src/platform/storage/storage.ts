import type { KeyValueStorage } from './types';

/** A store kept in memory only (tests, or when web storage is unavailable). */
export function createMemoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => {
      data.set(key, value);
    },
    remove: (key) => {
      data.delete(key);
    },
  };
}

/**
 * Wraps a web Storage (sessionStorage) under a key prefix. Any failure (SecurityError in private
 * modes or sandboxed web views, quota exceeded) falls back to an in-memory copy so callers never throw.
 * Given a function, the store is looked up at its first use: opening a browser's store reads it from
 * disk, which a page that never uses it should not pay for.
 */
export function createWebStorage(
  store: Storage | undefined | (() => Storage | undefined),
  prefix = 'cuota:',
): KeyValueStorage {
  const memory = createMemoryStorage();
  let lookUp: (() => Storage | undefined) | null =
    typeof store === 'function' ? store : () => store;
  let web: Storage | undefined;
  const webStore = () => {
    if (lookUp) {
      web = lookUp();
      lookUp = null;
    }
    return web;
  };
  const disable = () => {
    lookUp = null;
    web = undefined;
  };
  return {
    get(key) {
      const fromMemory = memory.get(key);
      if (fromMemory !== null) return fromMemory;
      const target = webStore();
      if (!target) return null;
      try {
        return target.getItem(prefix + key);
      } catch {
        disable();
        return null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      const target = webStore();
      if (!target) return;
      try {
        target.setItem(prefix + key, value);
        // Stored durably: the memory copy is only needed when web storage fails.
        memory.remove(key);
      } catch {
        // Quota or SecurityError: keep the value in memory for this page's life.
      }
    },
    remove(key) {
      memory.remove(key);
      const target = webStore();
      if (!target) return;
      try {
        target.removeItem(prefix + key);
      } catch {
        disable();
      }
    },
  };
}

/** Keys under this prefix outlive the page session (localStorage): a draft a killed web view must not lose. */
const DURABLE_PREFIX = 'durable:';

/** The key of a value kept across sessions (localStorage), e.g. `durableKey('complaintDraft')`. */
export const durableKey = (name: string) => `${DURABLE_PREFIX}${name}`;

/**
 * One storage for sagas over two web stores: `durableKey(...)` keys go to the durable one (localStorage),
 * every other key to the session one (sessionStorage). Both fall back to memory on failure.
 */
export function createRoutedStorage(
  session: KeyValueStorage,
  durable: KeyValueStorage,
): KeyValueStorage {
  const pick = (key: string) => (key.startsWith(DURABLE_PREFIX) ? durable : session);
  return {
    get: (key) => pick(key).get(key),
    set: (key, value) => pick(key).set(key, value),
    remove: (key) => pick(key).remove(key),
  };
}

/** A window's web store, or undefined where reading it throws (storage blocked, sandboxed frames). */
function windowStore(win: Window, kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return win[kind];
  } catch {
    return undefined;
  }
}

/** The page's storage (the app's boot and the early scripts): routed over the window's two stores. */
export function createWindowStorage(win: Window): KeyValueStorage {
  return createRoutedStorage(
    createWebStorage(() => windowStore(win, 'sessionStorage')),
    createWebStorage(() => windowStore(win, 'localStorage')),
  );
}
