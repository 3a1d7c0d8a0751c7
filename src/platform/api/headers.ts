import type { HeaderProfile } from './types';

/** The page-query keys whose values travel as custom headers. */
type HeaderSource = 'sessionId' | 'deviceId' | 'clientType' | 'merchantId';

/**
 * Header name per query key; the spec does not show the real names, so a deployment sets them in
 * config.js (`headerNames`, checked by parseHeaderNames at boot).
 */
export type HeaderNames = Partial<Record<HeaderSource, string>>;

const HEADER_SOURCES: readonly HeaderSource[] = [
  'sessionId',
  'deviceId',
  'clientType',
  'merchantId',
];

/** An HTTP field name (RFC 9110 token), at most 64 characters. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;

/**
 * Names a custom header must not take: the ones the client sets itself, and the ones a browser refuses
 * to send from script (the call would silently go without it) or a proxy treats as its own.
 */
const RESERVED = new Set([
  'accept',
  'accept-charset',
  'accept-encoding',
  'accept-language',
  'access-control-request-headers',
  'access-control-request-method',
  'authorization',
  'connection',
  'content-length',
  'content-type',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'forwarded',
  'host',
  'idempotency-key',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'user-agent',
  'via',
  'x-demo-scenario',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-requested-with',
]);

/** Whether `name` can carry a custom header: a token, not reserved, not `proxy-*` or `sec-*`. */
export function isCustomHeaderName(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    TOKEN.test(name) &&
    !RESERVED.has(lower) &&
    !lower.startsWith('proxy-') &&
    !lower.startsWith('sec-')
  );
}

/**
 * The configured header names (config.js `headerNames`), checked: unknown keys, non-text values,
 * names that are not custom header names (isCustomHeaderName) and a name already taken by another key
 * (configured or default, case-insensitive) are refused, each listed in `refused`; a refused key keeps
 * its default name.
 */
export function parseHeaderNames(raw: unknown): { names: HeaderNames; refused: string[] } {
  const names: HeaderNames = {};
  const refused: string[] = [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    if (raw !== undefined) refused.push('headerNames');
    return { names, refused };
  }
  const entries = new Map<string, unknown>(Object.entries(raw));
  for (const key of entries.keys()) {
    if (!HEADER_SOURCES.some((source) => source === key)) refused.push(key);
  }
  for (const source of HEADER_SOURCES) {
    const value = entries.get(source);
    const name = typeof value === 'string' ? value.trim() : '';
    if (value === undefined) continue;
    if (!isCustomHeaderName(name)) {
      refused.push(source);
      continue;
    }
    names[source] = name;
  }
  // Two keys on one name would send one value under both: every configured name that meets another
  // key's name is refused (repeated, since a refused key's default may meet another configured name).
  const nameOf = (source: HeaderSource) =>
    (names[source] ?? defaultHeaderNames[source]).toLowerCase();
  let clashing: HeaderSource[];
  do {
    clashing = HEADER_SOURCES.filter(
      (source) =>
        names[source] !== undefined &&
        HEADER_SOURCES.some((other) => other !== source && nameOf(other) === nameOf(source)),
    );
    for (const source of clashing) {
      delete names[source];
      refused.push(source);
    }
  } while (clashing.length > 0);
  return { names, refused };
}

const defaultHeaderNames: Readonly<Record<HeaderSource, string>> = {
  sessionId: 'X-Session-Id',
  deviceId: 'X-Device-Id',
  clientType: 'X-Client-Type',
  merchantId: 'X-Merchant-Id',
};

/** Which query values each profile sends (spec 7: the form client sends two custom headers). */
const profileSources: Readonly<Record<HeaderProfile, readonly HeaderSource[]>> = {
  app: ['sessionId', 'deviceId', 'clientType', 'merchantId'],
  form: ['sessionId', 'deviceId'],
};

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/**
 * The headers of one of the two HTTP profiles of spec section 7.
 * - 'app': XMLHttpRequest marker, custom headers from the page query, and Accept-Language.
 * - 'form': form content type and the two custom session/device headers.
 * Headers whose value is empty are omitted.
 */
export function buildHeaders(
  profile: HeaderProfile,
  query: Readonly<Record<string, string>>,
  locale: string,
  names: HeaderNames = {},
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (profile === 'app') headers['X-Requested-With'] = 'XMLHttpRequest';
  else headers['Content-Type'] = FORM_CONTENT_TYPE;
  for (const source of profileSources[profile]) {
    const name = names[source] || defaultHeaderNames[source];
    const value = query[source];
    if (value) headers[name] = value;
  }
  if (profile === 'app' && locale) headers['Accept-Language'] = locale;
  return headers;
}
