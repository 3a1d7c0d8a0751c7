import { readRuntimeConfig } from '../platform/config/runtime';
import { EARLY_BANNER_PROPERTY, earlyBanner } from '../promotion/earlyBanner';
import { parsePromotionQuery } from '../promotion/query';
import { chooseLocale } from '../i18n/locale';
import { offeredLocales } from '../config/markets';
import { requestUrl, startEarlyGet } from '../platform/api/early';
import { resolveEndpoints } from '../platform/api/endpoints';
import { buildHeaders } from '../platform/api/headers';
import { readSession } from '../platform/session/session';
import { createWindowStorage } from '../platform/storage/storage';

/**
 * The landing's early request (fetched with its app scripts, run first, once the page has painted):
 * the channel template for the page's id starts now, with the URL and headers the api client will
 * build for it (the same session, locale and endpoint table as src/runtime/boot.ts), so the saga's
 * `channel-template` call takes this answer instead of waiting for the scripts and the page chunk.
 * When the answer is here, the banner's box paints the template's image (src/promotion/earlyBanner.ts),
 * before the app has rendered.
 */
function start() {
  // The landing acts on no account: it reads the session (its address's language among it), as its
  // boot does, and never stores one.
  const { session } = readSession(window, createWindowStorage(window));
  const config = readRuntimeConfig();
  const locale = chooseLocale(
    { languageType: session.languageType, lang: session.lang },
    offeredLocales(config.brand?.market),
  );
  const { id } = parsePromotionQuery(window.location.search, window.location.hash);
  const template = resolveEndpoints(config.endpoints ?? {}).channelTemplate;
  const policy = { origin: window.location.origin, hosts: config.allowedImageHosts ?? [] };
  void startEarlyGet(
    window,
    requestUrl(template, session, { templateId: id }),
    buildHeaders(template.headers ?? 'app', session, locale, config.headerNames),
  ).then((body) => {
    // The banner paints as soon as the answer is here, before the app has rendered it.
    const banner = earlyBanner(body, id, policy);
    if (banner) document.documentElement.style.setProperty(EARLY_BANNER_PROPERTY, banner);
  });
}

try {
  start();
} catch {
  // Nothing is lost: the landing's flow makes the request itself.
}
