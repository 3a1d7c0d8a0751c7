export type { ConfirmOffer, LoanDetailPushResult } from './loanConfirmSchema';

export interface LoanDetailPushRequest {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}
