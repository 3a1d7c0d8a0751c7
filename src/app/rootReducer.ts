/**
 * @deprecated Moved to ./store. Kept only while test/features/testPreview/TestPreviewComponents.test.tsx
 * and test/platform/tape/{replay,roundTrip}.test.ts import it from here; delete this file once they
 * import '…/src/app/store'.
 */
export { rootReducer, type RootState } from './store';
