import { PHONE_LENGTH } from './constants';

/**
 * A borrower's mobile number rule: 'spec' (the spec's 11 digits, 1 then 3-9, shown 3-4-4), 'mx' (Mexico,
 * 10 digits, 3-3-4) or 'in' (India, 10 digits starting 6-9, 5-5). The market picks one (Mexico 'spec',
 * India 'in'); config.js `brand.phoneRule` overrides it.
 */
export type PhoneRule = 'spec' | 'mx' | 'in';
const PHONE_RULES: readonly PhoneRule[] = ['spec', 'mx', 'in'];
export const isPhoneRule = (value: unknown): value is PhoneRule =>
  PHONE_RULES.some((rule) => rule === value);

/** A rule's number: its length, its pattern and the group sizes it is shown in (the last takes the rest). */
export interface PhoneShape {
  length: number;
  pattern: RegExp;
  groups: readonly number[];
}

export const PHONE_SHAPES: Readonly<Record<PhoneRule, PhoneShape>> = {
  spec: { length: PHONE_LENGTH, pattern: /^1[3-9]\d{9}$/, groups: [3, 4, 4] },
  mx: { length: 10, pattern: /^\d{10}$/, groups: [3, 3, 4] },
  in: { length: 10, pattern: /^[6-9]\d{9}$/, groups: [5, 5] },
};
