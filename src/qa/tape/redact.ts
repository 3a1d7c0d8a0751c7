import type { Json } from './types';

/** What a redacted value was. */
type PiiKind =
  'phone' | 'card' | 'name' | 'address' | 'smsCode' | 'captcha' | 'identifier' | 'email';

/**
 * A declarative redaction policy: which keys hold which kind of personal data (matched
 * case-insensitively on the key alone, at any depth), and whether free text is scanned for
 * phone numbers, card numbers and e-mail addresses under other keys.
 */
export interface RedactionPolicy {
  keys: Readonly<Record<string, PiiKind>>;
  scanText: boolean;
}

export const DEFAULT_POLICY: RedactionPolicy = {
  keys: {
    phone: 'phone',
    mobile: 'phone',
    tel: 'phone',
    telephone: 'phone',
    va: 'phone',
    username: 'name',
    name: 'name',
    realname: 'name',
    fullname: 'name',
    firstname: 'name',
    lastname: 'name',
    holdername: 'name',
    cardno: 'card',
    bankno: 'card',
    cardnumber: 'card',
    card_no: 'card',
    useraddress: 'address',
    address: 'address',
    verifycode: 'smsCode',
    smscode: 'smsCode',
    code6: 'smsCode',
    capcode: 'captcha',
    captcha: 'captcha',
    sid: 'identifier',
    sessionid: 'identifier',
    deviceid: 'identifier',
    gps_adid: 'identifier',
    userid: 'identifier',
    repaytoken: 'identifier',
    token: 'identifier',
    email: 'email',
    latitude: 'address',
    longitude: 'address',
    e_mail: 'email',
  },
  scanText: true,
};

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** A query parameter in a URL or path: its key and its value (up to the next `&`, `#` or space). */
const QUERY_PARAM = /([?&])([^=&#\s?]+)=([^&#\s]*)/g;
/** 10 to 19 digits, optionally grouped by single spaces or dashes. */
const DIGIT_RUN = /\d(?:[ -]?\d){9,18}/g;

/**
 * The value with every piece of personal data (by the same policy) replaced by its kind, e.g.
 * `‹phone›`. Replay compares normalized values: what it computes from redacted inputs, or from a
 * constant the tape never saw, then matches the recording wherever only personal data differs.
 */
export function normalizePii(input: Json, policy: RedactionPolicy = DEFAULT_POLICY): Json {
  const keys = new Map(Object.entries(policy.keys).map(([k, v]) => [k.toLowerCase(), v]));
  const text = (value: string) =>
    !policy.scanText || value.length < 6
      ? value
      : value
          .replace(QUERY_PARAM, (m, sep: string, key: string, v: string) => {
            const kind = keys.get(key.toLowerCase());
            return kind && v !== '' ? `${sep}${key}=‹${kind}›` : m;
          })
          .replace(EMAIL, '‹email›')
          .replace(DIGIT_RUN, (m) => (digitCount(m) <= 11 ? '‹phone›' : '‹card›'));
  const walk = (value: Json, kind?: PiiKind): Json => {
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number') return kind ? `‹${kind}›` : value;
    if (typeof value === 'string') return kind ? (value === '' ? '' : `‹${kind}›`) : text(value);
    if (Array.isArray(value)) return value.map((x) => walk(x, kind));
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, keys.get(k.toLowerCase()) ?? kind);
    return out;
  };
  return walk(input);
}

export interface Redactor {
  /** Redacts a JSON value by the policy. Equal inputs give equal outputs within one redactor. */
  value(value: Json, kind?: PiiKind): Json;
  /** Redacts free text: phone and card numbers, e-mail addresses, query values under the policy's keys. */
  text(text: string): string;
  /** How many distinct values were replaced. */
  count(): number;
}

/** Replaces the digits of `original` with `digits` in order, keeping separators in place. */
function reshape(original: string, digits: string): string {
  let i = 0;
  return original.replace(/\d/g, () => digits[i++] ?? '0');
}

const digitCount = (s: string) => (s.match(/\d/g) ?? []).length;
const pad = (n: number, len: number) => String(n).padStart(len, '0').slice(-len);

function token(kind: PiiKind, original: string, n: number): string {
  const len = digitCount(original);
  const digitsOnly = len > 0 && /^[\d\s()+-]+$/.test(original);
  switch (kind) {
    case 'card': {
      // The last 4 digits stay readable, as on screen.
      const digits = original.replace(/\D/g, '');
      if (digits.length < 5) return original.replace(/\d/g, '0');
      return reshape(original, pad(n, digits.length - 4) + digits.slice(-4));
    }
    case 'phone':
      // Same length and separators; the first two digits keep number-format rules valid.
      if (!digitsOnly) return `phone-${n}`;
      return reshape(original, original.replace(/\D/g, '').slice(0, 2) + pad(n, len - 2));
    case 'smsCode':
      return digitsOnly ? reshape(original, pad(n, len)) : `code-${n}`;
    case 'captcha':
      return `Q${n}`.padEnd(original.length, 'Q').slice(0, Math.max(original.length, 1));
    case 'identifier':
      return digitsOnly && len > 0 ? reshape(original, pad(n, len)) : `id-${n}`;
    case 'email':
      return `user${n}@example.invalid`;
    case 'name':
      return `Person ${n}`;
    case 'address':
      return `Address ${n}`;
  }
}

/**
 * `offset`: stand-ins already handed out by the pages before this one (a tape spanning page loads), so
 * that two values on different pages never get the same stand-in.
 */
export function createRedactor(policy: RedactionPolicy = DEFAULT_POLICY, offset = 0): Redactor {
  const seen = new Map<string, string>();
  const keys = new Map(Object.entries(policy.keys).map(([k, v]) => [k.toLowerCase(), v]));

  const replace = (kind: PiiKind, original: string): string => {
    if (original === '') return original;
    const known = seen.get(original);
    if (known !== undefined) return known;
    const out = token(kind, original, offset + seen.size + 1);
    seen.set(original, out);
    return out;
  };

  const text = (input: string): string => {
    if (!policy.scanText || input.length < 6) return input;
    return input
      .replace(QUERY_PARAM, (m, sep: string, key: string, v: string) => {
        // A link's query names its values: the policy's keys are redacted there too.
        const kind = keys.get(key.toLowerCase());
        return kind && v !== '' ? `${sep}${key}=${encodeURIComponent(replace(kind, v))}` : m;
      })
      .replace(EMAIL, (m) => replace('email', m))
      .replace(DIGIT_RUN, (m) => replace(digitCount(m) <= 11 ? 'phone' : 'card', m));
  };

  const value = (input: Json, kind?: PiiKind): Json => {
    if (input === null || typeof input === 'boolean') return input;
    if (typeof input === 'number') {
      if (!kind) return input;
      // A number stays a number of the same length (a leading 0 would change its length).
      const out = replace(kind, String(input));
      return /^\d+$/.test(out) ? Number(out.replace(/^0/, '9')) : out;
    }
    if (typeof input === 'string') return kind ? replace(kind, input) : text(input);
    if (Array.isArray(input)) return input.map((x) => value(x, kind));
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(input)) {
      out[k] = value(v, keys.get(k.toLowerCase()) ?? kind);
    }
    return out;
  };

  return { value, text, count: () => seen.size };
}
