import { PERSISTENT_COOKIE_EXPIRES } from '../../config/constants';

/**
 * The landing's device id (sent with get-sms and register) lives in a persistent cookie that expires at
 * the end of 9999 (spec section 9). This file is the one place that touches `document.cookie`; the saga
 * calls it through `call` effects (tests and QA replay see and swap them).
 */
export const DEVICE_COOKIE = 'cuota_device_id';

/** Where cookies are read and written: the document's jar, or a test's. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
  /** The page is served over https: the cookie is marked Secure. */
  secure(): boolean;
}

export const documentCookies: CookieJar = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
  secure: () => typeof location !== 'undefined' && location.protocol === 'https:',
};

/** Letters only: a device id never looks like a phone, card or code in a storage audit. */
const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz';
const ID_PATTERN = /^[a-z]{8,64}$/;
const ID_LENGTH = 24;

/** A new random device id (24 letters, about 110 bits). */
export function newDeviceId(random: (bytes: Uint8Array<ArrayBuffer>) => void = fillRandom): string {
  const bytes = new Uint8Array(ID_LENGTH);
  random(bytes);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

function fillRandom(bytes: Uint8Array<ArrayBuffer>): void {
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    crypto.getRandomValues(bytes);
    return;
  }
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
}

/** The device id in a cookie header, when it is one this landing wrote (anything else is ignored). */
export function deviceIdOf(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return ID_PATTERN.test(value) ? value : null;
  }
  return null;
}

/** The cookie that keeps a device id until the end of 9999, for the whole site. */
export function deviceCookie(id: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${id}; expires=${PERSISTENT_COOKIE_EXPIRES}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Reads the device id, or makes one and writes it. Where cookies are refused (a sandboxed frame) the new
 * id serves this page only.
 */
export function ensureDeviceId(jar: CookieJar): string {
  try {
    const existing = deviceIdOf(jar.read());
    if (existing) return existing;
  } catch {
    // No cookie access: a new id for this page.
  }
  const id = newDeviceId();
  try {
    jar.write(deviceCookie(id, jar.secure()));
  } catch {
    // Not kept: the next visit gets another id.
  }
  return id;
}
