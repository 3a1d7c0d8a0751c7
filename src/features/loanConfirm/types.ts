/** One line of the offer's detail list. */
export interface ConfirmDetail {
  text: string;
  value: string;
}

/** One row of the repayment plan. */
export interface RepayPlan {
  title: string;
  description: string;
  amount: string | number;
  pay_time: string;
}

/** Answer of POST /v3/loan-confirm/loan-detail-confirm, spec section 3 "Confirm response". */
export interface ConfirmOffer {
  firstPayTime?: string;
  /** Disbursal amount (minor units). */
  amount: string | number;
  periods: string | number;
  termUnit: string | number;
  isNeedPop: number;
  sendSms?: number;
  details: ConfirmDetail[];
  repay_plans: RepayPlan[];
  loanRate?: string;
  ratemsg?: string;
  amountDec?: string;
  /** Contract link. */
  isNewContract?: string;
  messageType?: string;
  comProductLogo?: string;
  comProductName?: string;
  /** Coupon amount (minor units); absent when there is no coupon. */
  couNum?: string | number | null;
}

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

export interface LoanDetailPushResult {
  lendDetailsUrl: string;
}
