import ComplaintEntryPage from './components/ComplaintEntryPage';
import ComplaintFormPage from './components/ComplaintFormPage';

/**
 * The complaints feature as its route loads it (src/app/featureChunks.ts, one chunk): the feature the store
 * injects before the page renders, and the pages the route table (src/app/routeTable.ts) names.
 */
export { complaintsFeature as feature } from '.';
export const pages = { ComplaintEntryPage, ComplaintFormPage };
