import type { KeyValueStorage } from '../storage/types';
import {
  parseSession,
  SESSION_KEYS,
  SESSION_STORAGE_KEY,
  storedSession,
  type SessionTake,
} from './session';

/**
 * Storage key set while the page's `goLogin` is with the native app (src/platform/bridge/bridge.ts):
 * the app then reloads the page with its new session, which the next load carrying a session takes.
 */
export const LOGIN_STORAGE_KEY = 'sessionLogin';

/**
 * How long a goLogin mark stands (ms): the native app's login and its reload of the page take less; a
 * mark left by a login that never reloaded must not let a later link's session in silently.
 */
export const LOGIN_MARK_MS = 10 * 60_000;

/**
 * The mark a goLogin leaves: when it was set, in base 36 (ms since the epoch), which no storage audit
 * takes for a card number as its 13 decimal digits would be.
 */
export const loginMark = (now: number): string => now.toString(36);

/** Whether a stored goLogin mark stands at `now`: set, readable, and less than LOGIN_MARK_MS old. */
export function loginMarkStands(mark: string | null, now: number): boolean {
  if (mark === null || !/^[0-9a-z]{1,10}$/.test(mark)) return false;
  const age = now - parseInt(mark, 36);
  return age >= 0 && age < LOGIN_MARK_MS;
}

declare global {
  interface Window {
    /** The early script's take, handed to the app's boot (one decision per page load). */
    __CUOTA_SESSION__?: SessionTake;
  }
}

/**
 * The page's session, decided once per page load by whichever runs first, the early script (which
 * hands its take over in `__CUOTA_SESSION__`) or the app's boot. The URL's session keys are read,
 * then removed from the address (the route, its other params and the hash kept). A tab that holds no
 * session takes the URL's; the same session (same sessionId and userId) updates the keys the URL
 * carries; another one is taken so only right after the page's goLogin (the app's new session, within
 * LOGIN_MARK_MS), and is
 * otherwise held as `link`, the stored session staying in use. The session in use is stored for
 * in-app navigation and reloads. Where web storage cannot be had, nothing is held (the tab holds no
 * session of its own) and the address keeps the keys. Never logs.
 */
export function takeSession(win: Window, storage: KeyValueStorage): SessionTake {
  let take = win.__CUOTA_SESSION__;
  delete win.__CUOTA_SESSION__;
  if (!take) {
    const { pathname, search, hash } = win.location;
    const query = new URLSearchParams(search);
    const link = parseSession(Object.fromEntries(query));
    const stored = storedSession(storage);
    take = { session: stored };
    if (Object.keys(link).length > 0) {
      const merged = { ...stored, ...link };
      // The same session (sessionId and userId; the other keys may change), or none held yet.
      if (
        (merged.sessionId === stored.sessionId && merged.userId === stored.userId) ||
        !(stored.sessionId ?? stored.userId) ||
        loginMarkStands(storage.get(LOGIN_STORAGE_KEY), Date.now())
      )
        take.session = merged;
      else take.link = link;
      storage.remove(LOGIN_STORAGE_KEY);
      for (const key of SESSION_KEYS) query.delete(key);
      const rest = `${query}`;
      try {
        // Without web storage (blocked, or a web view without DOM storage) the address is where the
        // session lives for the page's reloads: it keeps it, as every load takes it then.
        if (win.sessionStorage)
          win.history.replaceState(win.history.state, '', pathname + (rest && `?${rest}`) + hash);
      } catch {
        // The address keeps them; the decision stands.
      }
    }
  }
  storage.set(SESSION_STORAGE_KEY, JSON.stringify(take.session));
  return take;
}
