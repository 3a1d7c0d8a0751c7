import { mixed, object, type InferType, type ISchema } from 'yup';
import {
  amount,
  decision,
  displayAmount,
  flag,
  flagNumber,
  list,
  requiredText,
  text,
  textValueRowSchema,
} from '../../platform/api/schema';

/**
 * A whole number of periods as sent (a positive integer or its digits as text), passed on unchanged: it
 * goes back to the server in the loan push, so anything else refuses the answer.
 */
function periodCount() {
  return mixed<string | number>()
    .test('periods', 'not a period count', (value) => {
      if (typeof value === 'number') return Number.isInteger(value) && value > 0;
      if (typeof value === 'string') return /^\s*[1-9]\d*\s*$/.test(value);
      return false;
    })
    .defined()
    .meta(decision('wholeNumber')) as unknown as ISchema<string | number>;
}

/** The term's unit as sent (a number or non-blank text), passed on unchanged: it goes back in the push. */
function termUnit() {
  return mixed<string | number>()
    .test('termUnit', 'not a term unit', (value) => {
      if (typeof value === 'number') return Number.isFinite(value);
      return typeof value === 'string' && value.trim() !== '';
    })
    .defined()
    .meta(decision('requiredText')) as unknown as ISchema<string | number>;
}

/** One row of the repayment plan (display only). */
const repayPlanSchema = object({
  title: text(),
  description: text(),
  amount: displayAmount(),
  pay_time: text(),
});

/**
 * Answer of POST /v3/loan-confirm/loan-detail-confirm, spec section 3 "Confirm response".
 * What the flow decides on is exact: amount, periods and termUnit go back in the push (required). isNeedPop
 * starts the reload: a flag, absent when there is nothing to reload. Everything the page only shows is
 * normalized, so a wrong display field never breaks it; the contract link (isNewContract) is display
 * text too: anything but an allowed URL links to the agreement page.
 */
export const confirmOfferSchema = object({
  firstPayTime: text(),
  /** Disbursal amount (minor units). */
  amount: amount(),
  periods: periodCount(),
  /** The term's unit: 1 / 'day' / 'D' for days, or a day count (e.g. 7 for weeks). */
  termUnit: termUnit(),
  /** The reload modal: absent means no reload; 1 and '1' start it. */
  isNeedPop: flagNumber(),
  sendSms: flag(),
  /** The offer's detail lines (display only). */
  details: list(textValueRowSchema),
  repay_plans: list(repayPlanSchema),
  loanRate: text(),
  ratemsg: text(),
  amountDec: text(),
  /** Contract link. */
  isNewContract: text(),
  messageType: text(),
  comProductLogo: text(),
  comProductName: text(),
  /** Coupon amount (minor units); '' when there is no coupon. */
  couNum: displayAmount(),
});

/** Answer of POST /v3/loan-confirm/loan-detail-push: where the new order is shown. */
export const loanPushSchema = object({
  lendDetailsUrl: requiredText(),
});

export type ConfirmOffer = InferType<typeof confirmOfferSchema>;
export type LoanDetailPushResult = InferType<typeof loanPushSchema>;
