import { defineFeature } from '../../platform/store/defineFeature';
import { legalDocsReducer as reducer } from './legalDocsSlice';
import { legalDocsSaga as saga } from './legalDocsSaga';

/**
 * The content the company website reuses: pure components that need react-intl only (and read the
 * brand context when one is provided); each loads its document lazily in the language it is given.
 */
export { PrivacyNotice, LoanTerms } from './components/LegalDocument';
export { AboutText } from './components/AboutText';
export { privacyLanguage, loanTermsLanguage } from './documents/loadDocument';
export { publishedSlots } from './documents/source';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const legalDocsFeature = defineFeature('legalDocs', reducer, saga);
