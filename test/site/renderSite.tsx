import { render } from '@testing-library/react';
import { defaultBrand, resolveBrand } from '../../src/config/brand';
import { SiteApp, type SiteFacts } from '../../src/site';
import en from '../../src/i18n/catalogs/site/en';
import esMX from '../../src/i18n/catalogs/site/es-MX';
import zhCN from '../../src/i18n/catalogs/site/zh-CN';
import type { AppLocale } from '../../src/i18n/locale';
import { textsOf } from '../support/texts';

export const siteCatalogs: Record<AppLocale, Record<string, string>> = {
  'es-MX': textsOf(esMX),
  en: textsOf(en),
  'zh-CN': textsOf(zhCN),
};

export const facts: SiteFacts = { brand: defaultBrand, year: 2026 };
/** An India deployment's facts (config.js `market: 'IN'`). */
export const indiaFacts: SiteFacts = { brand: resolveBrand({ market: 'IN' }), year: 2026 };

export interface SiteOptions {
  locale?: AppLocale;
  /** The address (path and query) the page opens at. */
  url?: string;
  liveFacts?: SiteFacts;
  /** The facts the page renders with (the build's brand by default). */
  shownFacts?: SiteFacts;
}

/** The website as the browser shows it: at `url` (the address bar follows), in `locale`. */
export function renderSite({
  locale = 'es-MX',
  url = '/',
  liveFacts,
  shownFacts = facts,
}: SiteOptions = {}) {
  window.history.replaceState(null, '', url);
  return render(
    <SiteApp
      locale={locale}
      messages={siteCatalogs[locale]}
      path={window.location.pathname}
      facts={shownFacts}
      liveFacts={liveFacts}
    />,
  );
}
