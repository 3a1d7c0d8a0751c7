import type { ActionPattern } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { now } from './sagaClock';
import { sleepUnless } from './leave';

export type CountdownEnd = 'finished' | 'cancelled' | 'left';

export interface CountdownOptions {
  /** Whole seconds to count down from (e.g. 60 for the SMS resend countdown). */
  seconds: number;
  /** Action put when the seconds left change (seconds-1 ... 0; seconds slept through are skipped). */
  tick: (remaining: number) => Action;
  /** Actions that stop the countdown early (e.g. the SMS step's cancel). */
  cancel: ActionPattern;
  /** Actions meaning the page was left; they stop the countdown as well. */
  left: ActionPattern;
  /** Called in `finally` whatever ended the countdown, e.g. to put a reset action. */
  onEnd?: (end: CountdownEnd) => Action | null;
}

/** Whole seconds left until `deadline` at `at`, never below 0 nor above `seconds`. */
function secondsLeft(deadline: number, at: number, seconds: number): number {
  return Math.min(seconds, Math.max(0, Math.ceil((deadline - at) / 1000)));
}

/**
 * A countdown to a deadline on the context clock (anchor: redux-saga examples/cancellable-counter). It
 * wakes at each whole second before the deadline and puts the seconds then left, so a page whose timers
 * were held back (a background tab, a locked phone) shows the right time as soon as it runs again, and
 * skips the seconds it slept through. A clock stepped back (the user sets the time) moves the deadline
 * back by the same step: the wait never grows. A clock stepped forward counts as time gone by. Each
 * wake races the clock against the cancel and page-left actions (`sleepUnless`). Tests and replay drive
 * it with a virtual clock; it never waits on real time by itself. The slice side (the seconds shown,
 * counting or not) is `countdownReducers` in src/platform/state/countdownState.ts.
 */
export function* countdown(options: CountdownOptions) {
  let end: CountdownEnd = 'cancelled';
  try {
    let last = yield* call(now);
    let deadline = last + options.seconds * 1000;
    let shown = options.seconds;
    while (shown > 0) {
      const untilNext = (deadline - last) % 1000 || 1000;
      const stopped = yield* sleepUnless(untilNext, {
        cancel: options.cancel,
        left: options.left,
      });
      if (stopped !== null) {
        end = stopped === 'cancel' ? 'cancelled' : 'left';
        return end;
      }
      const at = yield* call(now);
      // Stepped back: only the planned sleep is taken as gone by.
      if (at < last) deadline = at + (deadline - last) - untilNext;
      last = at;
      const remaining = secondsLeft(deadline, at, options.seconds);
      if (remaining < shown) {
        shown = remaining;
        yield* put(options.tick(remaining));
      }
    }
    end = 'finished';
    return end;
  } finally {
    const endAction = options.onEnd?.(end);
    if (endAction) yield* put(endAction);
  }
}
