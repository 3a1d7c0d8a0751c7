import BridgeCheckPage from './components/BridgeCheckPage';

/**
 * The bridgeCheck feature as its route loads it (src/app/featureChunks.ts, one chunk): the feature the store
 * injects before the page renders, and the pages the route table (src/app/routeTable.ts) names.
 */
export { bridgeCheckFeature as feature } from '.';
export const pages = { BridgeCheckPage };
