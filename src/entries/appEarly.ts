import { firstRequestFor } from '../app/firstRequests';
import { resolvePaths } from '../config/paths';
import { readRuntimeConfig } from '../platform/config/runtime';
import { chooseLocale } from '../i18n/locale';
import { offeredLocales } from '../config/markets';
import { formPost, startEarly } from '../platform/api/early';
import { resolveEndpoints } from '../platform/api/endpoints';
import { buildHeaders } from '../platform/api/headers';
import { takeSession } from '../platform/session/take';
import { createWindowStorage } from '../platform/storage/storage';

/**
 * The app's early request (fetched with the app's scripts, run first, once the page has painted): the
 * page's session is taken (src/platform/session/session.ts), then the open route's first data call (src/app/firstRequests.ts) starts now, with the URL, headers and body
 * the api client will build for it (the same session, locale, paths and endpoint table as
 * src/runtime/boot.ts), so the page's saga takes this answer instead of waiting for the scripts, the
 * route's chunk and its texts. On a route without a first call, or without its ids, nothing happens.
 */
function start() {
  // The page load's one decision on the session (the address loses its session keys here), handed to
  // the app's boot.
  const { session, link } = (window.__CUOTA_SESSION__ = takeSession(
    window,
    createWindowStorage(window),
  ));
  const config = readRuntimeConfig();
  const first = firstRequestFor(
    resolvePaths(config.paths),
    window.location.pathname,
    window.location.search,
  );
  // A link's session held for the borrower's choice: nothing goes out before it.
  if (!first || link) return;
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
