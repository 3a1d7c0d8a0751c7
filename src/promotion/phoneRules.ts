import { PHONE_SHAPES, type PhoneRule, type PhoneShape } from '../config/phoneRule';
import { MESSAGE_IDS } from './messages';

export { phoneFormatterFor } from '../ui/form/formatters';

/** One deployment's mobile number: its length, its pattern, how the input groups it, and its message. */
export interface PhoneRuleSpec extends PhoneShape {
  /** The react-intl id shown when the number does not match. */
  messageId: string;
}

/**
 * Spec section 5 (the Mexico market's): 11 digits, 1 then 3-9, grouped 3-4-4, 'Please enter the correct
 * mobile number'. Issue 13 item 6: Mexico's 10 digits (3-3-4) and India's (10 digits starting 6-9, 5-5,
 * the India market's). The shapes are src/config/phoneRule.ts's, shared with every phone field.
 */
export const PHONE_RULE_SPECS: Record<PhoneRule, PhoneRuleSpec> = {
  spec: { ...PHONE_SHAPES.spec, messageId: MESSAGE_IDS.mobileInvalid },
  mx: { ...PHONE_SHAPES.mx, messageId: MESSAGE_IDS.mobileInvalidMx },
  in: { ...PHONE_SHAPES.in, messageId: MESSAGE_IDS.mobileInvalidIn },
};
