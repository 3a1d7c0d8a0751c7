// Slice and saga only: the page's components and texts load with its route chunk, not with the app.
import { devtoolsReducer } from './devtoolsSlice';
import { devtoolsSaga } from './devtoolsSaga';
export {
  devtoolsReducer,
  devtoolsActions,
  selectDevtools,
  initialDevtoolsState,
} from './devtoolsSlice';
export type { DevtoolsState, ShareOutcome } from './devtoolsSlice';
export { devtoolsSaga, SHARE_TOAST_IDS } from './devtoolsSaga';
export type { DeviceFormValues } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const devtoolsFeature = {
  slice: { reducerPath: 'devtools', reducer: devtoolsReducer },
  saga: devtoolsSaga,
  /** Its texts load with its route in devtools builds (src/i18n/loadMessages.ts); production has none. */
  texts: ['devtools'],
} as const;
