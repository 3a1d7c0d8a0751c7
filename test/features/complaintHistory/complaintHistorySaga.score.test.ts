import type { Action } from '@reduxjs/toolkit';
import { SCORE_MODAL_DELAY_MS, SUBMIT_REARM_MS } from '../../../src/config/constants';
import { complaintHistoryActions as actions } from '../../../src/features/complaintHistory/complaintHistorySlice';
import {
  SCORED_COMPLAINTS_KEY,
  SCORED_COMPLAINTS_MAX,
} from '../../../src/features/complaintHistory/scoredComplaints';
import type { ApiResult } from '../../../src/platform/api/types';
import { toastRequested } from '../../../src/shell/uiSlice';
import { callsTo, failed, fakeContext, ok, optionsTo } from '../../support/fakeContext';
import { settle, type SagaRun } from '../../support/sagaHarness';
import { rawDetail } from './fixtures';
import { history, opened, scored, scoreDues, slow, start } from './steps';

describe('the score modal after 3 s', () => {
  it('is not shown at 2999 ms, shown at 3000 ms when isNeedScore is 1', async () => {
    expect(SCORE_MODAL_DELAY_MS).toBe(3_000);
    const run = await opened(rawDetail({ isNeedScore: '1' }));
    await run.clock.advance(2_999);
    expect(history(run).score.open).toBe(false);
    await run.clock.advance(1);
    expect(history(run).score.open).toBe(true);
    expect(scoreDues(run)).toEqual([actions.scoreDue({ problemId: '5001' })]);
  });

  it('is never shown when isNeedScore is 0', async () => {
    const run = await opened(rawDetail({ isNeedScore: 0 }));
    await run.clock.advance(60_000);
    expect(scoreDues(run)).toEqual([]);
    expect(run.clock.pending()).toBe(0);
  });

  it('is never shown for a complaint this device already scored', async () => {
    const context = fakeContext();
    context.storage.set(SCORED_COMPLAINTS_KEY, JSON.stringify(['4000', '5001']));
    const run = await opened(rawDetail(), context);
    await run.clock.advance(60_000);
    expect(scoreDues(run)).toEqual([]);
  });

  it('unreadable remembered ids count as none', async () => {
    const context = fakeContext();
    context.storage.set(SCORED_COMPLAINTS_KEY, '{not json');
    const run = await opened(rawDetail(), context);
    await run.clock.advance(3_000);
    expect(history(run).score.open).toBe(true);
  });

  it('leaving the page before 3 s cancels it: it never shows', async () => {
    const run = await opened(rawDetail());
    await run.clock.advance(1_500);
    run.dispatch(actions.detailLeft());
    await run.clock.advance(60_000);
    expect(scoreDues(run)).toEqual([]);
    expect(history(run).score.open).toBe(false);
  });

  it('opening another complaint before 3 s starts its own 3 s; a reload starts them again', async () => {
    const run = start({
      problemDetail: (body) => ok(rawDetail({ problemId: body.problemId })),
    });
    run.dispatch(actions.detailOpened({ problemId: '5001' }));
    await settle();
    await run.clock.advance(2_000);
    run.dispatch(actions.detailOpened({ problemId: '5002' }));
    await settle();
    await run.clock.advance(2_999);
    expect(scoreDues(run)).toEqual([]);
    run.dispatch(actions.detailOpened({ problemId: '5002' }));
    await settle();
    await run.clock.advance(2_999);
    expect(scoreDues(run)).toEqual([]);
    await run.clock.advance(1);
    expect(scoreDues(run)).toEqual([actions.scoreDue({ problemId: '5002' })]);
    expect(history(run).score.open).toBe(true);
  });
});

describe('sending the score', () => {
  async function modalOpen(
    context = fakeContext(),
    score: ApiResult<unknown> | Promise<ApiResult<unknown>> = ok(null),
  ) {
    const run = await opened(rawDetail(), context, { problemScore: score });
    await run.clock.advance(SCORE_MODAL_DELAY_MS);
    expect(history(run).score.open).toBe(true);
    return run;
  }

  /** 10 taps in 270 ms of virtual time, letting fast answers arrive between taps. */
  async function burst(run: SagaRun, tap: () => Action) {
    for (let i = 0; i < 10; i += 1) {
      run.dispatch(tap());
      await settle();
      await run.clock.advance(30);
      await settle();
    }
  }

  it('with no star: the "choose a score" message, nothing sent', async () => {
    const run = await modalOpen();
    run.dispatch(actions.scoreSubmitted());
    await settle();
    expect(history(run).score).toMatchObject({ open: true, error: { kind: 'noStars' } });
    expect(callsTo(run.context, 'problemScore')).toEqual([]);
  });

  it('a burst of taps sends one problem-score, idempotent; success closes, thanks and remembers', async () => {
    const run = await modalOpen();
    run.dispatch(actions.starsChosen(4));
    await burst(run, () => actions.scoreSubmitted());
    expect(callsTo(run.context, 'problemScore')).toEqual([{ problemId: '5001', score: 4 }]);
    expect(optionsTo(run.context, 'problemScore')).toEqual([
      { idempotent: true, toastOnFailure: false },
    ]);
    expect(history(run).score).toMatchObject({ open: false, done: true });
    expect(run.put).toContainEqual(toastRequested({ messageId: 'complaintHistory.scoreThanks' }));
    expect(scored(run.context)).toEqual(['5001']);
  });

  it('a burst on a slow answer still sends one', async () => {
    const answer = slow();
    const run = await modalOpen(fakeContext(), answer.answer);
    run.dispatch(actions.starsChosen(2));
    await burst(run, () => actions.scoreSubmitted());
    answer.settle(ok(null));
    await settle();
    expect(callsTo(run.context, 'problemScore')).toHaveLength(1);
    expect(history(run).score.open).toBe(false);
  });

  it('once scored, the modal does not return for that complaint even if the server still says 1', async () => {
    const context = fakeContext();
    const run = await modalOpen(context);
    run.dispatch(actions.starsChosen(5));
    run.dispatch(actions.scoreSubmitted());
    await settle();
    run.dispatch(actions.detailLeft());
    run.dispatch(actions.detailOpened({ problemId: '5001' }));
    await settle();
    await run.clock.advance(60_000);
    expect(history(run).detail.info?.isNeedScore).toBe(1);
    expect(history(run).score.open).toBe(false);
  });

  it(`keeps at most ${SCORED_COMPLAINTS_MAX} ids, the newest last`, async () => {
    const context = fakeContext();
    const old = Array.from({ length: SCORED_COMPLAINTS_MAX }, (_, i) => String(i + 1));
    context.storage.set(SCORED_COMPLAINTS_KEY, JSON.stringify(old));
    const run = await modalOpen(context);
    run.dispatch(actions.starsChosen(3));
    run.dispatch(actions.scoreSubmitted());
    await settle();
    expect(scored(context)).toEqual([...old.slice(1), '5001']);
  });

  it('a failure keeps the modal open with the message, remembers nothing, re-arms after the burst', async () => {
    const context = fakeContext();
    const run = await opened(rawDetail(), context, {
      problemScore: [failed('Intente más tarde', '7'), ok(null)],
    });
    await run.clock.advance(SCORE_MODAL_DELAY_MS);
    run.dispatch(actions.starsChosen(1));
    run.dispatch(actions.scoreSubmitted());
    await settle();
    expect(history(run).score).toMatchObject({
      open: true,
      submitting: true,
      error: { kind: 'failed', message: { text: 'Intente más tarde' } },
    });
    expect(context.storage.get(SCORED_COMPLAINTS_KEY)).toBeNull();
    run.dispatch(actions.scoreSubmitted());
    await run.clock.advance(SUBMIT_REARM_MS - 1);
    expect(callsTo(context, 'problemScore')).toHaveLength(1);
    await run.clock.advance(1);
    expect(history(run).score.submitting).toBe(false);
    run.dispatch(actions.scoreSubmitted());
    await settle();
    expect(callsTo(context, 'problemScore')).toHaveLength(2);
    expect(history(run).score.open).toBe(false);
    expect(scored(context)).toEqual(['5001']);
  });

  it('a thrown worker shows the page text and re-arms Submit', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = await modalOpen();
    run.context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    run.dispatch(actions.starsChosen(3));
    run.dispatch(actions.scoreSubmitted());
    await settle();
    expect(history(run).score).toMatchObject({
      open: true,
      submitting: false,
      error: { kind: 'failed', message: {} },
    });
    spy.mockRestore();
  });
});
