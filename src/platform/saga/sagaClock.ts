import { call, getContext } from 'typed-redux-saga';
import type { Clock } from '../clock/types';

/**
 * The one way a saga waits or reads time: the clock of the saga context (`getContext('clock')`), the
 * browser's in the app, a virtual one in tests and QA replay (so every timer is driven by
 * `clock.advance`, never by real time). No saga uses redux-saga's `delay`, `setTimeout` or `Date.now()`.
 */

/** Waits `ms` on the context clock. */
export function* sleep(ms: number) {
  const clock = yield* getContext<Clock>('clock');
  yield* call([clock, clock.sleep], ms);
}

/** The context clock's time (ms since the epoch in the app). */
export function* now() {
  const clock = yield* getContext<Clock>('clock');
  return yield* call([clock, clock.now]);
}
