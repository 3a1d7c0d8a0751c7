/**
 * Edges of a doubt (issue 35), found while the doubt tests were written: a check again during the pay
 * pause, a burst whose check throws, the loan's thrown checks and the retry's arming, a check again during
 * the push's pause. Card and loan side by side: the same rules hold for both.
 */
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import { loanConfirmSaga } from '../../../src/features/loanConfirm/loanConfirmSaga';
import { loanConfirmActions as lc } from '../../../src/features/loanConfirm/loanConfirmSlice';
import { cardRepaymentActions as cr } from '../../../src/features/cardRepayment/cardRepaymentSlice';
import type { ApiResult } from '../../../src/platform/api/types';
import { answerBy, callsTo, failed, fakeContext, ok, type Answer } from '../../support/fakeContext';
import { sagaHarness, settle } from '../../support/sagaHarness';
import { order } from '../loanDetail/fixtures';
import { rawOffer } from '../loanConfirm/fixtures';
import { transport } from './fixtures';
import { card, loaded as crLoaded } from './steps';

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

async function burst(
  run: {
    dispatch: (a: never) => void;
    clock: { advance: (ms: number) => Promise<void> };
  },
  tap: () => unknown,
) {
  for (let i = 0; i < 10; i += 1) {
    run.dispatch(tap() as never);
    await settle();
    await run.clock.advance(30);
    await settle();
  }
}

it('A. card: a check again tapped during the pay pause, slow check: stays checking until answered', async () => {
  let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
  const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
  const run = await crLoaded({
    repaymentCommit: transport('timeout'),
    loanDetails: [failed('', 'network'), held],
  });
  run.dispatch(cr.methodSelected({ kind: 'card', cardId: '301' }));
  run.dispatch(cr.payRequested());
  await settle();
  expect(card(run)).toMatchObject({
    paying: true,
    doubt: { finding: 'unknown' },
  });
  run.dispatch(cr.doubtCheckRequested());
  await settle();
  expect(card(run).doubt).toEqual({ step: 'pay', finding: 'checking' });
  await run.clock.advance(SUBMIT_REARM_MS);
  await settle();
  // The check is still under way (payEnded's settleCheck must not end it): no retry meanwhile.
  expect(card(run).doubt).toEqual({ step: 'pay', finding: 'checking' });
  run.dispatch(cr.payRequested());
  await settle();
  expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
  answerCheck(ok(order(174)));
  await settle();
});

it('B. card: a burst of pay taps, the check throws: one commit', async () => {
  const boom = (): Answer => {
    throw new Error('boom');
  };
  const run = await crLoaded({
    repaymentCommit: transport('timeout'),
    loanDetails: boom,
  });
  run.dispatch(cr.methodSelected({ kind: 'card', cardId: '301' }));
  await burst(run, () => cr.payRequested());
  expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
});

it("C. loan: the push's own check throws: 'unknown', and its retry is armed after the pause", async () => {
  const context = fakeContext();
  let n = 0;
  answerBy(context, {
    loanDetailConfirm: () => {
      n += 1;
      if (n === 1) return ok(rawOffer());
      throw new Error('boom');
    },
    loanDetailPush: failed('', 'timeout'),
  });
  const run = sagaHarness(loanConfirmSaga, { context });
  run.dispatch(lc.pageOpened({ productId: '1' }));
  await settle();
  run.dispatch(lc.submitRequested());
  await settle();
  expect(run.state().loanConfirm.doubt).toBe('unknown');
  await run.clock.advance(60_000);
  await settle();
  expect(run.state().loanConfirm.doubtArmed).toBe(true);
});

it('D. loan: a thrown check again leaves the retry armed state consistent', async () => {
  const context = fakeContext();
  let n = 0;
  answerBy(context, {
    loanDetailConfirm: () => {
      n += 1;
      if (n === 1) return ok(rawOffer());
      if (n === 2) return failed('', 'network');
      throw new Error('boom');
    },
    loanDetailPush: failed('', 'timeout'),
  });
  const run = sagaHarness(loanConfirmSaga, { context });
  run.dispatch(lc.pageOpened({ productId: '1' }));
  await settle();
  run.dispatch(lc.submitRequested());
  await settle();
  await run.clock.advance(SUBMIT_REARM_MS);
  await settle();
  expect(run.state().loanConfirm.doubtArmed).toBe(true);
  run.dispatch(lc.doubtCheckRequested());
  await settle();
  await run.clock.advance(60_000);
  await settle();
  expect(run.state().loanConfirm).toMatchObject({
    doubt: 'unknown',
    doubtArmed: true,
  });
});

it('E. loan: check again during the push pause, slow check: the first pause does not arm the retry of the new check', async () => {
  let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
  const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
  const context = fakeContext();
  answerBy(context, {
    loanDetailConfirm: [ok(rawOffer()), failed('', 'network'), held],
    loanDetailPush: failed('', 'timeout'),
  });
  const run = sagaHarness(loanConfirmSaga, { context });
  run.dispatch(lc.pageOpened({ productId: '1' }));
  await settle();
  run.dispatch(lc.submitRequested());
  await settle();
  run.dispatch(lc.doubtCheckRequested());
  await settle();
  await run.clock.advance(SUBMIT_REARM_MS);
  await settle();
  expect(run.state().loanConfirm).toMatchObject({ doubt: 'checking' });
  expect(run.state().loanConfirm).not.toHaveProperty('doubtArmed');
  answerCheck(ok(rawOffer()));
  await settle();
  expect(run.state().loanConfirm).toMatchObject({ doubt: 'notSeen' });
  expect(run.state().loanConfirm).not.toHaveProperty('doubtArmed');
});
