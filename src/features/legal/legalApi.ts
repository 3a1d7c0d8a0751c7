import type { ApiClient } from '../../platform/api/types';
import type { ContractData } from './types';

/** POST contract-detail with orderNo (spec section 7); general envelope {code, message, data}. */
export function fetchContract(api: ApiClient, orderNo: string, loadingText?: string) {
  return api.post<ContractData>('contractDetail', { orderNo }, { loadingText });
}

const FIELDS: (keyof ContractData)[] = [
  'userName',
  'productName',
  'amount',
  'bankNo',
  'daiDate',
  'planDate',
  'contractAmount',
  'commission',
  'Interest',
  'IVA',
  'giveAmount',
  'userAddress',
  'contractDate',
  'company',
];

/** Normalizes the answer: every field present as text or number (missing ones become ''). */
export function toContract(value: unknown): ContractData | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const out: Record<string, string | number> = {};
  for (const key of FIELDS) {
    const x = v[key];
    out[key] = typeof x === 'string' || typeof x === 'number' ? x : '';
  }
  return out as unknown as ContractData;
}
