import type { ApiClient } from '../../platform/api/types';
import { customerServiceParams } from './customerServiceParams';
import { customerServiceSchema } from './customerServiceSchema';

/** POST /user-problem/get-whatsapp with overall=30 (spec section 7). */
export function fetchCustomerService(api: ApiClient, loadingText?: string) {
  return api.post('getWhatsapp', customerServiceSchema, customerServiceParams(), { loadingText });
}
