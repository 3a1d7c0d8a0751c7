export type AppLocale = 'es-MX' | 'en' | 'zh-CN';

export const LOCALES: AppLocale[] = ['es-MX', 'en', 'zh-CN'];

export const DEFAULT_LOCALE: AppLocale = 'es-MX';

const LANG_ALIASES: Record<string, AppLocale> = {
  'es-MX': 'es-MX',
  es: 'es-MX',
  en: 'en',
  'zh-CN': 'zh-CN',
  zh: 'zh-CN',
};

/**
 * Picks the catalog: an explicit `lang` query parameter wins; otherwise the native
 * `languageType` flag ('1' = English); otherwise Spanish (Mexico), the primary language. A deployment
 * offers its market's languages only (src/config/markets, `offered`, its primary first): a language
 * it does not offer gives the primary (India: English).
 */
export function chooseLocale(
  p: { languageType?: string; lang?: string },
  offered: readonly AppLocale[] = LOCALES,
): AppLocale {
  const chosen = askedLocale(p);
  return offered.includes(chosen) ? chosen : (offered[0] ?? DEFAULT_LOCALE);
}

function askedLocale(p: { languageType?: string; lang?: string }): AppLocale {
  const lang = p.lang?.trim();
  if (lang && Object.prototype.hasOwnProperty.call(LANG_ALIASES, lang)) {
    return LANG_ALIASES[lang];
  }
  if (p.languageType?.trim() === '1') return 'en';
  return DEFAULT_LOCALE;
}
