import { select, take } from 'typed-redux-saga';

/**
 * Waits while the page's first load is under way (each action re-checks `loading`). A `resume` that comes
 * during that load reloads after it: the load may have been asked before the native screen changed what
 * it shows (a payment made there). Leaving the page ends the load state, and the wait with it.
 */
export function* afterLoad<S>(loading: (state: S) => boolean) {
  while (yield* select(loading)) yield* take('*');
}
