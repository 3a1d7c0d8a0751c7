import { array, mixed, number, object, string, type InferType, type ISchema } from 'yup';
import type { ResponseSchema } from './check';

/**
 * The building blocks of every response schema (`<feature>Schema.ts`). The rule of the boundary:
 * - display text is normalized: a number is shown as its text; anything else that is not text
 *   (missing, null, an object, a boolean) becomes '' — a wrong display field never breaks a page;
 * - an optional list that is missing or not an array is empty; entries that are not objects are dropped;
 * - what a flow decides on (status, flags, ids, URLs, amounts) is checked exactly: a wrong value refuses the
 *   whole answer, and the client turns it into a failed result with code BAD_RESPONSE.
 */

export { BAD_RESPONSE, validateData, type ResponseSchema, type Validated } from './check';

/**
 * The contract mark of a response field (`.meta(...)`, read by `npm run contract:write` into
 * docs/api-contract.json): `decision` fields are what the app acts on (amounts, status, needValid, URLs
 * followed, ids sent back), exact or the answer is refused; the others are display, normalized. `wire`
 * names the shape a server may send (each building block sets both; a feature's own field sets them too).
 */
export interface FieldMeta {
  decision: boolean;
  wire:
    | 'text'
    | 'requiredText'
    | 'oneOfNumbers'
    | 'flag'
    | 'flagNumber'
    | 'amount'
    | 'displayAmount'
    | 'textList'
    | 'wholeNumber'
    | 'id'
    | 'url'
    | 'colour'
    | 'cardNumber'
    | 'any';
}

export const display = (wire: FieldMeta['wire'] = 'text'): FieldMeta => ({ decision: false, wire });
export const decision = (wire: FieldMeta['wire']): FieldMeta => ({ decision: true, wire });

function asText(original: unknown): string {
  if (typeof original === 'string') return original;
  if (typeof original === 'number' && Number.isFinite(original)) return String(original);
  return '';
}

/** Display text: strings as sent, finite numbers as their text, anything else ''. */
export function text() {
  return string()
    .transform((_value: unknown, original: unknown) => asText(original))
    .defined()
    .default('')
    .meta(display('text'));
}

/** Text the flow needs (an id, a URL, a token): a non-empty string or number, trimmed; otherwise refused. */
export function requiredText() {
  return string()
    .transform((_value: unknown, original: unknown) => asText(original).trim())
    .required()
    .meta(decision('requiredText'));
}

/** Longest card value taken: a number of up to 19 digits with its separators, a masked one, or a token. */
export const CARD_NUMBER_MAX = 64;
/** C0 and C1 controls, line and paragraph separators, bidirectional overrides and isolates. */
// eslint-disable-next-line no-control-regex
const CARD_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * A card number a flow sends back (repayment-way's `cardNo`): full ('4152313412341234'), masked
 * ('415231******1234', '**** 1234', '•••• 1234') or an opaque token ('tok_9f8a7b'), kept exactly as sent,
 * not trimmed, since the server matches it when it comes back. A safe integer is read as its digits (a
 * larger one was already rounded by JSON, so it could not be sent back as sent). Anything else, blank, over
 * CARD_NUMBER_MAX characters or holding a control character, refuses the answer. Only its last 4 digits
 * are ever shown (src/platform/format/maskCard.ts).
 */
export function cardNumber() {
  return string()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'string') return original;
      const whole = typeof original === 'number' && Number.isSafeInteger(original) && original >= 0;
      return whole ? String(original) : '';
    })
    .required()
    .max(CARD_NUMBER_MAX)
    .test(
      'card-number',
      'not a card number',
      (value) => typeof value === 'string' && value.trim() !== '' && !CARD_CONTROL.test(value),
    )
    .meta(decision('cardNumber'));
}

/** A card number shown only (a bound card's, the contract's): display text, marked as a card number. */
export const cardNumberText = () => text().meta(display('cardNumber'));

/** A number or numeric string that must be exactly one of `values` (e.g. needValid 0 or 1). */
export function oneOfNumbers<V extends number>(values: readonly V[]) {
  return number()
    .transform((value: number, original: unknown) => {
      // Only a number or a numeric string is a number here (yup alone casts [1] and true).
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(original)) return value;
      return NaN;
    })
    .required()
    .oneOf([...values])
    .meta(decision('oneOfNumbers')) as unknown as ISchema<V>;
}

/** A flag as servers send it (1, '1', true on; 0, '0', false, '', missing, null off), never refused. */
export function flag() {
  return mixed<boolean>()
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'boolean') return original;
      if (typeof original === 'number') return original === 1;
      if (typeof original === 'string') return original.trim() === '1' || original === 'true';
      return false;
    })
    .defined()
    .default(false)
    .meta(display('flag')) as unknown as ISchema<boolean>;
}

/** A whole number as sent (a safe integer or its digits as text), or undefined for anything else. */
function wholeNumberOf(original: unknown): number | undefined {
  if (typeof original === 'number') return Number.isSafeInteger(original) ? original : undefined;
  if (typeof original === 'string' && /^\s*-?\d+\s*$/.test(original)) {
    const n = Number(original);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

/**
 * A 0/1 flag a flow decides on (isScore, isDelay, isNeedPop, isShow, isNeedScore), as spec section 3 lists
 * it: missing, null or '' is "not set" (0); 1 and '1' are equal; true/false are 1/0. A whole number is on
 * when it equals 1 (`on: 'one'`, "if isDelay is 1") or when it is not 0 (`on: 'nonZero'`, "isNeedScore
 * non-zero"), otherwise 0. Any other type (text, a fraction, a list, an object) refuses the answer.
 */
export function flagNumber(on: 'one' | 'nonZero' = 'one') {
  return mixed<0 | 1>()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return 0;
      if (typeof original === 'boolean') return original ? 1 : 0;
      if (typeof original === 'string' && original.trim() === '') return 0;
      const n = wholeNumberOf(original);
      if (n === undefined) return NaN;
      return (on === 'one' ? n === 1 : n !== 0) ? 1 : 0;
    })
    .test('flag', 'not a flag', (value) => value === 0 || value === 1)
    .defined()
    .default(0)
    .meta(decision('flagNumber')) as unknown as ISchema<0 | 1>;
}

/**
 * An amount as sent (minor units): a finite number or a numeric string, passed on unchanged so the
 * money formatter decides how to show it; anything else is refused.
 */
export function amount() {
  return mixed<string | number>()
    .test('amount', 'not an amount', (value) => {
      if (typeof value === 'number') return Number.isFinite(value);
      if (typeof value === 'string') return /^\s*-?\d+(\.\d+)?\s*$/.test(value);
      return false;
    })
    .defined()
    .meta(decision('amount')) as unknown as ISchema<string | number>;
}

/** A display amount: like `amount` when it is one, otherwise shown as text ('' when not text). */
export function displayAmount() {
  return mixed<string | number>()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'number' && Number.isFinite(original) ? original : asText(original),
    )
    .defined()
    .default('')
    .meta(display('displayAmount')) as unknown as ISchema<string | number>;
}

/** An optional list: not an array -> [], entries that are not objects dropped, each entry through `item`. */
export function list<T>(item: ISchema<T>) {
  return array()
    .transform((_value: unknown, original: unknown) =>
      Array.isArray(original)
        ? original.filter((x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x))
        : [],
    )
    .of(item)
    .defined()
    .default([]) as unknown as ISchema<T[]>;
}

const isObjectEntry = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A list a page needs, as sent: an array (empty is an honest "none") of objects. Anything else (missing,
 * null, text, one object, an entry that is not an object) is malformed: the answer is refused and the page
 * shows its failure with Retry instead of an empty state. `list()` alone normalizes such a list to [].
 */
export const isNeededList = (x: unknown): boolean => Array.isArray(x) && x.every(isObjectEntry);

/**
 * For an object's `.test`: whether each named field of the data as sent (`context.originalValue`) is a
 * needed list. Data that is not an object passes: the object schema refuses it itself.
 */
export function neededListsSent(data: unknown, keys: readonly string[]): boolean {
  if (!isObjectEntry(data)) return true;
  return keys.every((key) => isNeededList(data[key]));
}

/** A list of display strings: not an array -> []; each entry as display text. */
export function textList() {
  return array()
    .transform((_value: unknown, original: unknown) =>
      Array.isArray(original) ? original.map(asText) : [],
    )
    .of(string().defined())
    .defined()
    .default([])
    .meta(display('textList')) as unknown as ISchema<string[]>;
}

/**
 * One label/value row of a server's detail list, `{ text, value }` (display only): the loan offer's details,
 * an order's details, an instalment's details.
 */
export const textValueRowSchema = object({ text: text(), value: text() });

export type TextValueRow = InferType<typeof textValueRowSchema>;

/** Answers whose data the flow never reads (acknowledgements): anything is accepted, kept as unknown. */
export const anyData: ResponseSchema<unknown> = mixed().nullable().meta(display('any'));

/**
 * An order status as sent: an integer or its digits as text (a sign allowed), as a number. Anything else
 * (missing, '', 1.5, true, [174], an object) refuses the answer: the page decides its buttons on it.
 */
export function orderStatus() {
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
