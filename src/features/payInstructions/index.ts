export {
  payInstructionsReducer,
  payInstructionsActions,
  selectPayInstructions,
} from './payInstructionsSlice';
export type { PayInstructionsState } from './payInstructionsSlice';
export { payInstructionsSaga } from './payInstructionsSaga';
export type { InstructionsInfo, InstructionsQuery } from './types';
