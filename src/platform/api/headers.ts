import type { HeaderProfile } from './types';

/** The page-query keys whose values travel as custom headers. */
export type HeaderSource = 'sessionId' | 'deviceId' | 'clientType' | 'merchantId';

/** Header name per query key; configurable since the spec does not show the real names. */
export type HeaderNames = Partial<Record<HeaderSource, string>>;

export const defaultHeaderNames: Readonly<Record<HeaderSource, string>> = {
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
