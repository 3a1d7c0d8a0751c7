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
  /** Its texts' namespace (src/i18n/messages/<locale>/payInstructions.json), loaded with its route. */
  texts: ['payInstructions'],
} as const;
