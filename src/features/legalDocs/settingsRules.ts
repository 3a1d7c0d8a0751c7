import type { AppLocale } from '../../i18n/locale';
import { parseSession, type SessionParams } from '../../platform/session/session';

/** The session rules of the language choice, shared with the app's languageChanged event (src/shell). */
export { reloadTarget, withLang } from '../../shell/uiSagaLanguage';

/** The languages the settings page offers, in this order, each named in its own language. */
export const LANGUAGE_CHOICES: readonly { locale: AppLocale; label: string }[] = [
  { locale: 'es-MX', label: 'Español (México)' },
  { locale: 'en', label: 'English' },
  { locale: 'zh-CN', label: '中文' },
];

/** The stored session (JSON written at boot, src/platform/session/session.ts); anything unreadable is an empty one. */
export function parseStoredSession(raw: string | null): SessionParams {
  try {
    return parseSession(JSON.parse(raw ?? '0'));
  } catch {
    return {};
  }
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
