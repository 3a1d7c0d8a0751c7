import type { UnknownAction } from '@reduxjs/toolkit';
import { call, getContext, put } from 'typed-redux-saga';
import type { ApiClient, ApiResult } from '../../src/platform/api/types';
import { fakeContext, ok } from './fakeContext';
import { runSagaWith, settle } from './sagaHarness';

/** A bare state: the log of the steps answered, so the test reads what the flow reached. */
const steps = (state: number[], action: UnknownAction) =>
  action.type === 'chain/answered' ? [...state, action.payload as number] : state;

const schema = { validate: (data: unknown) => data };

/** Calls the api `length` times in a row (or for ever): each call waits for the answer before it. */
function* chain(length: number) {
  const api = yield* getContext<ApiClient>('api');
  for (let step = 0; step < length; step += 1) {
    yield* call([api, api.post], 'step' as never, schema as never, { step });
    yield* put({ type: 'chain/answered', payload: step });
  }
}

/** An answer that arrives a macrotask turn later, as the network's would: the next call waits for it. */
const answerNextTurn = () =>
  new Promise<ApiResult<unknown>>((resolve) => setTimeout(() => resolve(ok({})), 0));

const turns = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((r) => setTimeout(r, 0));
};

describe('settle(): runs turns until the flow is idle', () => {
  it('waits for a chain of answers longer than five turns: each answer comes only after the one before', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answerNextTurn);
    const run = runSagaWith(chain, { context, state: [] as number[], reducer: steps }, 12);
    await turns(5); // five fixed turns are not enough: the chain is still under way
    expect(run.state().length).toBeLessThan(12);
    await settle();
    expect(run.state()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(context.api.post).toHaveBeenCalledTimes(12);
    expect(run.task.isRunning()).toBe(false);
  });

  it('returns while an answer is held back, and delivers it once the test resolves it', async () => {
    const context = fakeContext();
    let answer: (result: ApiResult<unknown>) => void = () => undefined;
    context.api.post.mockImplementationOnce(
      () => new Promise<ApiResult<unknown>>((resolve) => (answer = resolve)),
    );
    const run = runSagaWith(chain, { context, state: [] as number[], reducer: steps }, 1);
    await settle();
    expect(run.state()).toEqual([]);
    answer(ok({}));
    await settle();
    expect(run.state()).toEqual([0]);
  });

  it('throws on a flow that never idles, naming what kept changing', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answerNextTurn);
    const run = runSagaWith(chain, { context, state: [] as number[], reducer: steps }, Infinity);
    try {
      const error = await settle({ maxTurns: 30 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      const { message } = error as Error;
      expect(message).toMatch(/^settle\(\): the flow did not idle in 30 macrotask turns/);
      expect(message).toMatch(
        /fakeContext #\d+ \("[^"]*never idles[^"]*"\) api\.post calls \(\d+ -> \d+\)/,
      );
      expect(message).toMatch(/api\.post settled answers/);
      expect(message).toMatch(/harness #\d+ \(chain\) put log/);
      expect(message).toContain('last put: chain/answered');
      // The default cap is 200 turns.
      await expect(settle()).rejects.toThrow('did not idle in 200 macrotask turns');
    } finally {
      run.task.cancel();
    }
  });

  it('refuses jest fake timers instead of hanging until the test time-out', async () => {
    jest.useFakeTimers();
    try {
      await expect(settle()).rejects.toThrow('use the saga harness virtual clock');
    } finally {
      jest.useRealTimers();
    }
    await expect(settle()).resolves.toBeUndefined();
  });
});
