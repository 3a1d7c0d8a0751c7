import LoanConfirmPage from './components/LoanConfirmPage';

/**
 * The loanConfirm feature as its route loads it (src/app/featureChunks.ts, one chunk): the feature the store
 * injects before the page renders, and the pages the route table (src/app/routeTable.ts) names.
 */
export { loanConfirmFeature as feature } from '.';
export const pages = { LoanConfirmPage };
