import { SESSION_KEYS, type SessionParams } from './session';

/** Where a page is: its path and query (the router's location, or the browser's). */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * The page's address with `session` as its session keys (any it had replaced), for a load of the page
 * the app makes itself (a language switch, another session): the tab whose storage holds the same
 * session takes it silently, one whose storage fails takes it as a first load, and the address loses
 * the keys at once (src/platform/session/session.ts).
 */
export function addressWithSession(location: PageLocation, session: SessionParams): string {
  const query = new URLSearchParams(location.search);
  for (const key of SESSION_KEYS) query.delete(key);
  for (const [key, value] of Object.entries(session)) query.set(key, value);
  const text = `${query}`;
  return `${location.pathname}${text ? `?${text}` : ''}`;
}
