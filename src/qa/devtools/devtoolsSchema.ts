import { object, string, type InferType } from 'yup';
import { text } from '../../platform/api/schema';
import { messages } from './messages';
import { phoneDigits } from './devtoolsFormat';

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

/** A field of the device form: free text (QA may try any value), trimmed, empty when left blank. */
const deviceText = () => string().trim().default('');

/**
 * The test page's device and order form (spec section 2, screen 18): every field is optional free
 * text, so QA can open a page with any value, odd ones included; the links carry the trimmed values.
 */
export const deviceFormSchema = object({
  appVersion: deviceText(),
  deviceName: deviceText(),
  deviceId: deviceText(),
  osVersion: deviceText(),
  sessionId: deviceText(),
  gps_adid: deviceText(),
  productId: deviceText(),
  orderId: deviceText(),
});

/**
 * Answer of POST /service/login/sms-code-login. The spec does not show it and the page acts on the
 * envelope's success only, so the schema is loose: it never refuses (data null, a list or text count as
 * an empty object) and keeps the two fields the demo server sends as display text.
 */
export const smsCodeLoginSchema = object({
  userId: text(),
  token: text(),
}).transform((value: unknown, original: unknown) =>
  typeof original === 'object' && original !== null && !Array.isArray(original) ? value : {},
);

export type SmsCodeLoginData = InferType<typeof smsCodeLoginSchema>;
