import { call, getContext, put, select } from 'typed-redux-saga';
import { attemptAfter, attemptFor, forAttempt } from '../../platform/api/attempt';
import type { ApiClient, ApiResult } from '../../platform/api/types';
import { keysHonoured } from '../../platform/saga/keysHonoured';
import { now } from '../../platform/saga/sagaClock';
import {
  cardRepaymentActions as actions,
  selectCardRepayment,
  type AttemptSlot,
  type CardRepaymentState,
} from './cardRepaymentSlice';

type WithCardRepayment = { cardRepayment: CardRepaymentState };

/** The pay button (or the SMS step's resend) retries a request that may have been charged. */
export const selectPayRetriesSame = (state: WithCardRepayment): boolean =>
  state.cardRepayment.payAttempt?.unsure === true;

/** The SMS step's confirm retries a request that may have been charged. */
export const selectConfirmRetriesSame = (state: WithCardRepayment): boolean =>
  state.cardRepayment.confirmAttempt?.unsure === true;

/**
 * One request of an attempt: the slot's kept attempt when the subject is the same (a retry after an
 * answer that may have been charged: the same Idempotency-Key), else a new one. The attempt is in the
 * slice before the request leaves; the answer ends it (definitive) or keeps it, unsure.
 */
export function* attemptRequest<T>(
  slot: AttemptSlot,
  flow: string,
  subject: string,
  send: (api: ApiClient) => Promise<ApiResult<T>>,
) {
  const api = yield* getContext<ApiClient>('api');
  const kept = (yield* select(selectCardRepayment))[slot];
  const keyed = yield* call(keysHonoured);
  const attempt = attemptFor(kept, flow, subject, yield* call(now), keyed);
  yield* put(actions.attemptChanged({ slot, attempt }));
  const result = yield* call(send, forAttempt(api, attempt));
  yield* put(actions.attemptChanged({ slot, attempt: attemptAfter(attempt, result) }));
  return result;
}
