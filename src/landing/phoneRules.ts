import { PHONE_LENGTH } from '../config/constants';
import type { PhoneRule } from '../config/brand';
import { groupedPhoneFormatter, type Formatter } from '../ui/form/formatters';
import { MESSAGE_IDS } from './messages';

/** One deployment's mobile number: its length, its pattern, its message and how the input groups it. */
export interface PhoneRuleSpec {
  length: number;
  pattern: RegExp;
  /** The react-intl id shown when the number does not match. */
  messageId: string;
  /** Group sizes of the input's display (the last takes the rest). */
  groups: readonly number[];
}

/**
 * Spec section 5 (the default): 11 digits, 1 then 3-9, grouped 3-4-4, 'Please enter the correct mobile
 * number'. Issue 13 item 6: Mexico (10 digits, 3-3-4) and India (10 digits starting 6-9, 5-5).
 */
export const PHONE_RULE_SPECS: Record<PhoneRule, PhoneRuleSpec> = {
  spec: {
    length: PHONE_LENGTH,
    pattern: /^1[3-9]\d{9}$/,
    messageId: MESSAGE_IDS.mobileInvalid,
    groups: [3, 4, 4],
  },
  mx: {
    length: 10,
    pattern: /^\d{10}$/,
    messageId: MESSAGE_IDS.mobileInvalidMx,
    groups: [3, 3, 4],
  },
  in: {
    length: 10,
    pattern: /^[6-9]\d{9}$/,
    messageId: MESSAGE_IDS.mobileInvalidIn,
    groups: [5, 5],
  },
};

/** The phone input's formatter for a rule: digits only, capped at its length, shown in its groups. */
export function phoneFormatterFor(rule: PhoneRule): Formatter {
  const spec = PHONE_RULE_SPECS[rule];
  return groupedPhoneFormatter(spec.length, spec.groups);
}
