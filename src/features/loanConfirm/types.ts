export interface LoanDetailPushRequest {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}
