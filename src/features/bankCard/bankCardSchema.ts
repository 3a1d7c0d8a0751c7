import { object, string, type InferType } from 'yup';
import {
  cardNumberText,
  list,
  neededListsSent,
  requiredText,
  text,
} from '../../platform/api/schema';
import { MESSAGE_IDS } from './messages';

/**
 * The bind-card group (spec section 7 names card-init and bind-card-new and hides their payloads; the
 * wire contract is designed here, see server/README.md). General envelope, code 0 = success. What the
 * flow sends back (a bank's code, a card's id) is checked exactly, or the whole answer is refused
 * (BAD_RESPONSE); display text is normalized; logos stay text, every one is shown through SafeImage.
 */

/** A bank the user may bind a card of: its code (sent back on bind-card-new), name and logo url. */
const bankSchema = object({
  bankCode: requiredText(),
  bankName: text(),
  logo: text(),
});

/** A card already bound: its number comes masked by the server (the page masks it again), or a token. */
const boundCardSchema = object({
  id: requiredText(),
  bankName: text(),
  cardNo: cardNumberText(),
});

/**
 * Answer of card-init: the banks, the borrower's registered name ('' when none) and the bound cards.
 * The page needs both lists (the banks to choose from, the borrower's bound cards), so a missing, null or
 * wrongly typed list, or an entry that is not an object, refuses the answer (the page's failure with
 * Retry) instead of "no banks" or no cards at all. Two banks with one code would make the choice
 * ambiguous: the answer is refused.
 */
export const cardInitSchema = object({
  banks: list(bankSchema),
  holderName: text().trim(),
  cards: list(boundCardSchema),
})
  .test('needed-lists', 'banks or cards malformed', (_value, context) =>
    neededListsSent(context.originalValue, ['banks', 'cards']),
  )
  .test(
    'unique-bank-codes',
    'bank codes repeat',
    (value) => new Set(value.banks.map((bank) => bank.bankCode)).size === value.banks.length,
  )
  // For the contract (docs/api-contract.json): both lists must be sent (the test above).
  .meta({ required: ['banks', 'cards'] });

/** Answer of bind-card-new: the new card's id, its bank and its number masked by the server. */
export const bindCardNewSchema = object({
  cardId: requiredText(),
  bankName: text(),
  cardNo: cardNumberText(),
});

export type Bank = InferType<typeof bankSchema>;
export type BoundCard = InferType<typeof boundCardSchema>;
export type CardInitData = InferType<typeof cardInitSchema>;
export type BindCardNewData = InferType<typeof bindCardNewSchema>;

/** A debit card number here: 16 digits (the form's input takes no more). */
export const CARD_NUMBER_LENGTH = 16;
/** The longest holder name the form takes. */
export const HOLDER_NAME_MAX = 60;

/**
 * The Luhn (mod 10) check digit test of ISO/IEC 7812: from the right, every second digit doubled (less
 * 9 when over 9), the sum a multiple of 10. Anything but a non-empty run of ASCII digits fails.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Letters of any script (accents, ñ, combining marks) in words separated by single spaces. */
const HOLDER_NAME = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

/**
 * The binding form (spec section 5, input formatting: card inputs digits only, grouped in fours). The
 * input keeps digits only; the schema still checks them, then the length, then the Luhn check digit.
 * The holder name is trimmed (inner runs of spaces become one). Messages are react-intl ids.
 */
export const bindCardFormSchema = object({
  bankCode: string().trim().required(MESSAGE_IDS.bankRequired),
  cardNo: string()
    .required(MESSAGE_IDS.cardRequired)
    .matches(/^\d+$/, MESSAGE_IDS.cardDigits)
    .length(CARD_NUMBER_LENGTH, MESSAGE_IDS.cardLength)
    .test('luhn', MESSAGE_IDS.cardLuhn, (value) => luhnValid(value)),
  holderName: string()
    .transform((value: unknown) =>
      typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value,
    )
    .required(MESSAGE_IDS.holderRequired)
    .max(HOLDER_NAME_MAX, MESSAGE_IDS.holderTooLong)
    .matches(HOLDER_NAME, MESSAGE_IDS.holderLetters),
});

/** What the inputs hold (the card number un-grouped). */
export interface BindCardFormValues {
  bankCode: string;
  cardNo: string;
  holderName: string;
}
