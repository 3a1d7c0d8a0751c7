import { payInstructionsReducer } from './payInstructionsSlice';
import { payInstructionsSaga } from './payInstructionsSaga';
export {
  payInstructionsReducer,
  payInstructionsActions,
  selectPayInstructions,
} from './payInstructionsSlice';
export type { PayInstructionsState } from './payInstructionsSlice';
export { payInstructionsSaga } from './payInstructionsSaga';
export type { InstructionsInfo, InstructionsQuery } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const payInstructionsFeature = {
  slice: { reducerPath: 'payInstructions', reducer: payInstructionsReducer },
  saga: payInstructionsSaga,
} as const;
