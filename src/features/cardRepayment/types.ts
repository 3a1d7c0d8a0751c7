/**
 * The requests of the card repayment family (spec sections 3 and 7). The answers' types (BankCard, whose
 * `cardNo` is never rendered in full, repayment-way, repayment-commit with needValid exactly 0 or 1, and
 * repayment-huichao) are inferred from their schemas (cardRepaymentSchema.ts).
 */

export interface RepaymentCommitRequest {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  /** 1: text the code when needValid is 1 (every commit of this page); 0: commit without a text. */
  sendMsg: 0 | 1;
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
