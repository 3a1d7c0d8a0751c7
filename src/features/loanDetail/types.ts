/** One row of userOrderDetail.detail (spec section 3, "Loan detail response"). */
export interface LoanDetailRow {
  text: string;
  value: string;
}

/** Answer of POST /v3/loan-details/loan-details (spec section 3). */
export interface LoanDetailInfo {
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  productName: string;
  productLogo: string;
  rows: LoanDetailRow[];
  /** '1' when the order may be extended. */
  isDelay: string;
  /** True when the rating modal should open (isScore equals 1, number or string). */
  isScore: boolean;
}

export interface LoanDetailQuery {
  productId: string;
  orderId: string;
}

/** The wire shape of the loan detail answer (spec section 3). */
export interface LoanDetailWire {
  orderStatus: number | string;
  noticeStatusText: string;
  noticeDesText: string;
  productName: string;
  productLogo: string;
  userOrderDetail: { detail: LoanDetailRow[] };
  inside?: unknown;
  isScore: number | string;
  h5Url?: string;
  isDelay: string;
  isNewContract?: string;
}
