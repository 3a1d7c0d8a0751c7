import { loanConfirmReducer } from './loanConfirmSlice';
import { loanConfirmSaga } from './loanConfirmSaga';
export { loanConfirmReducer, loanConfirmActions, selectLoanConfirm } from './loanConfirmSlice';
export type { LoanConfirmState } from './loanConfirmSlice';
export { loanConfirmSaga } from './loanConfirmSaga';
export type { ConfirmOffer } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const loanConfirmFeature = {
  slice: { reducerPath: 'loanConfirm', reducer: loanConfirmReducer },
  saga: loanConfirmSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/loanConfirm.json), loaded with its route. */
  texts: ['loanConfirm'],
} as const;
