import { object, string, type InferType } from 'yup';
import { REPAYMENT_CODE_MIN_LENGTH } from '../../config/constants';
import { MESSAGE_IDS } from './cardRepaymentApi';

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
