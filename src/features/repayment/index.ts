export { repaymentReducer, repaymentActions, selectRepayment } from './repaymentSlice';
export type { RepaymentState, PendingNavigation } from './repaymentSlice';
export { repaymentSaga } from './repaymentSaga';
export type {
  ExtensionRepayment,
  InstalmentRepayment,
  InstructionsParams,
  RepaymentChannel,
  RepaymentChannelGroup,
} from './types';
