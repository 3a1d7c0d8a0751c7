import { object, string, type InferType } from 'yup';
import { messages } from './messages';
import { phoneDigits } from './testPreviewFormat';

/** A mobile number: 11 digits, 1 then 3 to 9 (spec section 5); the message is a react-intl id. */
export const contactSchema = object({
  contact: string()
    .default('')
    .test('mobile', messages.contactInvalid.id, (value) => {
      const digits = phoneDigits(value ?? '');
      return digits === '' || /^1[3-9]\d{9}$/.test(digits);
    }),
});

export type ContactValues = InferType<typeof contactSchema>;
