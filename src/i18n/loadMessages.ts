import type { AppLocale } from './locale';

/** Loads only the active locale's catalog (one chunk per locale). */
export async function loadMessages(locale: AppLocale): Promise<Record<string, string>> {
  switch (locale) {
    case 'en':
      return (await import(/* webpackChunkName: "messages-en" */ './catalogs/en')).default;
    case 'zh-CN':
      return (await import(/* webpackChunkName: "messages-zh-CN" */ './catalogs/zh-CN')).default;
    case 'es-MX':
    default:
      return (await import(/* webpackChunkName: "messages-es-MX" */ './catalogs/es-MX')).default;
  }
}
