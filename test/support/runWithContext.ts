import type { Saga } from 'redux-saga';
import { fakeContext, type FakeContext } from './fakeContext';
import { runSagaWith } from './sagaHarness';

/**
 * The saga harness (`./sagaHarness`) on a fixed state: for a saga whose state does not change during
 * the test (a toast's lifetime, the countdown helper). New tests use `sagaHarness` or `runSagaWith`.
 */
export function runWithContext<Args extends unknown[]>(
  saga: Saga<Args>,
  args: Args,
  context: FakeContext = fakeContext(),
  getState: () => unknown = () => ({}),
) {
  return runSagaWith(saga, { context, state: getState(), reducer: () => getState() }, ...args);
}
