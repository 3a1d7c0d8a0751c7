import PrivacyPage from './components/PrivacyPage';
import LoanTermsPage from './components/LoanTermsPage';
import AboutUsPage from './components/AboutUsPage';
import SettingsPage from './components/SettingsPage';

/**
 * The legalDocs feature as its route loads it (src/app/featureChunks.ts, one chunk): the feature the store
 * injects before the page renders, and the pages the route table (src/app/routeTable.ts) names.
 */
export { legalDocsFeature as feature } from '.';
export const pages = { PrivacyPage, LoanTermsPage, AboutUsPage, SettingsPage };
