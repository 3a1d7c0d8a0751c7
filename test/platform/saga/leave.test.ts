import { put } from 'typed-redux-saga';
import { sleepUnless, waitUnlessLeft } from '../../../src/platform/saga/leave';
import { sagaHarness } from '../../support/sagaHarness';

const LEFT = 'test/pageLeft';

/** "Leaving the page cancels the wait", on the virtual clock. */
describe('waitUnlessLeft', () => {
  function* waitThenGo(ms: number) {
    const completed = yield* waitUnlessLeft(ms, LEFT);
    yield* put({ type: 'test/waited', payload: completed });
  }

  it('true once the time is over (the flow goes on)', async () => {
    const run = sagaHarness(waitThenGo, {}, 1_500);
    await run.clock.advance(1_499);
    expect(run.types()).toEqual([]);
    await run.clock.advance(1);
    expect(run.put).toEqual([{ type: 'test/waited', payload: true }]);
  });

  it('false as soon as the page is left (the flow stops), its timer dropped', async () => {
    const run = sagaHarness(waitThenGo, {}, 1_500);
    await run.clock.advance(1_000);
    run.dispatch({ type: LEFT });
    expect(run.put).toEqual([{ type: 'test/waited', payload: false }]);
    await run.clock.advance(1_000);
    expect(run.put).toHaveLength(1);
  });

  it('other actions do not end the wait', async () => {
    const run = sagaHarness(waitThenGo, {}, 1_000);
    run.dispatch({ type: 'test/other' });
    await run.clock.advance(1_000);
    expect(run.put).toEqual([{ type: 'test/waited', payload: true }]);
  });
});

describe('sleepUnless', () => {
  function* race(ms: number) {
    const stopped = yield* sleepUnless(ms, { cancel: 'test/cancel', left: LEFT });
    yield* put({ type: 'test/stopped', payload: stopped });
  }

  it.each([
    ['test/cancel', 'cancel'],
    [LEFT, 'left'],
  ])('%s first: its name', async (type, name) => {
    const run = sagaHarness(race, {}, 1_000);
    run.dispatch({ type });
    expect(run.put).toEqual([{ type: 'test/stopped', payload: name }]);
  });

  it('the time first: null', async () => {
    const run = sagaHarness(race, {}, 1_000);
    await run.clock.advance(1_000);
    expect(run.put).toEqual([{ type: 'test/stopped', payload: null }]);
  });
});
