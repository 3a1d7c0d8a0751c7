import { PHONE_LENGTH } from '../../config/constants';
import { PHONE_SHAPES, type PhoneRule } from '../../config/phoneRule';

/**
 * Input formatters (spec section 5, "Input formatting"): pure functions, no React, so the lean
 * promotion entry can use them too.
 *
 * A formatter has two sides. `parse` turns what the person typed or pasted into the form's value: the
 * value the yup schema sees and `onSubmit` receives (digits only, never the grouping spaces). `display`,
 * when given, turns that value into what the input shows ('138 0013 8000'); re-parsing the display gives
 * the value back, so editing a grouped value works.
 */
export interface Formatter {
  parse: (input: string) => string;
  display?: (value: string) => string;
}

/** The longest card number (PAN) ISO/IEC 7812 allows. */
export const CARD_NUMBER_MAX = 19;

/** Digits only (ASCII 0-9), capped at `max` when given. */
export function digitsOnly(input: string, max?: number): string {
  const digits = input.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, Math.max(0, max));
}

/** A phone input's value: digits only, capped at 11. */
export function phoneDigits(input: string): string {
  return digitsOnly(input, PHONE_LENGTH);
}

/** A phone input's display: digits only, capped at 11, grouped 3-4-4 ('138 0013 8000'). */
export function groupPhone(input: string): string {
  const digits = phoneDigits(input);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ');
}

/** A bank card input's value: digits only, capped at 19. */
export function cardDigits(input: string): string {
  return digitsOnly(input, CARD_NUMBER_MAX);
}

/** A bank card input's display: digits only, grouped in fours ('6222 0212 3456 7890'). */
export function groupCard(input: string): string {
  return (cardDigits(input).match(/\d{1,4}/g) ?? []).join(' ');
}

/**
 * Digits capped at `max`, shown in groups of the given sizes, the last group taking the rest
 * ([3, 3, 4]: '551 234 5678'; [5, 5]: '98765 43210'). `groupPhone` is the spec's [3, 4, 4].
 */
export function groupDigits(input: string, groups: readonly number[], max?: number): string {
  const digits = digitsOnly(input, max);
  const parts: string[] = [];
  let start = 0;
  groups.forEach((size, index) => {
    const end = index === groups.length - 1 ? digits.length : start + Math.max(0, size);
    parts.push(digits.slice(start, end));
    start = end;
  });
  return parts.filter(Boolean).join(' ');
}

/** A phone input of another length and grouping (a deployment's own rule): digits only, capped, grouped. */
function groupedPhoneFormatter(length: number, groups: readonly number[]): Formatter {
  return {
    parse: (input) => digitsOnly(input, length),
    display: (value) => groupDigits(value, groups, length),
  };
}

/**
 * A borrower's mobile under a rule (src/config/phoneRule.ts): digits only, capped at its length, shown in
 * its groups ('spec' 3-4-4 as `phoneFormatter`, 'mx' 3-3-4, 'in' 5-5: '98765 43210').
 */
export function phoneFormatterFor(rule: PhoneRule): Formatter {
  const shape = PHONE_SHAPES[rule];
  return groupedPhoneFormatter(shape.length, shape.groups);
}

/** Number inputs: digits only. */
export const digitsFormatter: Formatter = { parse: (input) => digitsOnly(input) };

/** Phone inputs: digits only, capped at 11, shown 3-4-4. */
export const phoneFormatter: Formatter = { parse: phoneDigits, display: groupPhone };

/** Bank card inputs: digits only, shown in groups of four. */
export const cardFormatter: Formatter = { parse: cardDigits, display: groupCard };

/**
 * Where the caret goes in a display after an edit: just after the `count`-th character that survives
 * `parse` (a digit for the formatters above), skipping the grouping spaces in front of it. `count` is
 * how many value characters stood before the caret in what was typed.
 */
export function caretPosition(formatter: Formatter, display: string, count: number): number {
  if (count <= 0) return 0;
  for (let position = 1; position <= display.length; position += 1) {
    if (formatter.parse(display.slice(0, position)).length >= count) return position;
  }
  return display.length;
}
