import { object, type InferType } from 'yup';
import { requiredText, text } from '../../platform/api/schema';

/**
 * Answer of POST /user-problem/get-whatsapp (overall=30), spec section 3 "Customer service response".
 * The telephone (va, dialled) and the e-mail are what the page is for: without them the answer is refused.
 */
export const customerServiceSchema = object({
  /** WhatsApp-style contact number (display only). */
  phone: text(),
  /** The telephone shown and dialled. */
  va: requiredText(),
  email: requiredText(),
});

export type CustomerServiceInfo = InferType<typeof customerServiceSchema>;
