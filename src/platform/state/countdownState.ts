import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * The one countdown state of a slice (an SMS resend button's): the seconds shown and whether it runs.
 * The saga side is `countdown` in src/platform/saga/countdown.ts, which puts the ticks.
 */
export interface CountdownState {
  /** The countdown runs (what it blocks, e.g. a resend, waits). */
  counting: boolean;
  /** The seconds shown. */
  secondsLeft: number;
}

export interface CountdownReducerOptions {
  /** Whole seconds a (new) countdown starts from (e.g. SMS_COUNTDOWN_SECONDS). */
  seconds: number;
  /** The seconds shown once it ended; absent, the last tick's (0) stays. */
  resetTo?: number;
}

/** A countdown that does not run, showing `secondsLeft`. */
export function idleCountdown(secondsLeft: number): CountdownState {
  return { counting: false, secondsLeft };
}

/**
 * The three event reducers of a countdown, for a slice's `reducers`: `countdownStarted` (counting from
 * `seconds`), `countdownTicked` (the seconds left, put by the saga) and `countdownEnded` (not counting,
 * the seconds reset to `resetTo` when given). `pick` finds the countdown's state in the slice's.
 */
export function countdownReducers<S>(
  pick: (state: S) => CountdownState,
  options: CountdownReducerOptions,
) {
  return {
    countdownStarted(state: S) {
      const countdown = pick(state);
      countdown.counting = true;
      countdown.secondsLeft = options.seconds;
    },
    countdownTicked(state: S, action: PayloadAction<number>) {
      pick(state).secondsLeft = action.payload;
    },
    countdownEnded(state: S) {
      const countdown = pick(state);
      countdown.counting = false;
      if (options.resetTo !== undefined) countdown.secondsLeft = options.resetTo;
    },
  };
}

/** The countdown ran to its end: what it held back (a resend) may happen again. */
export const countdownOver = (countdown: CountdownState): boolean =>
  !countdown.counting && countdown.secondsLeft === 0;
