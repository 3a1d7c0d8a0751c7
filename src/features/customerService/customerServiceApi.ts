import type { ApiClient } from '../../platform/api/types';
import { customerServiceSchema } from './customerServiceSchema';

/** POST /user-problem/get-whatsapp with overall=30 (spec section 7). */
export function fetchCustomerService(api: ApiClient, loadingText?: string) {
  return api.post('getWhatsapp', customerServiceSchema, { overall: 30 }, { loadingText });
}
