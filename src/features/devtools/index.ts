// Slice and saga only: the page's components and texts load with its route chunk, not with the app.
import { testPreviewReducer } from './testPreviewSlice';
import { testPreviewSaga } from './testPreviewSaga';
export {
  testPreviewReducer,
  testPreviewActions,
  selectTestPreview,
  initialTestPreviewState,
} from './testPreviewSlice';
export type { TestPreviewState, ShareOutcome } from './testPreviewSlice';
export { testPreviewSaga, SHARE_TOAST_IDS } from './testPreviewSaga';
export type { DeviceFormValues } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const testPreviewFeature = {
  slice: { reducerPath: 'testPreview', reducer: testPreviewReducer },
  saga: testPreviewSaga,
  /** Its texts load with its route in devtools builds (src/i18n/loadMessages.ts); production has none. */
  texts: ['testPreview'],
} as const;
