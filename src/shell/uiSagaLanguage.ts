import { call, getContext } from 'typed-redux-saga';
import { chooseLocale, type AppLocale } from '../i18n/locale';
import type { BridgeEventAction } from '../platform/bridge/events';
import type { Navigator } from '../platform/navigation/types';
import { addressWithSession, type PageLocation } from '../platform/session/address';
import {
  SESSION_STORAGE_KEY,
  storedSession,
  type SessionParams,
} from '../platform/session/session';
import type { KeyValueStorage } from '../platform/storage/types';

export type { PageLocation } from '../platform/session/address';

/** The session with the chosen language; the explicit `lang` wins over languageType at boot. */
export function withLang(session: SessionParams, locale: AppLocale): SessionParams {
  return { ...session, lang: locale };
}

/**
 * Where the page reloads after a language choice: its address with the session (its `lang` the
 * choice) in the query, which the next load takes as the same session (or, where storage fails, as
 * a first load) and removes from the address.
 */
export function reloadTarget(location: PageLocation, session: SessionParams): string {
  return addressWithSession(location, session);
}

/**
 * The locale a `languageChanged` payload names: `{ locale }` with 'es-MX', 'en', 'zh-CN' or an alias
 * the session's `lang` knows ('es', 'zh'); null for anything else (the payload is untrusted). chooseLocale
 * falls back (to languageType, then Spanish) for a lang it does not know, so a lang is known exactly when
 * both fallbacks give the same locale.
 */
export function eventLocale(payload: unknown): AppLocale | null {
  if (typeof payload !== 'object' || payload === null || !('locale' in payload)) return null;
  const value = payload.locale;
  if (typeof value !== 'string') return null;
  const lang = value.trim();
  if (lang === '') return null;
  const known = chooseLocale({ lang, languageType: '1' });
  return known === chooseLocale({ lang, languageType: '0' }) ? known : null;
}

/** The session as stored at boot (the one this page runs with). */
function* readStoredSession() {
  const storage = yield* getContext<KeyValueStorage>('storage');
  return yield* call(storedSession, storage);
}

/**
 * The language switch (the settings page's choice and the app's languageChanged): the new `lang` goes
 * into the stored session (so reloads and in-app navigation keep it, and it wins over languageType at
 * boot), then the page loads again in that language. Returns whether the reload went.
 */
export function* switchLanguage(locale: AppLocale, location: PageLocation) {
  const storage = yield* getContext<KeyValueStorage>('storage');
  const navigator = yield* getContext<Navigator>('navigator');
  const session = withLang(yield* call(readStoredSession), locale);
  yield* call([storage, storage.set], SESSION_STORAGE_KEY, JSON.stringify(session));
  return yield* call([navigator, navigator.open], reloadTarget(location, session), {
    replace: true,
  });
}

/** The page's own location, or null where there is no page (a headless replay). */
export function pageLocation(): PageLocation | null {
  if (typeof window === 'undefined') return null;
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * The app's language changed (`languageChanged` with `{ locale }`): the page switches to it the way the
 * settings page's choice does. An invalid payload, or the language the page already runs in (the stored
 * session's, as boot chose it), changes nothing.
 */
export function* onLanguageChanged(action: BridgeEventAction) {
  const locale = eventLocale(action.payload.payload);
  if (!locale) return;
  const session = yield* call(readStoredSession);
  if (chooseLocale(session) === locale) return;
  const location = yield* call(pageLocation);
  if (!location) return;
  yield* call(switchLanguage, locale, location);
}
