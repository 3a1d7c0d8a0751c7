import type { Action } from '@reduxjs/toolkit';
import {
  repaymentCommitSchema,
  repaymentHuichaoSchema,
} from '../../../src/features/cardRepayment/cardRepaymentSchema';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import { cardRepaymentActions as actions } from '../../../src/features/cardRepayment/cardRepaymentSlice';
import type { ApiResult } from '../../../src/platform/api/types';
import { SESSION_STORAGE_KEY } from '../../../src/platform/session/session';
import {
  callsTo,
  fakeContext,
  KEYED_BACKEND,
  ok,
  optionsTo,
  type Answers,
} from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';
import { order } from '../loanDetail/fixtures';
import { fail, ok00, transport } from './fixtures';
import { card, inSmsStep, loaded, ticks, toasts, type Run } from './steps';

/** 10 taps in 270 ms of virtual time, letting every fast answer arrive between two taps. */
async function burst(run: Run, tap: () => Action) {
  for (let i = 0; i < 10; i += 1) {
    run.dispatch(tap());
    await settle();
    await run.clock.advance(30);
    await settle();
  }
}

async function withCard(answers: Answers, context = fakeContext()) {
  const run = await loaded(answers, context);
  run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
  return run;
}

async function withAlternative(answers: Answers, context = fakeContext()) {
  context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '1001' }));
  const run = await loaded(answers, context);
  run.dispatch(actions.methodSelected({ kind: 'alternative' }));
  return run;
}

/** A backend that honours keys: a refused or unanswered payment shows its message (no check first). */
const keyed = () => fakeContext({ backend: KEYED_BACKEND });

/** The check of a payment in doubt (loan-details): the order still repayable. */
const repayable = { loanDetails: ok(order(174)) };

/** Whether the page is in doubt after the burst (the spec's backend), and quiet (no message). */
function inDoubtAfter(run: Run, step: 'pay' | 'sms') {
  expect(card(run).doubt).toEqual({ step, finding: 'notSeen' });
  expect(callsTo(run.context, 'loanDetails')).toHaveLength(1);
  expect(toasts(run)).toEqual([]);
}

describe('repayment-commit: no decision on doubt (answers through the schema)', () => {
  // A refused answer is doubtful: 'processing failed' where the backend honours keys (with the spec's
  // backend the order is checked instead: cardRepaymentSaga.doubt.test.ts).
  it.each([
    ['missing', { repayRecordId: 7001 }],
    ["'abc'", { needValid: 'abc', repayRecordId: 7001 }],
    ['2', { needValid: 2, repayRecordId: 7001 }],
    ['true', { needValid: true, repayRecordId: 7001 }],
    ['null', { needValid: null, repayRecordId: 7001 }],
    ["''", { needValid: '', repayRecordId: 7001 }],
    ['1 without a record', { needValid: 1 }],
    ['data null', null],
    ['data a list', [{ needValid: 0 }]],
  ])(
    "needValid %s: 'processing failed', no SMS step, no navigation (keys honoured)",
    async (_name, data) => {
      const run = await withCard({ repaymentCommit: ok00(data) }, keyed());
      run.dispatch(actions.payRequested());
      await settle();
      expect(toasts(run)).toEqual([{ messageId: 'cardRepayment.processingFailed' }]);
      expect(card(run).sms.open).toBe(false);
      expect(card(run).needValid).toBeNull();
      expect(run.context.navigator.visited).toEqual([]);
      expect(run.context.bridge.openPage).not.toHaveBeenCalled();
      await run.clock.advance(60_000);
      expect(ticks(run)).toEqual([]);
      expect(card(run)).toMatchObject({ paying: false, paid: false });
    },
  );

  it.each([
    ["'1'", '1', true],
    ['1', 1, true],
    ["' 0 '", ' 0 ', false],
    ['0', 0, false],
  ])('needValid %s (number or numeric string) is read exactly', async (_name, needValid, sms) => {
    const run = await withCard({ repaymentCommit: ok00({ needValid, repayRecordId: 'r-9' }) });
    run.dispatch(actions.payRequested());
    await settle();
    expect(toasts(run)).toEqual([]);
    expect(card(run).sms.open).toBe(sms);
    expect(run.context.bridge.openPage).toHaveBeenCalledTimes(sms ? 0 : 1);
  });
});

describe('one request per tap burst', () => {
  // A refused answer is doubtful: with the spec's backend the order is checked first
  // (cardRepaymentSaga.doubt.test.ts); here the backend honours keys.
  it.each([
    ['fast success (SMS step)', ok00({ needValid: 1, repayRecordId: 7001 }), fakeContext],
    ['fast success (no SMS)', ok00({ needValid: 0, repayRecordId: 7001 }), fakeContext],
    ['fast failure', fail('91', 'Tarjeta vencida'), fakeContext],
    ['fast refused answer (keys honoured)', ok00({ needValid: 'x' }), keyed],
  ])('10 pay taps in 300 ms => 1 commit: %s', async (_name, result, context) => {
    const run = await withCard({ repaymentCommit: result }, context());
    await burst(run, () => actions.payRequested());
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
    expect(optionsTo(run.context, 'repaymentCommit')).toEqual([
      { idempotent: true, attempt: expect.stringMatching(/^commit-/) },
    ]);
  });

  // The spec's backend: an answer that may have been charged is checked, and the rest of the burst is
  // not taken as the retry (the button stays busy the pause after the check).
  it.each([
    ['fast refused answer', ok00({ needValid: 'x' })],
    ['fast time-out', transport('timeout')],
    ['fast network failure', transport('network')],
    ['fast 504', fail('http_504', 'La solicitud tardó demasiado')],
  ])("10 pay taps in 300 ms => 1 commit, the spec's backend: %s", async (_name, result) => {
    const run = await withCard({ repaymentCommit: result, ...repayable });
    await burst(run, () => actions.payRequested());
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
    inDoubtAfter(run, 'pay');
    await run.clock.advance(SUBMIT_REARM_MS);
    expect(card(run).paying).toBe(false);
    // The burst over, one deliberate tap is one more commit.
    run.dispatch(actions.payRequested());
    await settle();
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(2);
  });

  it('10 pay taps in 300 ms => 1 commit on a slow answer', async () => {
    let resolve: (v: ApiResult<unknown>) => void = () => undefined;
    const run = await withCard({ repaymentCommit: new Promise((r) => (resolve = r)) });
    await burst(run, () => actions.payRequested());
    resolve(ok00({ needValid: 1, repayRecordId: 7001 }));
    await settle();
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
    expect(card(run).sms.open).toBe(true);
  });

  it('after a fast failure the button is ready again once the burst is over', async () => {
    const run = await withCard({ repaymentCommit: fail('91', 'Tarjeta vencida') });
    await burst(run, () => actions.payRequested());
    await run.clock.advance(SUBMIT_REARM_MS);
    expect(card(run).paying).toBe(false);
    run.dispatch(actions.payRequested());
    await settle();
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(2);
  });

  it('after a success (no SMS) pay stays off until the page is left', async () => {
    const run = await withCard({ repaymentCommit: ok00({ needValid: 0, repayRecordId: 1 }) });
    await burst(run, () => actions.payRequested());
    await run.clock.advance(5_000);
    run.dispatch(actions.payRequested());
    await settle();
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
    expect(card(run)).toMatchObject({ paid: true, paying: false });
    run.dispatch(actions.pageLeft());
    expect(card(run).paid).toBe(false);
  });

  it.each([
    ['fast success', ok00({ url: '/carpmm?paid=1' }), fakeContext],
    ['fast failure', fail('70', 'Canal cerrado'), fakeContext],
    ['fast refused answer (keys honoured)', ok00({ url: '' }), keyed],
  ])('alternative payment: 10 taps => 1 huichao call: %s', async (_name, result, context) => {
    const run = await withAlternative({ repaymentHuichao: result }, context());
    await burst(run, () => actions.payRequested());
    expect(callsTo(run.context, 'repaymentHuichao')).toHaveLength(1);
    expect(run.context.api.post).toHaveBeenCalledWith(
      'repaymentHuichao',
      repaymentHuichaoSchema,
      { userId: '1001', orderId: '1174', amount: '351000' },
      { idempotent: true, attempt: expect.stringMatching(/^alternative-/) },
    );
  });

  it.each([
    ['fast refused answer', ok00({ url: '' })],
    ['fast time-out', transport('timeout')],
    ['fast 504', fail('http_504', 'La solicitud tardó demasiado')],
  ])(
    "alternative payment: 10 taps => 1 huichao call, the spec's backend: %s",
    async (_name, result) => {
      const run = await withAlternative({ repaymentHuichao: result, ...repayable });
      await burst(run, () => actions.payRequested());
      expect(callsTo(run.context, 'repaymentHuichao')).toHaveLength(1);
      inDoubtAfter(run, 'pay');
      expect(run.context.navigator.visited).toEqual([]);
    },
  );

  it('alternative payment: after a fast success the control stays off until the page has left', async () => {
    const run = await withAlternative({ repaymentHuichao: ok00({ url: '/carpmm?paid=1' }) });
    run.dispatch(actions.payRequested());
    await settle();
    expect(run.context.navigator.visited).toEqual([{ url: '/carpmm?paid=1', replace: false }]);
    expect(card(run)).toMatchObject({ paid: true, paying: false });
    // the page is still there while the browser loads the payment page: taps do nothing
    await run.clock.advance(2_000);
    run.dispatch(actions.payRequested());
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    run.dispatch(actions.payRequested());
    await settle();
    expect(callsTo(run.context, 'repaymentHuichao')).toHaveLength(1);
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(0);
    expect(toasts(run)).toEqual([]);
  });

  it.each([
    ['fast success', ok00(null), fakeContext],
    ['fast failure', fail('800006', ''), fakeContext],
    ['fast network failure (keys honoured)', fail('network', ''), keyed],
  ])('10 confirm taps in 300 ms => 1 confirm: %s', async (_name, result, context) => {
    const run = await inSmsStep({ repaymentConfirm: result }, context());
    await burst(run, () => actions.confirmRequested({ verifyCode: '123456' }));
    expect(callsTo(run.context, 'repaymentConfirm')).toHaveLength(1);
    expect(optionsTo(run.context, 'repaymentConfirm')).toEqual([
      { idempotent: true, attempt: expect.stringMatching(/^confirm-/) },
    ]);
  });

  it.each([
    ['fast network failure', transport('network')],
    ['fast time-out', transport('timeout')],
    ['fast 504', fail('http_504', 'La solicitud tardó demasiado')],
  ])("10 confirm taps in 300 ms => 1 confirm, the spec's backend: %s", async (_name, result) => {
    const run = await inSmsStep({ repaymentConfirm: result, ...repayable });
    await burst(run, () => actions.confirmRequested({ verifyCode: '123456' }));
    expect(callsTo(run.context, 'repaymentConfirm')).toHaveLength(1);
    inDoubtAfter(run, 'sms');
    expect(card(run).sms.message).toBeNull();
    await run.clock.advance(SUBMIT_REARM_MS);
    expect(card(run).sms.confirming).toBe(false);
  });

  it('after a confirmed payment the pay button stays off', async () => {
    const run = await inSmsStep({ repaymentConfirm: ok00(null) });
    run.dispatch(actions.confirmRequested({ verifyCode: '123456' }));
    await settle();
    expect(card(run)).toMatchObject({ paid: true });
    run.dispatch(actions.payRequested());
    await settle();
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
  });

  it('10 resend taps => 1 commit, also on a fast failure', async () => {
    const run = await inSmsStep({
      repaymentCommit: [ok00({ needValid: 1, repayRecordId: 7001 }), fail('93', 'Límite')],
    });
    await run.clock.advance(60_000);
    await burst(run, () => actions.resendRequested());
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(2);
    expect(card(run).sms.message).toEqual({ text: 'Límite' });
  });

  it.each([
    ['fast time-out', transport('timeout')],
    ['fast network failure', transport('network')],
    ['fast 504', fail('http_504', 'La solicitud tardó demasiado')],
  ])("10 resend taps => 1 commit, the spec's backend: %s", async (_name, result) => {
    const run = await inSmsStep({
      repaymentCommit: [ok00({ needValid: 1, repayRecordId: 7001 }), result],
      ...repayable,
    });
    await run.clock.advance(60_000);
    await burst(run, () => actions.resendRequested());
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(2);
    inDoubtAfter(run, 'sms');
    expect(card(run).sms.message).toBeNull();
    await run.clock.advance(SUBMIT_REARM_MS);
    expect(card(run).sms.resending).toBe(false);
  });
});

describe('a thrown worker shows the failed state', () => {
  afterEach(() => jest.restoreAllMocks());

  const boom = () => {
    throw new Error('boom');
  };

  it('repayment-way: the load failure with Retry, not a skeleton', async () => {
    const context = fakeContext();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = await loaded({}, context);
    context.api.post.mockImplementation(boom);
    run.dispatch(actions.retryRequested());
    await settle();
    expect(card(run)).toMatchObject({
      status: 'failed',
      loadError: { messageId: 'cardRepayment.loadFailed' },
    });
  });

  it("pay: 'processing failed' and the button is ready again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = await withCard({});
    run.context.api.post.mockImplementation(boom);
    run.dispatch(actions.payRequested());
    await settle();
    expect(toasts(run)).toEqual([{ messageId: 'cardRepayment.processingFailed' }]);
    expect(card(run)).toMatchObject({ paying: false, paid: false });
  });

  it("confirm: 'processing failed' in the step, which is ready again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = await inSmsStep();
    run.context.api.post.mockImplementation(boom);
    run.dispatch(actions.confirmRequested({ verifyCode: '123456' }));
    await settle();
    expect(card(run).sms).toMatchObject({
      open: true,
      confirming: false,
      message: { messageId: 'cardRepayment.processingFailed' },
    });
  });
});

describe('calls name their schema', () => {
  it('repayment-commit passes its response schema and is idempotent', async () => {
    const run = await withCard({ repaymentCommit: ok00({ needValid: 1, repayRecordId: 7001 }) });
    run.dispatch(actions.payRequested());
    await settle();
    expect(run.context.api.post).toHaveBeenCalledWith(
      'repaymentCommit',
      repaymentCommitSchema,
      expect.objectContaining({ orderId: '1174', sendMsg: 1 }),
      { idempotent: true, attempt: expect.stringMatching(/^commit-/) },
    );
  });
});
