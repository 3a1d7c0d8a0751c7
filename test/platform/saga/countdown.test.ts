import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'typed-redux-saga';
import { countdown, type CountdownOptions } from '../../../src/platform/saga/countdown';
import { safely } from '../../../src/platform/saga/safely';
import { sagaHarness } from '../../support/sagaHarness';

const tick = (remaining: number) => ({ type: 'test/tick', payload: remaining });
const ended = (end: string) => ({ type: 'test/ended', payload: end });
const options: CountdownOptions = {
  seconds: 60,
  tick,
  cancel: 'test/cancel',
  left: 'test/left',
  onEnd: ended,
};
const ticks = (put: { type: string; payload?: unknown }[]) =>
  put.filter((a) => a.type === 'test/tick').map((a) => a.payload);

describe('countdown on the context clock', () => {
  it('ticks once per virtual second from 59 down to 0, then ends as finished', async () => {
    const run = sagaHarness(countdown, {}, options);
    await run.clock.advance(999);
    expect(ticks(run.put)).toEqual([]);
    await run.clock.advance(1);
    expect(ticks(run.put)).toEqual([59]);
    await run.clock.advance(58_000);
    expect(ticks(run.put)).toHaveLength(59);
    expect(run.task.isRunning()).toBe(true);
    await run.clock.advance(1_000);
    expect(ticks(run.put)).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
    expect(run.put.at(-1)).toEqual(ended('finished'));
    expect(run.task.isRunning()).toBe(false);
    expect(await run.task.toPromise()).toBe('finished');
  });

  it('stops at the cancel action: no more ticks, ends as cancelled', async () => {
    const run = sagaHarness(countdown, {}, options);
    await run.clock.advance(3_000);
    run.dispatch({ type: 'test/cancel' });
    await run.clock.advance(10_000);
    expect(ticks(run.put)).toEqual([59, 58, 57]);
    expect(run.put.at(-1)).toEqual(ended('cancelled'));
    expect(await run.task.toPromise()).toBe('cancelled');
  });

  it('stops when the page is left and ends as left', async () => {
    const run = sagaHarness(countdown, {}, options);
    await run.clock.advance(1_000);
    run.dispatch({ type: 'test/left' });
    await run.clock.advance(5_000);
    expect(ticks(run.put)).toEqual([59]);
    expect(await run.task.toPromise()).toBe('left');
  });

  it('cleans up in finally when the task itself is cancelled', async () => {
    const run = sagaHarness(countdown, {}, options);
    await run.clock.advance(2_000);
    run.task.cancel();
    await run.clock.advance(5_000);
    expect(ticks(run.put)).toEqual([59, 58]);
    expect(run.put.at(-1)).toEqual(ended('cancelled'));
  });
});

describe('countdown to a deadline', () => {
  /** The virtual clock with a wall-clock offset: a step moves `now` without firing any timer. */
  function steppedRun() {
    const run = sagaHarness(countdown, {}, options);
    let offset = 0;
    const base = run.clock.now.bind(run.clock);
    run.clock.now = () => base() + offset;
    return {
      run,
      step: (ms: number) => {
        offset += ms;
      },
    };
  }

  it('after timers held back (a background tab) shows the time left, skipping the seconds slept', async () => {
    const { run, step } = steppedRun();
    await run.clock.advance(3_000);
    expect(ticks(run.put)).toEqual([59, 58, 57]);
    step(40_000); // 40 s pass with no timer firing
    await run.clock.advance(1_000);
    expect(ticks(run.put)).toEqual([59, 58, 57, 16]);
    await run.clock.advance(16_000);
    expect(ticks(run.put).at(-1)).toBe(0);
    expect(run.put.at(-1)).toEqual(ended('finished'));
  });

  it('ends at the next wake when the deadline passed in the background', async () => {
    const { run, step } = steppedRun();
    await run.clock.advance(1_000);
    step(120_000);
    await run.clock.advance(1_000);
    expect(ticks(run.put)).toEqual([59, 0]);
    expect(await run.task.toPromise()).toBe('finished');
  });

  it('a clock stepped back does not make the wait longer', async () => {
    const { run, step } = steppedRun();
    await run.clock.advance(10_000);
    expect(ticks(run.put).at(-1)).toBe(50);
    step(-3_600_000); // the user sets the clock an hour back
    await run.clock.advance(1_000);
    expect(ticks(run.put).at(-1)).toBe(49);
    await run.clock.advance(49_000);
    expect(await run.task.toPromise()).toBe('finished');
    expect(ticks(run.put)).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
  });

  it('a clock stepped forward by part of a second keeps whole-second wakes on the deadline', async () => {
    const { run, step } = steppedRun();
    await run.clock.advance(1_000);
    step(400);
    await run.clock.advance(1_000);
    expect(ticks(run.put)).toEqual([59, 58]);
    expect(run.clock.pending()).toBe(1);
    await run.clock.advance(599);
    expect(ticks(run.put)).toEqual([59, 58]);
    await run.clock.advance(1);
    expect(ticks(run.put)).toEqual([59, 58, 57]);
  });
});

describe('safely', () => {
  it('logs a thrown error (message only) and lets the caller go on', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function* boom() {
      yield Promise.resolve();
      throw new Error('boom');
    }
    function* caller() {
      yield* call(safely(boom, null));
      return 'still alive';
    }
    await expectSaga(caller).returns('still alive').run();
    expect(spy).toHaveBeenCalledWith('saga worker failed:', 'boom');
  });
});
