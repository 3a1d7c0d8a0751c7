import { object, type InferType } from 'yup';
import {
  anyData,
  flagNumber,
  list,
  orderStatus,
  text,
  textValueRowSchema,
  type TextValueRow,
} from '../../platform/api/schema';

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
