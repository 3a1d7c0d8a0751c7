export type {
  ConfirmDetail,
  ConfirmOffer,
  LoanDetailPushResult,
  RepayPlan,
} from './loanConfirmSchema';

export interface LoanDetailConfirmRequest {
  productId: string;
  isType?: 1;
}

export interface LoanDetailPushRequest {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}
