/**
 * @deprecated Moved to ./replay (built on the one store factory). Kept only while scripts/replay.ts,
 * scripts/tapeBench.ts, test/platform/tape/{replay,roundTrip}.test.ts,
 * test/app/testPreview/TestPreviewPage.test.tsx and test/e2e/support/tapes.ts import it from here;
 * delete this file once they import '…/src/app/replay'.
 */
export { replayStoreFactory, replayTape, type ReplayAppOptions } from './replay';
