import { mixed, object, type InferType, type ISchema } from 'yup';
import {
  anyData,
  decision,
  flagNumber,
  list,
  text,
  textValueRowSchema,
  type TextValueRow,
} from '../../platform/api/schema';

/**
 * An order status as sent: an integer or its digits as text (a sign allowed), as a number. Anything else
 * (missing, '', 1.5, true, [174], an object) refuses the answer: the page decides its buttons on it.
 */
function orderStatus() {
  return mixed<number>()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && /^\s*-?\d+\s*$/.test(original)) return Number(original);
      return NaN;
    })
    .test('orderStatus', 'not an order status', (value) => Number.isSafeInteger(value))
    .defined()
    .meta(decision('wholeNumber')) as unknown as ISchema<number>;
}

/** The answer's object as sent; anything that is not an object reads as an empty one. */
function objectOrEmpty(original: unknown): unknown {
  return typeof original === 'object' && original !== null && !Array.isArray(original)
    ? original
    : {};
}

/**
 * Answer of POST /v3/loan-details/loan-details, spec section 3 "Loan detail response".
 * Exact (or the answer is refused): orderStatus (image, list and buttons). isScore (opens the rating) and
 * isDelay (the extension button) are flags: absent means not set, 1 and '1' are on, another type refuses the
 * answer. Only orderStatus is required: every other field is shown when sent (display fields normalized,
 * the product logo checked by SafeImage where it is shown).
 */
export const loanDetailSchema = object({
  orderStatus: orderStatus(),
  noticeStatusText: text(),
  noticeDesText: text(),
  productName: text(),
  productLogo: text(),
  userOrderDetail: object({ detail: list(textValueRowSchema) }).transform(
    (_value: unknown, original: unknown) => objectOrEmpty(original),
  ),
  /** Not read by this page. */
  inside: anyData,
  isScore: flagNumber(),
  /** Not navigated to by this page (it would pass the URL allowlist first). */
  h5Url: text(),
  isDelay: flagNumber(),
  isNewContract: text(),
});

/** Answer of POST /v3/loan-details/google-score: an acknowledgement the page never reads. */
export const googleScoreSchema = anyData;

export type LoanDetailRow = TextValueRow;
export type LoanDetailWire = InferType<typeof loanDetailSchema>;
