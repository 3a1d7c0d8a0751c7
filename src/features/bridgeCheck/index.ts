// Slice and saga only: the page's components and texts load with its route chunk (devtools builds).
import { bridgeCheckReducer } from './bridgeCheckSlice';
import { bridgeCheckSaga } from './bridgeCheckSaga';
export {
  bridgeCheckReducer,
  bridgeCheckActions,
  selectBridgeCheck,
  initialBridgeCheckState,
} from './bridgeCheckSlice';
export type { BridgeCheckState } from './bridgeCheckSlice';
export { bridgeCheckSaga } from './bridgeCheckSaga';

/**
 * The bridge conformance page's feature (issue 28): the slice its route injects before the page renders,
 * and its flows. Its texts load with its route in devtools builds only (src/i18n/loadMessages.ts).
 */
export const bridgeCheckFeature = {
  slice: { reducerPath: 'bridgeCheck', reducer: bridgeCheckReducer },
  saga: bridgeCheckSaga,
  texts: ['bridgeCheck'],
} as const;
