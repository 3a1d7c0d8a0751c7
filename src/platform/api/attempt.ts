import { isDefinitive } from './answer';
import type { ApiClient, ApiResult, CallOptions } from './types';

export { isDefinitive } from './answer';

/**
 * One try of a request that moves money, as a flow keeps it in its slice: `name` goes with every call
 * of the attempt (the client turns it into one Idempotency-Key), `subject` is what the user submits (the
 * offer, the card, the alternative method), `unsure` says the last call brought no definitive answer.
 * Nothing in it is personal data: a card is named by its server id, an SMS code never.
 */
export interface Attempt {
  name: string;
  subject: string;
  unsure: boolean;
  /**
   * The backend does not honour its key (config.js `backend.idempotencyKeys` false): the key still goes
   * with a retry (harmless, and safer if it does), but a retry is never called "the same request": such
   * an attempt is never marked unsure. Absent on an attempt whose key the backend honours.
   */
  unkeyed?: true;
}

/**
 * The attempt a submit goes on with: the kept one while it waits for a definitive answer and the user
 * submits the same thing; otherwise a new one, named by the flow and the clock (unique for the page's life,
 * and the same in a QA replay, which answers the clock from the tape).
 */
export function attemptFor(
  kept: Attempt | null,
  flow: string,
  subject: string,
  now: number,
  keyed = true,
): Attempt {
  if (kept && kept.subject === subject) return kept;
  const name = `${flow}-${Math.max(0, Math.floor(now)).toString(36)}`;
  // A kept attempt of another subject is never continued, even under a clock that stood still.
  const attempt: Attempt = {
    name: kept?.name === name ? `${name}-2` : name,
    subject,
    unsure: false,
  };
  if (!keyed) attempt.unkeyed = true;
  return attempt;
}

/**
 * A kept attempt after a request that may have booked: unsure (its retry is the same request) only when
 * the backend honours its key. For the reducers of an `...Ended` action (a thrown or cancelled request).
 */
export function markUnsure(attempt: Attempt | null): void {
  if (attempt && !attempt.unkeyed) attempt.unsure = true;
}

/**
 * A failed request whose outcome is unknown: no answer, the time-out, a gateway's 502/503/504 or another
 * HTTP error without the server's envelope, an answer that cannot be read or a success the schema refused.
 * The server may have acted on it. Against a backend that does not honour keys, nothing may send it again
 * on its own: the flow checks what it can with the spec's own read calls first.
 */
export function isDoubtful(result: Pick<ApiResult<unknown>, 'success' | 'code'>): boolean {
  return !result.success && !isDefinitive(result);
}

/**
 * What the check after a doubtful request found: 'checking' (under way); 'done' (the state shows it went
 * through: the flow goes on to the result); 'notSeen' (the state does not show it: it may still have gone
 * through); 'gone' (the offer is no longer offered: most likely booked); 'unknown' (the check brought no
 * usable answer).
 */
export type DoubtFinding = 'checking' | 'done' | 'notSeen' | 'gone' | 'unknown';

/** After an answer: a definitive one ends the attempt (null), any other keeps it, marked unsure. */
export function attemptAfter(attempt: Attempt, result: Pick<ApiResult<unknown>, 'code'>) {
  return isDefinitive(result) ? null : { ...attempt, unsure: !attempt.unkeyed };
}

/**
 * The api client for one attempt: every call that is idempotent carries the attempt's name, so the
 * client sends the attempt's one key. The feature's api functions stay as they are.
 */
export function forAttempt(api: ApiClient, attempt: Pick<Attempt, 'name'>): ApiClient {
  const withAttempt = (call: CallOptions | undefined): CallOptions | undefined =>
    call?.idempotent ? { ...call, attempt: attempt.name } : call;
  return {
    post: (endpoint, schema, body, call) => api.post(endpoint, schema, body, withAttempt(call)),
    get: (endpoint, schema, params, call) => api.get(endpoint, schema, params, withAttempt(call)),
    upload: (endpoint, schema, file, call) => api.upload(endpoint, schema, file, withAttempt(call)),
  };
}

/** Attempts whose key is kept at most (those still waiting for a definitive answer); the oldest goes. */
const MAX_OPEN_ATTEMPTS = 32;

/**
 * The client's side: endpoint and attempt -> its Idempotency-Key, in memory only, until the attempt's
 * definitive answer. A call without an attempt gets a fresh key when it is idempotent, none otherwise.
 */
export function createAttemptKeys(fresh: () => string) {
  const kept = new Map<string, string>();
  const id = (endpoint: string, attempt: string) => `${endpoint} ${attempt}`;
  return {
    keyFor(endpoint: string, call: CallOptions): string | undefined {
      if (call.attempt === undefined) return call.idempotent ? fresh() : undefined;
      const known = kept.get(id(endpoint, call.attempt));
      if (known !== undefined) return known;
      const key = fresh();
      kept.set(id(endpoint, call.attempt), key);
      if (kept.size > MAX_OPEN_ATTEMPTS) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      return key;
    },
    /** A definitive answer ends the attempt: a next call with its name is a new request, a new key. */
    answered(endpoint: string, call: CallOptions, result: Pick<ApiResult<unknown>, 'code'>) {
      if (call.attempt !== undefined && isDefinitive(result)) {
        kept.delete(id(endpoint, call.attempt));
      }
    },
  };
}
