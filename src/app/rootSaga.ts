/**
 * @deprecated Moved to ./store. Kept only while test/platform/tape/replay.test.ts imports it from
 * here; delete this file once it imports '…/src/app/store'.
 */
export { rootSaga } from './store';
