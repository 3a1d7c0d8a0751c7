import { chooseLocale, type AppLocale } from '../i18n/locale';

/**
 * The website's language from its address: `?lang=en` / `?lang=zh-CN` (or `es-MX`) first, else the
 * native flag `languageType=1` (English), else Spanish (src/i18n/locale.ts chooseLocale); among the
 * deployment's market's languages when `offered` (India: English).
 */
export function siteLocale(search: string, offered?: readonly AppLocale[]): AppLocale {
  const query = new URLSearchParams(search);
  return chooseLocale(
    {
      lang: query.get('lang') ?? undefined,
      languageType: query.get('languageType') ?? undefined,
    },
    offered,
  );
}
