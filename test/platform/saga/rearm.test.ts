import { put } from 'typed-redux-saga';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import { rearmAfter, submitThenRearm, type SubmitEnd } from '../../../src/platform/saga/rearm';
import { sagaHarness } from '../../support/sagaHarness';

const ENDED = { type: 'test/ended' };

/** The one re-arm of a submit button, on the virtual clock. */
describe('rearmAfter', () => {
  it('re-arms SUBMIT_REARM_MS after the failure, not before', async () => {
    const run = sagaHarness(rearmAfter, {}, ENDED);
    await run.clock.advance(SUBMIT_REARM_MS - 1);
    expect(run.put).toEqual([]);
    await run.clock.advance(1);
    expect(run.put).toEqual([ENDED]);
  });

  it('takes a flow-specific pause', async () => {
    const run = sagaHarness(rearmAfter, {}, ENDED, 2_000);
    await run.clock.advance(1_999);
    expect(run.put).toEqual([]);
    await run.clock.advance(1);
    expect(run.put).toEqual([ENDED]);
  });
});

describe('submitThenRearm', () => {
  function* submit(end: SubmitEnd | 'throws') {
    yield* put({ type: 'test/answered' });
    if (end === 'throws') throw new Error('boom');
    return end;
  }

  it('a failed submit stays busy SUBMIT_REARM_MS, then re-arms (once)', async () => {
    const run = sagaHarness(submitThenRearm, {}, ENDED, submit, 'failed');
    expect(run.types()).toEqual(['test/answered']);
    await run.clock.advance(SUBMIT_REARM_MS - 1);
    expect(run.types()).toEqual(['test/answered']);
    await run.clock.advance(1);
    expect(run.put).toEqual([{ type: 'test/answered' }, ENDED]);
    expect(await run.task.toPromise()).toBe('failed');
  });

  it('anything else re-arms at once', async () => {
    const run = sagaHarness(submitThenRearm, {}, ENDED, submit, 'done');
    expect(run.put).toEqual([{ type: 'test/answered' }, ENDED]);
    expect(run.clock.pending()).toBe(0);
    expect(await run.task.toPromise()).toBe('done');
  });

  it('a thrown submit re-arms at once and the error goes on to the caller', async () => {
    function* caller() {
      try {
        yield* submitThenRearm(ENDED, submit, 'throws');
      } catch (error) {
        yield* put({ type: 'test/threw', payload: (error as Error).message });
      }
    }
    const run = sagaHarness(caller, {});
    expect(run.put).toEqual([
      { type: 'test/answered' },
      ENDED,
      { type: 'test/threw', payload: 'boom' },
    ]);
  });

  it('cancelled during the pause: re-armed at once, never twice', async () => {
    const run = sagaHarness(submitThenRearm, {}, ENDED, submit, 'failed');
    run.task.cancel();
    expect(run.put).toEqual([{ type: 'test/answered' }, ENDED]);
    await run.clock.advance(SUBMIT_REARM_MS);
    expect(run.put).toEqual([{ type: 'test/answered' }, ENDED]);
  });
});
