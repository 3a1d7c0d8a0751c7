import type { ApiClient } from '../../platform/api/types';
import { cardInitParams } from './bankCardParams';
import { bindCardNewSchema, cardInitSchema } from './bankCardSchema';
import type { BindCardRequest, CardInitRequest } from './types';

/** The page shows every failure itself (Retry block, the form's alert): no toast from the client. */
const quiet = { toastOnFailure: false } as const;

/** POST card-init: the banks, the registered holder name and the bound cards. */
export function fetchCardInit(api: ApiClient, body: CardInitRequest) {
  return api.post('cardInit', cardInitSchema, cardInitParams(body), quiet);
}

/**
 * POST bind-card-new: it stores data, so it carries an Idempotency-Key (retried once with the same key
 * when no answer came). The orderId goes only when the page has one.
 */
export function bindCard(api: ApiClient, body: BindCardRequest) {
  const { orderId, ...card } = body;
  return api.post('bindCardNew', bindCardNewSchema, orderId ? { ...card, orderId } : card, {
    ...quiet,
    idempotent: true,
  });
}
