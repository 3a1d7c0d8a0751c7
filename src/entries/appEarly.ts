import { firstRequestFor } from '../app/firstRequests';
import { resolvePaths } from '../config/paths';
import { readRuntimeConfig } from '../platform/config/runtime';
import { chooseLocale } from '../i18n/locale';
import { offeredLocales } from '../config/markets';
import { formPost, startEarly } from '../platform/api/early';
import { resolveEndpoints } from '../platform/api/endpoints';
import { buildHeaders } from '../platform/api/headers';
import { peekSession } from '../platform/session/session';
import { createWindowStorage } from '../platform/storage/storage';

/**
 * The app's early request (fetched with the app's scripts, run first, once the page has painted): the
 * open route's first data call (src/app/firstRequests.ts) starts now, with the URL, headers and body
 * the api client will build for it (the same session, locale, paths and endpoint table as
 * src/app/boot.ts), so the page's saga takes this answer instead of waiting for the scripts, the
 * route's chunk and its texts. On a route without a first call, or without its ids, nothing happens.
 */
function start() {
  const config = readRuntimeConfig();
  const first = firstRequestFor(
    resolvePaths(config.paths),
    window.location.pathname,
    window.location.search,
  );
  if (!first) return;
  // The app's boot keeps the session; here the query's is read as is, the stored one only without it.
  const session = peekSession(window.location.search, createWindowStorage(window));
  const locale = chooseLocale(
    { languageType: session.languageType, lang: session.lang },
    offeredLocales(config.brand?.market),
  );
  const def = resolveEndpoints(config.endpoints ?? {})[first.endpoint];
  void startEarly(
    window,
    formPost(
      def,
      session,
      buildHeaders(def.headers ?? 'app', session, locale, config.headerNames),
      first.params,
    ),
  );
}

try {
  start();
} catch {
  // Nothing is lost: the page's saga makes the request itself.
}
