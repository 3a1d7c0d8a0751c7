import type { Catalog } from './catalog';
import type { AppLocale } from './locale';

/** The company website's texts only (its own small catalog chunk per locale). */
export async function loadSiteMessages(locale: AppLocale): Promise<Catalog> {
  switch (locale) {
    case 'en':
      return (await import(/* webpackChunkName: "site-messages-en" */ './catalogs/site/en'))
        .default;
    case 'zh-CN':
      return (await import(/* webpackChunkName: "site-messages-zh-CN" */ './catalogs/site/zh-CN'))
        .default;
    case 'es-MX':
    default:
      return (await import(/* webpackChunkName: "site-messages-es-MX" */ './catalogs/site/es-MX'))
        .default;
  }
}
