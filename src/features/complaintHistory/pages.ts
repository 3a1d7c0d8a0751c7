import ComplaintListPage from './components/ComplaintListPage';
import ComplaintDetailPage from './components/ComplaintDetailPage';

/**
 * The complaintHistory feature as its route loads it (src/app/featureChunks.ts, one chunk): the feature the store
 * injects before the page renders, and the pages the route table (src/app/routeTable.ts) names.
 */
export { complaintHistoryFeature as feature } from '.';
export const pages = { ComplaintListPage, ComplaintDetailPage };
