import { call, put } from 'typed-redux-saga';
import { now, sleep } from '../../../src/platform/saga/sagaClock';
import { sagaHarness } from '../../support/sagaHarness';

/** The one way a saga waits or reads time: the context clock (virtual here), never real time. */
describe('sleep and now on the context clock', () => {
  function* timed(ms: number) {
    const start = yield* call(now);
    yield* call(sleep, ms);
    yield* put({ type: 'test/woke', payload: (yield* call(now)) - start });
  }

  it('sleep ends when virtual time reaches it, and now reads that time', async () => {
    const run = sagaHarness(timed, {}, 1_500);
    await run.clock.advance(1_499);
    expect(run.types()).not.toContain('test/woke');
    expect(run.clock.pending()).toBe(1);
    await run.clock.advance(1);
    expect(run.put).toContainEqual({ type: 'test/woke', payload: 1_500 });
    expect(run.task.isRunning()).toBe(false);
  });

  it('a cancelled sleep never wakes', async () => {
    const run = sagaHarness(timed, {}, 1_000);
    run.task.cancel();
    await run.clock.advance(5_000);
    expect(run.types()).not.toContain('test/woke');
  });
});
