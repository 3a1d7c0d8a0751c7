import type { Catalog } from './catalog';
import type { AppLocale } from './locale';

/** The promotion landing's texts only (its own small catalog chunk per locale). */
export async function loadPromotionMessages(locale: AppLocale): Promise<Catalog> {
  switch (locale) {
    case 'en':
      return (await import(/* webpackChunkName: "promo-messages-en" */ './catalogs/promotion/en'))
        .default;
    case 'zh-CN':
      return (
        await import(/* webpackChunkName: "promo-messages-zh-CN" */ './catalogs/promotion/zh-CN')
      ).default;
    case 'es-MX':
    default:
      return (
        await import(/* webpackChunkName: "promo-messages-es-MX" */ './catalogs/promotion/es-MX')
      ).default;
  }
}
