/** A bound bank card of the repayment store (spec section 3). `cardNo` is never rendered in full. */
export interface BankCard {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

/** Answer of repayment-way (spec section 7). */
export interface RepaymentWayData {
  alipay: unknown;
  repayToken: string;
  bankCards: BankCard[];
}

export interface RepaymentCommitRequest {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: 0 | 1;
}

/** Answer of repayment-commit: needValid may come as the number 1 or the string '1'. */
export interface RepaymentCommitData {
  needValid: number | string;
  repayRecordId: string | number;
}

export interface RepaymentConfirmRequest {
  orderId: string;
  verifyCode: string;
  repaymentRecordId: string;
}

export interface RepaymentHuichaoRequest {
  userId: string;
  orderId: string;
  amount: string;
}

export interface RepaymentHuichaoData {
  url: string;
}

/** What the page was opened with (query orderId, productId, amount in minor units, couponId). */
export interface CardRepaymentQuery {
  orderId: string;
  productId: string;
  amount: string;
  couponId: string;
}

/** The chosen repayment method: one bound card, or the alternative (alipay-style) method. */
export type RepaymentMethod = { kind: 'card'; cardId: string } | { kind: 'alternative' };

/** A message to show: server text as is, or a react-intl message id. */
export interface ShownMessage {
  text?: string;
  messageId?: string;
}

/** Where the page should navigate next (sagas cannot use the router; the page consumes this). */
export interface PendingNavigation {
  page: 'loanDetail';
  orderId: string;
  productId: string;
}
