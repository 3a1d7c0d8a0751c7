import { shownServerText } from '../../platform/api/failureText';
import type { ApiClient, ApiResult } from '../../platform/api/types';
import { cardInitParams } from './bankCardParams';
import { bindCardNewSchema, cardInitSchema } from './bankCardSchema';
import type { BindCardRequest, CardInitRequest, ShownMessage } from './types';

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

/**
 * What a failed call shows: the server's message when it reads as one (shownServerText), or the client's
 * localized text for its class (network, time-out, service unavailable, unexpected answer); a failure
 * without such a text, or a success the flow cannot go on with, shows the page's own `fallbackId`.
 */
export function failureMessage(result: ApiResult<unknown>, fallbackId: string): ShownMessage {
  if (result.success) return { messageId: fallbackId };
  const message = shownServerText(result.message);
  return message !== '' ? { text: message } : { messageId: fallbackId };
}
