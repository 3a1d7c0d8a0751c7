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

export type SessionKey = (typeof SESSION_KEYS)[number];
export type SessionParams = Readonly<Partial<Record<SessionKey, string>>>;

/** Storage key under which the captured parameters are kept (sessionStorage). */
export const SESSION_STORAGE_KEY = 'session';

const isSessionKey = (key: string): key is SessionKey =>
  (SESSION_KEYS as readonly string[]).includes(key);

function readQuery(search: string): Partial<Record<SessionKey, string>> {
  const found: Partial<Record<SessionKey, string>> = {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return found;
  }
  for (const key of SESSION_KEYS) {
    const value = params.get(key);
    if (value !== null) found[key] = value;
  }
  return found;
}

function readStored(storage: KeyValueStorage): SessionParams {
  let raw: string | null;
  try {
    raw = storage.get(SESSION_STORAGE_KEY);
  } catch {
    return {};
  }
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Partial<Record<SessionKey, string>> = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (isSessionKey(key) && typeof value === 'string') out[key] = value;
    }
    return Object.freeze(out);
  } catch {
    return {};
  }
}

/**
 * Reads the session keys from the query string. When any is present they replace what is stored;
 * otherwise the stored parameters are returned (in-app navigation and reload keep the session).
 * Never logs anything.
 */
export function captureSession(search: string, storage: KeyValueStorage): SessionParams {
  const fromQuery = readQuery(search);
  if (Object.keys(fromQuery).length > 0) {
    try {
      storage.set(SESSION_STORAGE_KEY, JSON.stringify(fromQuery));
    } catch {
      // Storage failure only costs persistence across navigation.
    }
    return Object.freeze(fromQuery);
  }
  return readStored(storage);
}

/**
 * The same parameters as `captureSession`, without keeping them: the query's when it has any (no
 * storage is opened then), the stored ones otherwise. For the early script, whose page boots the app
 * that keeps them.
 */
export function peekSession(search: string, storage: KeyValueStorage): SessionParams {
  const fromQuery = readQuery(search);
  return Object.keys(fromQuery).length > 0 ? Object.freeze(fromQuery) : readStored(storage);
}

/** For debugging: which keys are present, never their values. */
export function describeSession(session: SessionParams): string {
  const present = SESSION_KEYS.filter((key) => session[key] !== undefined);
  return present.length === 0 ? 'session: none' : `session: ${present.join(', ')}`;
}
