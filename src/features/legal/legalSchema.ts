import { object, type InferType } from 'yup';
import { formatDate } from '../../i18n/format';
import { amount, cardNumberText, requiredText, text } from '../../platform/api/schema';

const YMD = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;

/**
 * Whether a date reads as a real day: 'YYYY-MM-DD[ HH:mm[:ss]]' on the calendar (not 2026-02-31), or
 * anything else the date formatter turns into a day (a timestamp, an ISO date).
 */
function isReadableDay(value: string): boolean {
  const ymd = YMD.exec(value.trim());
  if (ymd) {
    const [year, month, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
    const date = new Date(year, month - 1, day);
    return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(formatDate(value, true));
}

/** A date the document can show, kept as sent (as text); anything that is not a day is refused. */
function contractDay() {
  return requiredText().test('day', 'not a date', (value) => isReadableDay(value ?? ''));
}

/**
 * Answer of POST contract-detail (spec section 3 "Contract data"), shown as the promissory note and as
 * the /agony period agreement. A legal document cannot be read without its parties, its amounts and its
 * dates: a missing or unreadable one refuses the whole answer (the page shows its load failure with
 * Retry, never a blank note). The rest is display text, normalized ('' when missing or not text).
 *
 * Money: every amount here (amount, contractAmount, commission, Interest, IVA, giveAmount) is in minor
 * units (cents), as spec section 9 defines money for the whole API: 300000 is shown as $3,000.00. A
 * decimal value is still read as cents (315050.5 rounds to $3,150.51): a backend that sends pesos must
 * send them times 100, never a second reading guessed from the value's shape.
 */
export const contractSchema = object({
  /** The borrower: named in the promise and the signature. */
  userName: requiredText(),
  productName: text(),
  /** Loan amount. */
  amount: amount(),
  /** The card the loan is paid to: full, masked or a token; only ever shown as its last 4 digits. */
  bankNo: cardNumberText(),
  /** Lender payment date. */
  daiDate: contractDay(),
  /** Repayment date. */
  planDate: contractDay(),
  contractAmount: amount(),
  commission: amount(),
  Interest: amount(),
  IVA: amount(),
  /** Received amount. */
  giveAmount: amount(),
  userAddress: text(),
  contractDate: contractDay(),
  /** The lender: named in the promise and the signature. */
  company: requiredText(),
});

export type ContractData = InferType<typeof contractSchema>;
