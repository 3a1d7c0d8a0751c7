import { repaymentReducer } from './repaymentSlice';
import { repaymentSaga } from './repaymentSaga';
export { repaymentReducer, repaymentActions, selectRepayment } from './repaymentSlice';
export type { RepaymentState } from './repaymentSlice';
export { repaymentSaga } from './repaymentSaga';
export type {
  ExtensionRepayment,
  InstalmentRepayment,
  InstructionsParams,
  RepaymentChannel,
  RepaymentChannelGroup,
} from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const repaymentFeature = {
  slice: { reducerPath: 'repayment', reducer: repaymentReducer },
  saga: repaymentSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/repayment.json), loaded with its route. */
  texts: ['repayment'],
} as const;
