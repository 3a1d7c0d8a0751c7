import type { ActionPattern } from 'redux-saga/effects';
import { call, race, take } from 'typed-redux-saga';
import { sleep } from './sagaClock';

/**
 * Waits `ms` on the context clock unless one of the named actions comes first: the name of the one that
 * came (the wait is over, its timer dropped), or null when the time ran out. The one race of a timer
 * against actions: `waitUnlessLeft` and `countdown` are built on it. (`waited` is the timer's own key.)
 */
export function* sleepUnless<K extends string>(ms: number, stops: Record<K, ActionPattern>) {
  const names = Object.keys(stops) as K[];
  const takes = Object.fromEntries(names.map((name) => [name, take(stops[name])]));
  const result: Record<string, unknown> = yield* race({ waited: call(sleep, ms), ...takes });
  return names.find((name) => result[name] !== undefined) ?? null;
}

/**
 * "Leaving the page cancels the wait": waits `ms` on the context clock unless the page's leave action
 * (`left`) comes first. True when the wait completed (go on), false when the page was left (stop there).
 */
export function* waitUnlessLeft(ms: number, left: ActionPattern) {
  return (yield* sleepUnless(ms, { left })) === null;
}
