import { object, string, type InferType } from 'yup';
import { REPAYMENT_CODE_MIN_LENGTH } from '../../config/constants';
import {
  cardNumber,
  decision,
  flag,
  list,
  neededListsSent,
  oneOfNumbers,
  requiredText,
  text,
} from '../../platform/api/schema';
import { MESSAGE_IDS } from './messages';

/**
 * Response schemas of the card repayment family (spec sections 3 and 7; success is code '00').
 * Display fields are normalized; what the flow sends back or decides on (card id and number, the
 * repay token, needValid, the repay record, the payment url) is checked exactly, or the whole answer is
 * refused and the client turns it into a BAD_RESPONSE failure.
 */

/** A bound card of the repayment store: id, bank name, card number (only ever rendered masked), bank code. */
const bankCardSchema = object({
  /** Sent back as cardId on commit. */
  id: requiredText(),
  bankName: text(),
  /**
   * Full, masked ('415231******1234', '**** 1234', '•••• 1234') or a token: sent back on commit exactly as
   * it came; the page shows its last 4 digits only (a token: the bank name alone).
   */
  cardNo: cardNumber(),
  bankCode: text(),
});

/**
 * Answer of repayment-way: the alternative method's flag, the repay token and the bound cards. The cards
 * are a list the page needs: a missing, null or wrongly typed list, or an entry that is not an object,
 * refuses the answer (the page's failure with Retry) instead of "no cards" ([] still means none).
 */
export const repaymentWaySchema = object({
  /** Whether the alternative (alipay-style) method shows: 1/'1'/true on, anything else off. */
  alipay: flag(),
  /** Sent back on every commit. */
  repayToken: requiredText(),
  /** A card without id or number refuses the answer. */
  bankCards: list(bankCardSchema),
})
  .test('needed-lists', 'bankCards malformed', (_value, context) =>
    neededListsSent(context.originalValue, ['bankCards']),
  )
  // For the contract (docs/api-contract.json): the cards must be sent (the test above).
  .meta({ required: ['bankCards'] });

/**
 * Answer of repayment-commit. needValid must be exactly 0 or 1 (a number or a numeric string): anything
 * else refuses the answer, so a doubtful commit never skips the SMS step. The SMS step cannot confirm
 * without the record it belongs to: needValid 1 without a repayRecordId is refused too.
 */
export const repaymentCommitSchema = object({
  needValid: oneOfNumbers([0, 1] as const),
  /** Sent back on confirm when needValid is 1 (the test below). */
  repayRecordId: text().trim().meta(decision('text')),
}).test(
  'record-for-sms',
  'needValid 1 needs a repayRecordId',
  (value) => value.needValid !== 1 || value.repayRecordId !== '',
);

/** Answer of repayment-huichao: the alternative method's payment url (it still passes the allowlist). */
export const repaymentHuichaoSchema = object({
  url: requiredText(),
});

export type BankCard = InferType<typeof bankCardSchema>;
export type RepaymentWayData = InferType<typeof repaymentWaySchema>;
export type RepaymentCommitData = InferType<typeof repaymentCommitSchema>;
export type RepaymentHuichaoData = InferType<typeof repaymentHuichaoSchema>;

/** Upper bound of the code input (the spec only fixes the minimum of 6). */
export const SMS_CODE_INPUT_MAX = 12;

/**
 * The SMS step's form (spec section 5): the code needs at least 6 characters, otherwise
 * 'enter the correct code'. Messages are react-intl ids; the form translates them.
 */
export const smsCodeSchema = object({
  code: string()
    .trim()
    .required(MESSAGE_IDS.codeInvalid)
    .min(REPAYMENT_CODE_MIN_LENGTH, MESSAGE_IDS.codeInvalid),
});

export type SmsCodeValues = InferType<typeof smsCodeSchema>;

/** The code input keeps digits only, capped at SMS_CODE_INPUT_MAX. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, SMS_CODE_INPUT_MAX);
}
