import { DEMO_CARDS } from '../../server/features/cardRepayment/seed';

/** A repayment-commit form body for a demo order, paid with a demo card (the app's fields, spec section 3). */
export const repaymentCommitBody = (orderId = '1174', card = DEMO_CARDS[0], amount = '351000') => ({
  amount,
  bankName: card.bankName,
  cardId: card.id,
  cardNo: card.cardNo,
  couponId: '',
  orderId,
  repayToken: `rt-${orderId}`,
  bankCode: card.bankCode,
  sendMsg: '1',
});
