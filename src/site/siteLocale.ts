import { chooseLocale, type AppLocale } from '../i18n/locale';

/**
 * The website's language from its address: `?lang=en` / `?lang=zh-CN` (or `es-MX`) first, else the
 * native flag `languageType=1` (English), else Spanish (src/i18n/locale.ts chooseLocale).
 */
export function siteLocale(search: string): AppLocale {
  const query = new URLSearchParams(search);
  return chooseLocale({
    lang: query.get('lang') ?? undefined,
    languageType: query.get('languageType') ?? undefined,
  });
}
