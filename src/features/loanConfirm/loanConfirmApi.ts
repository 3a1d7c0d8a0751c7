import type { ApiClient } from '../../platform/api/types';
import { confirmOfferParams } from './loanConfirmParams';
import { confirmOfferSchema, loanPushSchema } from './loanConfirmSchema';
import type { LoanDetailPushRequest } from './types';

/** POST /v3/loan-confirm/loan-detail-confirm (productId, optional isType=1). */
export function fetchConfirmOffer(api: ApiClient, productId: string, reload: boolean) {
  return api.post('loanDetailConfirm', confirmOfferSchema, confirmOfferParams(productId, reload));
}

/**
 * POST /v3/loan-confirm/loan-detail-push (amount, periods, termUnit, productId). It books a loan: it
 * carries an Idempotency-Key, reused on the client's automatic retry.
 */
export function pushLoan(api: ApiClient, request: LoanDetailPushRequest) {
  return api.post('loanDetailPush', loanPushSchema, { ...request }, { idempotent: true });
}
