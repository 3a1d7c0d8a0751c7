import type { KeyValueStorage } from '../storage/types';

/** The session and device parameters the native app passes in the page query. */
export const SESSION_KEYS = [
  'deviceId',
  'userId',
  'sessionId',
  'clientType',
  'merchantId',
  'merchantNumber',
  'appVersion',
  'deviceName',
  'osVersion',
  'gps_adid',
  'languageType',
  'lang',
] as const;

type SessionKey = (typeof SESSION_KEYS)[number];
export type SessionParams = Readonly<Partial<Record<SessionKey, string>>>;

/** Storage key under which the captured parameters are kept (sessionStorage). */
export const SESSION_STORAGE_KEY = 'session';

/**
 * What a page load runs with: the session, and a link's session other than the tab's, held unused
 * until the borrower (or the native app) says which one the page goes on with.
 */
export interface SessionTake {
  session: SessionParams;
  link?: SessionParams;
}

/** How an entry takes its page's session at boot: the app's takeSession (./take.ts), the landing's readSession. */
export type SessionSource = (win: Window, storage: KeyValueStorage) => SessionTake;

const isSessionKey = (key: string): key is SessionKey =>
  (SESSION_KEYS as readonly string[]).includes(key);

/** The session keys of a value with their string values (stored, or the app's): else an empty one. */
export function parseSession(value: unknown): SessionParams {
  const out: Partial<Record<SessionKey, string>> = {};
  if (typeof value === 'object' && value !== null)
    for (const [key, text] of Object.entries(value))
      if (isSessionKey(key) && typeof text === 'string') out[key] = text;
  return out;
}

/** The tab's stored session; anything missing or unreadable is an empty one. Never logs. */
export function storedSession(storage: KeyValueStorage): SessionParams {
  try {
    return parseSession(JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? '0'));
  } catch {
    return {};
  }
}

/**
 * The session of a page that acts on no account (the promotion landing, whose visitors are anonymous,
 * spec section 6): its address's session keys over the tab's stored ones. Only the language it names
 * (`lang`, `languageType`) is kept for the tab; a session is never stored, so a link cannot plant one
 * in the tab. The address is left as it is. The app's pages take theirs with takeSession (./take.ts).
 */
export function readSession(win: Window, storage: KeyValueStorage): SessionTake {
  const stored = storedSession(storage);
  const link = parseSession(Object.fromEntries(new URLSearchParams(win.location.search)));
  const { lang, languageType } = link;
  storage.set(
    SESSION_STORAGE_KEY,
    JSON.stringify({ ...stored, ...parseSession({ lang, languageType }) }),
  );
  return { session: { ...stored, ...link } };
}

/** For debugging: which keys are present, never their values. */
export function describeSession(session: SessionParams): string {
  const present = SESSION_KEYS.filter((key) => session[key] !== undefined);
  return present.length === 0 ? 'session: none' : `session: ${present.join(', ')}`;
}
