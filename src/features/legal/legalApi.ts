import type { ApiClient } from '../../platform/api/types';
import { contractParams } from './legalParams';
import { contractSchema } from './legalSchema';

/** POST contract-detail with orderNo (spec section 7); general envelope {code, message, data}. */
export function fetchContract(api: ApiClient, orderNo: string, loadingText?: string) {
  return api.post('contractDetail', contractSchema, contractParams(orderNo), { loadingText });
}
