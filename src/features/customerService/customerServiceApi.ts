import type { ApiClient } from '../../platform/api/types';
import type { CustomerServiceInfo } from './types';

/** POST /user-problem/get-whatsapp with overall=30 (spec section 7). */
export function fetchCustomerService(api: ApiClient, loadingText?: string) {
  return api.post<CustomerServiceInfo>('getWhatsapp', { overall: 30 }, { loadingText });
}

/** Only a well-formed answer counts: a missing telephone and e-mail is a failure, not an empty screen. */
export function isCustomerServiceInfo(value: unknown): value is CustomerServiceInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => typeof x === 'string' || typeof x === 'number';
  return text(v.va) && text(v.email) && String(v.va).trim() !== '' && String(v.email).trim() !== '';
}
