import type { LoanDetailWire } from './loanDetailSchema';

/** The checked answer is what the page shows (the schema has normalized it). */
export type LoanDetailInfo = LoanDetailWire;

export interface LoanDetailQuery {
  productId: string;
  orderId: string;
}
