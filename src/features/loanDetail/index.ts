export { loanDetailReducer, loanDetailActions, selectLoanDetail } from './loanDetailSlice';
export type { LoanDetailState } from './loanDetailSlice';
export { loanDetailSaga } from './loanDetailSaga';
export { statusView } from './statusView';
export type { LoanDetailInfo } from './types';
