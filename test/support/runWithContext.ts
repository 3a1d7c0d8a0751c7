import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { fakeContext, type FakeContext } from './fakeContext';

/**
 * Runs a saga with a faked context (virtual clock) and records what it puts. `dispatch` feeds actions
 * in as if a user or another saga put them; `clock.advance(ms)` moves virtual time.
 */
export function runWithContext<Args extends unknown[]>(
  saga: Saga<Args>,
  args: Args,
  context: FakeContext = fakeContext(),
  getState: () => unknown = () => ({}),
) {
  const channel = stdChannel<Action>();
  const put: Action[] = [];
  const task = runSaga(
    {
      channel,
      context: { ...context },
      dispatch: (action: Action) => {
        put.push(action);
        channel.put(action);
      },
      getState,
    },
    saga,
    ...args,
  );
  return {
    task,
    put,
    context,
    clock: context.clock,
    dispatch: (action: Action) => channel.put(action),
    types: () => put.map((a) => a.type),
  };
}
