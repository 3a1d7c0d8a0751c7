import '../ui/theme.css';
import '../ui/form/form.css';
import '../site/site.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolveBrand } from '../config/brand';
import { offeredLocales } from '../config/markets';
import { readRuntimeBrand } from '../config/runtimeBrand';
import { applyTheme, DEFAULT_THEME_COLOR } from '../config/theme';
import { prerenderFacts, SiteApp, siteLocale, type SiteFacts } from '../site';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { loadSiteMessages } from '../i18n/loadSiteMessages';
import { freshContainer, holdEarlyEvents, replayEarlyEvents } from '../platform/boot/earlyHandOver';
import { intlWarmed, startIntlWarm } from '../platform/boot/intlWarm';

/**
 * The company website: public pages prerendered at build time in Spanish (dist/site/*.html), hydrated
 * here. React, react-intl and the site's own components only: no store, no saga, no server call. A
 * visit in another language (`?lang=en`, `?lang=zh-CN`, `languageType=1`) renders afresh in it.
 */
async function start() {
  // The site has started: the taps made on the prerendered page wait for it, however slow the phone.
  holdEarlyEvents(window);
  const configured = readRuntimeBrand();
  const locale = siteLocale(window.location.search, offeredLocales(configured?.market));
  // The locale data, built by a worker while the texts arrive (src/platform/boot/intlWarm.ts).
  const warmUrl = process.env.CUOTA_INTL_WARM_URL;
  if (warmUrl) startIntlWarm(window, warmUrl, locale);
  const texts = await loadSiteMessages(locale);
  await intlWarmed(window);
  // The configured theme colour on the page (src/config/theme.ts); refused values leave theme.css's.
  applyTheme(document, configured?.themeColor ?? DEFAULT_THEME_COLOR);
  const live: SiteFacts = {
    brand: resolveBrand(configured),
    year: new Date().getFullYear(),
  };
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  document.documentElement.lang = locale;
  const path = window.location.pathname;
  if (locale === DEFAULT_LOCALE && container.hasChildNodes()) {
    // The prerendered page: hydrate with the very facts it was rendered with, then show the live ones.
    hydrateRoot(
      container,
      <SiteApp
        locale={locale}
        messages={texts}
        path={path}
        facts={prerenderFacts()}
        liveFacts={live}
      />,
    );
    return;
  }
  // Rendered afresh next to the prerendered page, which stays on screen until this one is there.
  createRoot(freshContainer(container, window)).render(
    <SiteApp locale={locale} messages={texts} path={path} facts={live} />,
  );
}

start().catch((error: unknown) => {
  // The prerendered page stays readable; only its forms and tabs wait for a reload. The taps kept
  // for the site do what they do on plain HTML.
  console.warn('site: start failed', error);
  replayEarlyEvents(window);
});
