import type { AppLocale } from '../../../i18n/locale';
import type { DocKind, DocLanguage, DocumentModule } from './types';

/**
 * One lazily loaded chunk per document and language: a page downloads only the document it shows, in
 * the language it shows it in.
 */
const loaders: Record<DocKind, Record<DocLanguage, () => Promise<DocumentModule>>> = {
  privacy: {
    es: () => import(/* webpackChunkName: "legal-privacy-es" */ './privacy.es'),
    en: () => import(/* webpackChunkName: "legal-privacy-en" */ './privacy.en'),
  },
  loanTerms: {
    es: () => import(/* webpackChunkName: "legal-loan-terms-es" */ './loanTerms.es'),
    en: () => import(/* webpackChunkName: "legal-loan-terms-en" */ './loanTerms.en'),
  },
};

export function loadDocument(kind: DocKind, language: DocLanguage): Promise<DocumentModule> {
  return loaders[kind][language]();
}

/**
 * The privacy notice's language (spec screen 9): English when the language type is 1 (the locale is
 * 'en'), otherwise Spanish, Chinese included.
 */
export function privacyLanguage(locale: AppLocale | string): DocLanguage {
  return locale === 'en' ? 'en' : 'es';
}

/** The loan terms' language: Spanish in the Spanish locale, otherwise English (Chinese included). */
export function loanTermsLanguage(locale: AppLocale | string): DocLanguage {
  return locale === 'es-MX' ? 'es' : 'en';
}
