import ContractPage from './components/ContractPage';
import PeriodAgreementPage from './components/PeriodAgreementPage';
import LoginFailedPage from './components/LoginFailedPage';

/**
 * The legal feature as its route loads it (src/app/featureChunks.ts, one chunk): the feature the store
 * injects before the page renders, and the pages the route table (src/app/routeTable.ts) names.
 */
export { legalFeature as feature } from '.';
export const pages = { ContractPage, PeriodAgreementPage, LoginFailedPage };
