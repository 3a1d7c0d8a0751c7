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
 */
export function createWebStorage(store: Storage | undefined, prefix = 'cuota:'): KeyValueStorage {
  const memory = createMemoryStorage();
  let web: Storage | undefined = store;
  const disable = () => {
    web = undefined;
  };
  return {
    get(key) {
      const fromMemory = memory.get(key);
      if (fromMemory !== null) return fromMemory;
      if (!web) return null;
      try {
        return web.getItem(prefix + key);
      } catch {
        disable();
        return null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      if (!web) return;
      try {
        web.setItem(prefix + key, value);
        // Stored durably: the memory copy is only needed when web storage fails.
        memory.remove(key);
      } catch {
        // Quota or SecurityError: keep the value in memory for this page's life.
      }
    },
    remove(key) {
      memory.remove(key);
      if (!web) return;
      try {
        web.removeItem(prefix + key);
      } catch {
        disable();
      }
    },
  };
}
