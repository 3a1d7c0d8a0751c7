import { loanDetailReducer } from './loanDetailSlice';
import { loanDetailSaga } from './loanDetailSaga';
export { loanDetailReducer, loanDetailActions, selectLoanDetail } from './loanDetailSlice';
export type { LoanDetailState } from './loanDetailSlice';
export { loanDetailSaga } from './loanDetailSaga';
export { statusView } from './statusView';
export type { LoanDetailInfo } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const loanDetailFeature = {
  slice: { reducerPath: 'loanDetail', reducer: loanDetailReducer },
  saga: loanDetailSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/loanDetail.json), loaded with its route. */
  texts: ['loanDetail'],
} as const;
