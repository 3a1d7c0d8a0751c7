import type { ApiClient } from '../../platform/api/types';
import { repaymentParams } from './repaymentParams';
import { extensionSchema, instalmentSchema } from './repaymentSchema';
import type { RepaymentQuery } from './types';

/** POST /v3/installment/loan-play-detail (spec section 7); the answer is checked by instalmentSchema. */
export function fetchInstalment(api: ApiClient, query: RepaymentQuery) {
  return api.post('loanPlayDetail', instalmentSchema, repaymentParams(query));
}

/** POST /v3/installment/loan-play-delay-detail (spec section 7); checked by extensionSchema. */
export function fetchExtension(api: ApiClient, query: RepaymentQuery) {
  return api.post('loanPlayDelayDetail', extensionSchema, repaymentParams(query));
}
