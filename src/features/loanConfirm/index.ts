export { loanConfirmReducer, loanConfirmActions, selectLoanConfirm } from './loanConfirmSlice';
export type { LoanConfirmState } from './loanConfirmSlice';
export { loanConfirmSaga } from './loanConfirmSaga';
export type { ConfirmOffer } from './types';
