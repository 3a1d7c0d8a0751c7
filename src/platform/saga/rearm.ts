import type { Action } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { SUBMIT_REARM_MS } from '../../config/constants';
import { sleep } from './sagaClock';

/**
 * How a submit went, as `submitThenRearm` reads it: 'failed' keeps the button busy `SUBMIT_REARM_MS`
 * more before it re-arms; anything else ('done', or nothing) re-arms it at once.
 */
export type SubmitEnd = 'done' | 'failed';

/** A submit's saga as `submitThenRearm` runs it (delegated to): what it returns says how it went. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a saga is resumed with its effects' results
export type SubmitSaga = Generator<unknown, SubmitEnd, any>;

/**
 * The one re-arm of a submit button after a failure. The tap's own reducer marked the button busy (so
 * a burst of taps sends one request); after a failed answer it stays busy `ms` more on the context
 * clock, so the rest of the burst still finds it busy, then `rearm` arms it again.
 *
 * What a failed answer means for the request itself is the flow's, not this helper's: a submit that
 * moves money keeps its attempt (the same Idempotency-Key) after an answer that may have booked (a
 * time-out, a 502/503/504, an unreadable answer), and never re-arms after a success (see
 * src/platform/api/attempt.ts and docs/request-path.md).
 */
export function* rearmAfter(rearm: Action, ms: number = SUBMIT_REARM_MS) {
  yield* call(sleep, ms);
  yield* put(rearm);
}

/**
 * A submit whose button re-arms with the same action whatever the outcome (`...Ended`): runs `submit`
 * and puts `ended` when it is over: through `rearmAfter` when it returned 'failed', at once otherwise
 * (a success, a refusal before sending, a thrown or cancelled submit: the button never stays busy).
 * Returns what `submit` returned.
 */
export function* submitThenRearm<Args extends unknown[]>(
  ended: Action,
  submit: (...args: Args) => SubmitSaga,
  ...args: Args
) {
  let rearmed = false;
  try {
    const end = yield* submit(...args);
    if (end === 'failed') {
      yield* call(rearmAfter, ended);
      rearmed = true;
    }
    return end;
  } finally {
    if (!rearmed) yield* put(ended);
  }
}
