// Slice and saga only: the page's components and texts load with its route chunk, not with the app.
export {
  testPreviewReducer,
  testPreviewActions,
  selectTestPreview,
  initialTestPreviewState,
} from './testPreviewSlice';
export type { TestPreviewState, ShareOutcome } from './testPreviewSlice';
export { testPreviewSaga, SHARE_TOAST_IDS } from './testPreviewSaga';
export type { DeviceFormValues } from './types';
