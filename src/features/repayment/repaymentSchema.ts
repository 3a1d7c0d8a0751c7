import { object, string, type InferType } from 'yup';
import {
  decision,
  list,
  text,
  textValueRowSchema,
  type TextValueRow,
} from '../../platform/api/schema';

/**
 * Answers of the two v3 repayment screens (spec section 3): POST /v3/installment/loan-play-detail
 * (instalment) and POST /v3/installment/loan-play-delay-detail (extension).
 *
 * What is display only is normalized (a number shown as its text, anything else that is not text is '',
 * a missing or wrong list is empty). What the flow passes on is exact:
 * - `repayAmount` (instalment) and `delayInfo.delayAmount` (extension) are sent back unchanged as the
 *   `amount` of generate-vcode (requestType 1 / 2) and of the card repayment: a non-negative number or a
 *   string of digits with an optional decimal part, at most 18 characters, kept as its text. Anything else
 *   (missing, '', 'N/D', -1, 1e21, an object) refuses the whole answer: the page shows its failed state with
 *   Retry instead of a charge for a guessed amount. Without `delayInfo` (an object) the extension answer is
 *   refused too.
 * - a channel's `payCode` opens its instructions (it is sent to generate-vcode and put in the page URL):
 *   a non-empty string or number, trimmed, at most 64 characters, without control characters. A channel
 *   whose payCode is not usable cannot open its instructions, so that channel alone is left out (the other
 *   channels still let the customer pay); the answer itself is not refused for it.
 * Image URLs (productLogo, logo, BARcodeImg) stay text here: every one is rendered through SafeImage, which
 * applies the image check.
 */

/** Longest amount text accepted (minor units; far above any real loan, short enough for a URL). */
export const AMOUNT_MAX_LENGTH = 18;
/** Longest channel code accepted. */
export const PAY_CODE_MAX_LENGTH = 64;

const AMOUNT = /^\d+(\.\d+)?$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A number as its text, a string trimmed; anything else ''. */
function exactText(original: unknown): string {
  if (typeof original === 'number') return Number.isFinite(original) ? String(original) : '';
  return typeof original === 'string' ? original.trim() : '';
}

/** An amount the flow passes on (minor units), as its exact text; refused unless it is one. */
function minorUnits() {
  return string()
    .transform((_value: unknown, original: unknown) => exactText(original))
    .required()
    .max(AMOUNT_MAX_LENGTH)
    .matches(AMOUNT)
    .meta(decision('amount'));
}

/** True when the value can be a channel's payCode (see the file comment). */
export function isUsablePayCode(value: unknown): boolean {
  const code = exactText(value);
  return code !== '' && code.length <= PAY_CODE_MAX_LENGTH && !CONTROL.test(code);
}

/** Spec section 3 "Repayment channel item". */
const channelSchema = object({
  payCode: string()
    .transform((_value: unknown, original: unknown) => exactText(original))
    .required()
    .max(PAY_CODE_MAX_LENGTH)
    .test('payCode', 'not a channel code', (code) => !CONTROL.test(code))
    .meta(decision('requiredText')),
  logo: text(),
  desc: text(),
  /** The payment code shown with its copy button ('' when the channel has none). */
  vCode: text(),
  /** Barcode image URL; '' when the channel has none. */
  BARcodeImg: text(),
});

/**
 * One group of channels under a title. The channels arrive under `list` (`channels` is accepted too);
 * entries that are not objects or whose payCode is not usable are left out.
 */
const channelGroupSchema = object({
  title: text(),
  list: list(channelSchema),
}).transform((value: unknown) => {
  if (!isRecord(value)) return value;
  const raw = value.list ?? value.channels;
  const channels = Array.isArray(raw)
    ? raw.filter((c: unknown) => isRecord(c) && isUsablePayCode(c.payCode))
    : [];
  return { title: value.title, list: channels };
});

const repayPlanRowSchema = object({ title: text(), time: text() });

/** Spec section 3 "Instalment repayment response". */
export const instalmentSchema = object({
  /** Minor units, exactly as sent (as text); the page formats it with a literal `$`. */
  repayAmount: minorUnits(),
  productName: text(),
  /** Display date (Y-M-D) or text. */
  repayDate: text(),
  productLogo: text(),
  detail: list(textValueRowSchema),
  repayList: list(channelGroupSchema),
  noticeMsg: text(),
});

/** Spec section 3 "Extension response". */
export const extensionSchema = object({
  productLogo: text(),
  productName: text(),
  delayInfo: object({
    /** Minor units, exactly as sent (as text): the extension fee the instructions ask for. */
    delayAmount: minorUnits(),
    delayTime: text(),
    reviewer: text(),
  })
    .default(undefined)
    .required(),
  repayPlan: list(repayPlanRowSchema),
  repayList: list(channelGroupSchema),
  noticeMsg: text(),
  note: text(),
});

export type RepaymentChannel = InferType<typeof channelSchema>;
export type RepaymentChannelGroup = InferType<typeof channelGroupSchema>;
export type DetailRow = TextValueRow;
export type RepayPlanRow = InferType<typeof repayPlanRowSchema>;
export type InstalmentRepayment = InferType<typeof instalmentSchema>;
export type ExtensionRepayment = InferType<typeof extensionSchema>;
