import type { ActionPattern } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { call, getContext, put, race, take } from 'typed-redux-saga';
import type { Clock } from '../clock/types';

export type CountdownEnd = 'finished' | 'cancelled' | 'left';

export interface CountdownOptions {
  /** Whole seconds to count down from (e.g. 60 for the SMS resend countdown). */
  seconds: number;
  /** Action put on every tick with the seconds remaining (seconds-1 ... 0). */
  tick: (remaining: number) => Action;
  /** Actions that stop the countdown early (e.g. the SMS step's cancel). */
  cancel: ActionPattern;
  /** Actions meaning the page was left; they stop the countdown as well. */
  left: ActionPattern;
  /** Called in `finally` whatever ended the countdown, e.g. to put a reset action. */
  onEnd?: (end: CountdownEnd) => Action | null;
}

/**
 * A countdown on the context clock: each second it races the clock against the cancel and
 * page-left actions (anchor: redux-saga examples/cancellable-counter). Tests and replay drive it
 * with a virtual clock; it never waits on real time by itself.
 */
export function* countdown(options: CountdownOptions) {
  const clock = yield* getContext<Clock>('clock');
  let end: CountdownEnd = 'cancelled';
  try {
    for (let remaining = options.seconds - 1; remaining >= 0; remaining -= 1) {
      const result = yield* race({
        tick: call([clock, clock.sleep], 1000),
        cancel: take(options.cancel),
        left: take(options.left),
      });
      if (result.cancel) {
        end = 'cancelled';
        return end;
      }
      if (result.left) {
        end = 'left';
        return end;
      }
      yield* put(options.tick(remaining));
    }
    end = 'finished';
    return end;
  } finally {
    const endAction = options.onEnd?.(end);
    if (endAction) yield* put(endAction);
  }
}

/** Sleep on the context clock (so tests and replay control time). */
export function* sleep(ms: number) {
  const clock = yield* getContext<Clock>('clock');
  yield* call([clock, clock.sleep], ms);
}

/** Read the context clock. */
export function* now() {
  const clock = yield* getContext<Clock>('clock');
  return yield* call([clock, clock.now]);
}
