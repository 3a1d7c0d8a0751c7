import RepaymentPage from './components/RepaymentPage';
import ExtensionPage from './components/ExtensionPage';
import RepaymentDescriptionPage from './components/RepaymentDescriptionPage';

/**
 * The repayment feature as its route loads it (src/app/featureChunks.ts, one chunk): the feature the store
 * injects before the page renders, and the pages the route table (src/app/routeTable.ts) names.
 */
export { repaymentFeature as feature } from '.';
export const pages = { RepaymentPage, ExtensionPage, RepaymentDescriptionPage };
