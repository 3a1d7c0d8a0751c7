import type { AppLocale } from '../../i18n/locale';
import { SESSION_KEYS, type SessionParams } from '../../platform/session/session';
import type { PageLocation } from './legalDocsSlice';

/** The languages the settings page offers, in this order, each named in its own language. */
export const LANGUAGE_CHOICES: readonly { locale: AppLocale; label: string }[] = [
  { locale: 'es-MX', label: 'Español (México)' },
  { locale: 'en', label: 'English' },
  { locale: 'zh-CN', label: '中文' },
];

const isSessionKey = (key: string): key is (typeof SESSION_KEYS)[number] =>
  (SESSION_KEYS as readonly string[]).includes(key);

/** The stored session (JSON written at boot by captureSession); anything unreadable is an empty one. */
export function parseStoredSession(raw: string | null): SessionParams {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Partial<Record<(typeof SESSION_KEYS)[number], string>> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (isSessionKey(key) && typeof value === 'string') out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/** The session with the chosen language; the explicit `lang` wins over languageType at boot. */
export function withLang(session: SessionParams, locale: AppLocale): SessionParams {
  return { ...session, lang: locale };
}

/**
 * The app version the settings page shows: the native app's appVersion when it passed one, else the
 * web build id, else 'web'.
 */
export function versionText(session: SessionParams, buildId: string | undefined): string {
  const fromApp = session.appVersion?.trim();
  if (fromApp) return fromApp;
  const build = buildId?.trim();
  return build ? build : 'web';
}

/**
 * Where the page reloads after a language choice. A query that carries session parameters replaces
 * the stored session at boot, so its `lang` is set to the choice; a query without any keeps the stored
 * session (which now holds the choice), so it is left as it is.
 */
export function reloadTarget(location: PageLocation, locale: AppLocale): string {
  const query = new URLSearchParams(
    location.search.startsWith('?') ? location.search.slice(1) : location.search,
  );
  const carriesSession = SESSION_KEYS.some((key) => query.has(key));
  if (carriesSession) query.set('lang', locale);
  const text = query.toString();
  return `${location.pathname}${text ? `?${text}` : ''}`;
}
