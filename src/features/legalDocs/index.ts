import { legalDocsReducer } from './legalDocsSlice';
import { legalDocsSaga } from './legalDocsSaga';
export { legalDocsReducer, legalDocsActions, selectLegalDocs } from './legalDocsSlice';
export type { LegalDocsState, PageLocation } from './legalDocsSlice';
export { legalDocsSaga } from './legalDocsSaga';
/**
 * The content the company website reuses: pure components that need react-intl only (and read the
 * brand context when one is provided); each loads its document lazily in the language it is given.
 */
export { PrivacyNotice, LoanTerms } from './components/LegalDocument';
export type { LegalDocumentProps } from './components/LegalDocument';
export { AboutText } from './components/AboutText';
export type { AboutTextProps } from './components/AboutText';
export { privacyLanguage, loanTermsLanguage } from './documents/loadDocument';
export type { DocLanguage } from './documents/types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const legalDocsFeature = {
  slice: { reducerPath: 'legalDocs', reducer: legalDocsReducer },
  saga: legalDocsSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/legalDocs.json), loaded with its route. */
  texts: ['legalDocs'],
} as const;
