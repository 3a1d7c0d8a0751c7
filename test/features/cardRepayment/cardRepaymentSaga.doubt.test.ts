import type { UnknownAction } from '@reduxjs/toolkit';
import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import {
  selectConfirmRetriesSame,
  selectPayRetriesSame,
} from '../../../src/features/cardRepayment/cardRepaymentAttempts';
import {
  checkPayment,
  checkPaymentAgain,
} from '../../../src/features/cardRepayment/cardRepaymentDoubt';
import {
  cardRepaymentActions as actions,
  closedSmsStep,
  initialCardRepaymentState,
} from '../../../src/features/cardRepayment/cardRepaymentSlice';
import type { DoubtFinding } from '../../../src/platform/api/attempt';
import type { ApiResult } from '../../../src/platform/api/types';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { SESSION_STORAGE_KEY } from '../../../src/platform/session/session';
import {
  callsTo,
  failed,
  fakeContext,
  KEYED_BACKEND,
  ok,
  optionsTo,
  type Answer,
  type Answers,
  type FakeContext,
} from '../../support/fakeContext';
import { expectSagaWith, settle, stateWith } from '../../support/sagaHarness';
import { order } from '../loanDetail/fixtures';
import { cards, fail, ok00, query, transport } from './fixtures';
import { card, inSmsStep, loaded, ticks, toasts, type Run } from './steps';

/**
 * Issue 35: a payment request without a definitive answer (pay with a card, the alternative method, the
 * SMS step's resend and its confirm). With the spec's backend (keys not honoured, the default) it is never
 * sent again on its own: the page is in doubt and the order is checked (loan-details); only the
 * borrower's retry sends it again. With a backend that honours keys the failure is shown and the retry
 * is the same attempt (the same Idempotency-Key).
 */

type PaymentEndpoint = 'repaymentCommit' | 'repaymentHuichao' | 'repaymentConfirm';

interface PaymentCall {
  name: string;
  endpoint: PaymentEndpoint;
  step: 'pay' | 'sms';
  /**
   * The page ready for the call; `answers` are the endpoint's answers from the tap on, `more` the other
   * endpoints' (loan-details, the check, answers that the order is still repayable unless it says).
   */
  ready(answers: Answer[], more?: Answers, context?: FakeContext): Promise<Run>;
  /** The borrower's action that sends it: the first tap and the deliberate retry alike. */
  tap(): UnknownAction;
  /** The endpoint's requests before the tap. */
  before: number;
  /** An answer that takes the flow on after the retry, and how that shows. */
  success: Answer;
  wentOn(run: Run): boolean;
  /** The retry carries this flow's attempt name. */
  attempt: RegExp;
  /** Whether the control that sent it is busy (the tap's request, and the pause after a failure). */
  busy(run: Run): boolean;
}

/** The check's answer: the order (loan-details) still repayable, so the payment does not show. */
const repayable = ok(order(174));
const DETAILS = '/loan/details?productId=7&orderId=1174';

const withSession = (context = fakeContext()) => {
  context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '1001' }));
  return context;
};
const smsOpened = ok00({ needValid: 1, repayRecordId: 7001 });

const calls: PaymentCall[] = [
  {
    name: 'pay with a card (repayment-commit)',
    endpoint: 'repaymentCommit',
    step: 'pay',
    async ready(answers, more, context) {
      const run = await loaded(
        { repaymentCommit: answers, loanDetails: repayable, ...more },
        context,
      );
      run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
      return run;
    },
    tap: () => actions.payRequested(),
    before: 0,
    success: smsOpened,
    wentOn: (run) => card(run).sms.open,
    attempt: /^commit-/,
    busy: (run) => card(run).paying,
  },
  {
    name: 'the alternative method (repayment-huichao)',
    endpoint: 'repaymentHuichao',
    step: 'pay',
    async ready(answers, more, context) {
      const run = await loaded(
        { repaymentHuichao: answers, loanDetails: repayable, ...more },
        withSession(context),
      );
      run.dispatch(actions.methodSelected({ kind: 'alternative' }));
      return run;
    },
    tap: () => actions.payRequested(),
    before: 0,
    success: ok00({ url: '/carpmm?paid=1' }),
    wentOn: (run) => run.context.navigator.visited.some((v) => v.url === '/carpmm?paid=1'),
    attempt: /^alternative-/,
    busy: (run) => card(run).paying,
  },
  {
    name: "the SMS step's resend (repayment-commit again)",
    endpoint: 'repaymentCommit',
    step: 'sms',
    async ready(answers, more, context) {
      const run = await inSmsStep(
        { repaymentCommit: [smsOpened, ...answers], loanDetails: repayable, ...more },
        context,
      );
      await run.clock.advance(60_000);
      expect(card(run).sms).toMatchObject({ open: true, counting: false });
      return run;
    },
    tap: () => actions.resendRequested(),
    before: 1,
    success: ok00({ needValid: 1, repayRecordId: 7002 }),
    wentOn: (run) => card(run).repayRecordId === '7002' && card(run).sms.counting,
    attempt: /^commit-/,
    busy: (run) => card(run).sms.resending,
  },
  {
    name: "the SMS step's confirm (repayment-confirm)",
    endpoint: 'repaymentConfirm',
    step: 'sms',
    async ready(answers, more, context) {
      return inSmsStep({ repaymentConfirm: answers, loanDetails: repayable, ...more }, context);
    },
    tap: () => actions.confirmRequested({ verifyCode: '123456' }),
    before: 0,
    success: ok00(null),
    wentOn: (run) => card(run).paid && card(run).sms.open === false,
    attempt: /^confirm-/,
    busy: (run) => card(run).sms.confirming,
  },
];

const doubtful: [string, ApiResult<unknown>][] = [
  ['no answer (network)', transport('network')],
  ['a time-out', transport('timeout')],
  ['HTTP 504', fail('http_504', 'La solicitud tardó demasiado')],
];

/** What loan-details (the check) answers, and what the page then knows. */
const checks: [Exclude<DoubtFinding, 'checking' | 'done' | 'gone'>, string, Answer][] = [
  ['notSeen', 'order 174', ok(order(174))],
  ['notSeen', "order '180'", ok(order('180'))],
  ['unknown', 'no answer', failed('Sin conexión', 'network')],
  ['unknown', 'a refusal', failed('Pedido no encontrado', '7')],
  ['unknown', 'an unusable status', ok({ orderStatus: 'pagado' })],
];

const sent = (run: Run, endpoint: PaymentEndpoint) => callsTo(run.context, endpoint).length;
const orderChecks = (run: Run) => callsTo(run.context, 'loanDetails');

async function tap(run: Run, action: UnknownAction) {
  run.dispatch(action);
  await settle();
}

/** The pause after a request in doubt: the rest of the tap burst is over, the retry takes a tap. */
async function pauseOver(run: Run) {
  await run.clock.advance(SUBMIT_REARM_MS);
  await settle();
}

/** 10 taps in 270 ms of virtual time, letting every fast answer arrive between two taps. */
async function burst(run: Run, action: () => UnknownAction) {
  for (let i = 0; i < 10; i += 1) {
    run.dispatch(action());
    await settle();
    await run.clock.advance(30);
    await settle();
  }
}

/** Nothing is busy on the page: no pay, confirm or resend under way or pausing. */
const idle = (run: Run) => {
  expect(card(run).paying).toBe(false);
  expect(card(run).sms).toMatchObject({ confirming: false, resending: false });
};

describe.each(calls)("the spec's backend: $name", (call) => {
  describe.each(doubtful)('gets %s', (_label, answer) => {
    it.each(checks)(
      'one request, no message, the order checked: %s (%s); nothing more until the retry',
      async (finding, _check, check) => {
        const run = await call.ready([answer], { loanDetails: check });
        await tap(run, call.tap());

        expect(sent(run, call.endpoint)).toBe(call.before + 1);
        expect(run.payloads(actions.paymentDoubted)).toEqual([call.step]);
        expect(orderChecks(run)).toEqual([{ productId: '7', orderId: '1174' }]);
        expect(run.payloads(actions.doubtChecked)).toEqual([finding]);
        expect(card(run).doubt).toEqual({ step: call.step, finding });
        expect(card(run).paid).toBe(false);
        expect(card(run).sms.message).toBeNull();
        expect(card(run).sms.open).toBe(call.step === 'sms');
        expect(toasts(run)).toEqual([]);
        expect(run.context.navigator.visited).toEqual([]);
        // Its control stays busy a pause after the check: the rest of the burst sends nothing.
        expect(call.busy(run)).toBe(true);
        await tap(run, call.tap());
        expect(sent(run, call.endpoint)).toBe(call.before + 1);
        await pauseOver(run);
        idle(run);
        expect(card(run).doubt).toEqual({ step: call.step, finding });

        // Time passes, any cool-down is over: nothing goes out on its own.
        await run.clock.advance(60_000);
        await settle();
        expect(sent(run, call.endpoint)).toBe(call.before + 1);
        expect(orderChecks(run)).toHaveLength(1);
        expect(card(run).doubt).toEqual({ step: call.step, finding });
      },
    );

    it('the order is no longer repayable: paid, the step closed, the loan details open', async () => {
      const run = await call.ready([answer], { loanDetails: ok(order(200)) });
      const before = sent(run, call.endpoint);
      await tap(run, call.tap());
      expect(sent(run, call.endpoint)).toBe(before + 1);
      expect(run.payloads(actions.doubtPaid)).toHaveLength(1);
      expect(card(run).paid).toBe(true);
      expect(card(run)).not.toHaveProperty('doubt');
      expect(card(run).sms.open).toBe(false);
      expect(run.context.bridge.openPage).toHaveBeenCalledWith('loanDetail', {
        orderId: '1174',
        productId: '7',
      });
      expect(run.context.navigator.visited).toEqual([{ url: DETAILS, replace: true }]);
      expect(toasts(run)).toEqual([]);
      // Paid: no retry of any kind goes out, and nothing stays busy once the pause is over.
      await pauseOver(run);
      expect(card(run).paying).toBe(false);
      await run.clock.advance(60_000);
      await tap(run, call.tap());
      await tap(run, actions.payRequested());
      expect(sent(run, call.endpoint)).toBe(before + 1);
    });

    it("the borrower's retry after the check sends exactly one more request", async () => {
      const run = await call.ready([answer, call.success]);
      await tap(run, call.tap());
      expect(card(run).doubt).toEqual({ step: call.step, finding: 'notSeen' });
      const before = sent(run, call.endpoint);
      await pauseOver(run);
      await tap(run, call.tap());
      expect(sent(run, call.endpoint)).toBe(before + 1);
      expect(call.wentOn(run)).toBe(true);
      expect(card(run)).not.toHaveProperty('doubt');
      // Only the first request needed a check.
      expect(orderChecks(run)).toHaveLength(1);
    });
  });
});

describe.each(calls)("the spec's backend: a burst of 10 taps, $name", (call) => {
  it.each(doubtful)(
    '%s, the check answered at once: one request, one check; the burst sends no retry',
    async (_label, answer) => {
      const run = await call.ready([answer, call.success]);
      await burst(run, () => call.tap());
      expect(sent(run, call.endpoint)).toBe(call.before + 1);
      expect(orderChecks(run)).toHaveLength(1);
      expect(card(run).doubt).toEqual({ step: call.step, finding: 'notSeen' });
      expect(toasts(run)).toEqual([]);
      // The burst is over: one deliberate tap is exactly one more request.
      await pauseOver(run);
      idle(run);
      await tap(run, call.tap());
      expect(sent(run, call.endpoint)).toBe(call.before + 2);
      expect(call.wentOn(run)).toBe(true);
    },
  );

  it('a slow check: one request, and none while the check runs', async () => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
    const run = await call.ready([transport('timeout'), call.success], { loanDetails: held });
    await burst(run, () => call.tap());
    expect(card(run).doubt).toEqual({ step: call.step, finding: 'checking' });
    answerCheck(repayable);
    await settle();
    await burst(run, () => call.tap());
    expect(sent(run, call.endpoint)).toBe(call.before + 1);
    expect(orderChecks(run)).toHaveLength(1);
    expect(card(run).doubt).toEqual({ step: call.step, finding: 'notSeen' });
  });
});

describe.each(calls)('a backend that honours keys: $name', (call) => {
  it.each(doubtful)(
    '%s: no doubt and no check; the message, then the retry is the same attempt',
    async (_label, answer) => {
      const run = await call.ready(
        [answer, call.success],
        {},
        fakeContext({ backend: KEYED_BACKEND }),
      );
      const before = sent(run, call.endpoint);
      await tap(run, call.tap());

      expect(sent(run, call.endpoint)).toBe(before + 1);
      expect(run.payloads(actions.paymentDoubted)).toEqual([]);
      expect(card(run)).not.toHaveProperty('doubt');
      expect(orderChecks(run)).toEqual([]);
      if (call.step === 'pay') expect(toasts(run)).toHaveLength(1);
      else expect(card(run).sms.message).not.toBeNull();
      const same =
        call.endpoint === 'repaymentConfirm' ? selectConfirmRetriesSame : selectPayRetriesSame;
      expect(same(run.state())).toBe(true);
      await run.clock.advance(SUBMIT_REARM_MS);
      await settle();
      // Re-armed, not re-sent: the retry is the borrower's.
      expect(sent(run, call.endpoint)).toBe(before + 1);

      await tap(run, call.tap());
      expect(sent(run, call.endpoint)).toBe(before + 2);
      const attempts = (optionsTo(run.context, call.endpoint) as { attempt: string }[])
        .slice(before)
        .map((o) => o.attempt);
      expect(attempts[0]).toEqual(expect.stringMatching(call.attempt));
      expect(attempts[1]).toBe(attempts[0]);
      expect(call.wentOn(run)).toBe(true);
      expect(orderChecks(run)).toEqual([]);
    },
  );
});

describe('the retries are refused while the check runs', () => {
  const payments = (run: Run) =>
    sent(run, 'repaymentCommit') + sent(run, 'repaymentHuichao') + sent(run, 'repaymentConfirm');

  it.each(calls)('$name', async (call) => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
    const run = await call.ready([transport('timeout'), call.success], { loanDetails: held });
    const before = payments(run);
    await tap(run, call.tap());
    expect(card(run).doubt).toEqual({ step: call.step, finding: 'checking' });
    for (const retry of [
      actions.payRequested(),
      actions.resendRequested(),
      actions.confirmRequested({ verifyCode: '123456' }),
    ]) {
      await tap(run, retry);
    }
    await run.clock.advance(60_000);
    await tap(run, call.tap());
    expect(payments(run)).toBe(before + 1);
    expect(orderChecks(run)).toHaveLength(1);
    answerCheck(ok(order(174)));
    await settle();
    expect(card(run).doubt).toEqual({ step: call.step, finding: 'notSeen' });
    expect(payments(run)).toBe(before + 1);
  });
});

describe("the doubt's own controls", () => {
  it("'unknown': check again re-checks the order, and finds it paid: the details open", async () => {
    const run = await loaded({
      repaymentCommit: transport('timeout'),
      loanDetails: [failed('Sin conexión', 'network'), ok(order(190))],
    });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'unknown' });
    await pauseOver(run);
    run.dispatch(actions.doubtCheckRequested());
    expect(run.payloads(actions.doubtCheckStarted)).toHaveLength(1);
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'checking' });
    await settle();
    expect(orderChecks(run)).toHaveLength(2);
    expect(card(run).paid).toBe(true);
    expect(card(run)).not.toHaveProperty('doubt');
    expect(run.context.navigator.visited).toEqual([{ url: DETAILS, replace: true }]);
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
  });

  it("'unknown': check again that finds it still repayable offers the retry ('notSeen')", async () => {
    const run = await inSmsStep({
      repaymentConfirm: transport('network'),
      loanDetails: [failed('', 'timeout'), repayable],
    });
    await tap(run, actions.confirmRequested({ verifyCode: '123456' }));
    expect(card(run).doubt).toEqual({ step: 'sms', finding: 'unknown' });
    await tap(run, actions.doubtCheckRequested());
    expect(card(run).doubt).toEqual({ step: 'sms', finding: 'notSeen' });
    expect(callsTo(run.context, 'repaymentConfirm')).toHaveLength(1);
  });

  it('10 check-again taps in a burst while its check runs: one check, no payment', async () => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
    const run = await loaded({
      repaymentCommit: transport('timeout'),
      loanDetails: [failed('', 'network'), held],
    });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    await pauseOver(run);
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'unknown' });
    await burst(run, () => actions.doubtCheckRequested());
    expect(orderChecks(run)).toHaveLength(2);
    expect(run.payloads(actions.doubtCheckStarted)).toHaveLength(1);
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'checking' });
    answerCheck(repayable);
    await settle();
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'notSeen' });
    expect(orderChecks(run)).toHaveLength(2);
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
  });

  it("check again while 'checking' starts no second, concurrent check", async () => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
    const run = await loaded({
      repaymentCommit: transport('timeout'),
      loanDetails: [held, repayable],
    });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'checking' });
    await tap(run, actions.doubtCheckRequested());
    expect(orderChecks(run)).toHaveLength(1);
    answerCheck(failed('', 'network'));
    await settle();
    expect(orderChecks(run)).toHaveLength(1);
    expect(run.payloads(actions.doubtChecked)).toEqual(['unknown']);
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'unknown' });
  });

  it("check again after 'notSeen' is refused: the retry is what is offered", async () => {
    const run = await inSmsStep({ repaymentConfirm: transport('timeout'), loanDetails: repayable });
    await tap(run, actions.confirmRequested({ verifyCode: '123456' }));
    await pauseOver(run);
    await tap(run, actions.doubtCheckRequested());
    expect(orderChecks(run)).toHaveLength(1);
    expect(run.payloads(actions.doubtCheckStarted)).toEqual([]);
    expect(card(run).doubt).toEqual({ step: 'sms', finding: 'notSeen' });
  });

  it.each(['checking', 'notSeen', 'gone', 'done'] as const)(
    "checkPaymentAgain refuses to start a check from '%s'",
    async (finding) => {
      const context = fakeContext();
      const state = stateWith({
        cardRepayment: {
          ...initialCardRepaymentState,
          ...query,
          status: 'succeeded',
          cards,
          doubt: { step: 'pay', finding },
        },
      });
      await expectSagaWith(checkPaymentAgain, { context, state })
        .not.put.like({ action: { type: actions.doubtCheckStarted.type } })
        .not.put.like({ action: { type: actions.doubtChecked.type } })
        .run();
      expect(context.api.post).not.toHaveBeenCalled();
    },
  );

  it.each(['unknown', 'notSeen', 'gone', 'done'] as const)(
    "checkPayment itself refuses to run when the finding is '%s' (only a started check runs)",
    async (finding) => {
      const context = fakeContext();
      const state = stateWith({
        cardRepayment: {
          ...initialCardRepaymentState,
          ...query,
          status: 'succeeded',
          cards,
          doubt: { step: 'sms', finding },
        },
      });
      await expectSagaWith(checkPayment, { context, state })
        .not.put.like({ action: { type: actions.doubtChecked.type } })
        .not.put.like({ action: { type: actions.doubtPaid.type } })
        .run();
      expect(context.api.post).not.toHaveBeenCalled();
    },
  );

  it('check again does nothing when no payment is in doubt', async () => {
    const run = await loaded({});
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.doubtCheckRequested());
    expect(orderChecks(run)).toEqual([]);
    expect(run.payloads(actions.doubtChecked)).toEqual([]);
  });

  it('checkPayment itself refuses to run without a doubt', async () => {
    const context = fakeContext();
    const state = stateWith({
      cardRepayment: { ...initialCardRepaymentState, ...query, status: 'succeeded', cards },
    });
    await expectSagaWith(checkPayment, { context, state })
      .not.put.like({ action: { type: actions.doubtChecked.type } })
      .not.put.like({ action: { type: actions.doubtPaid.type } })
      .run();
    expect(context.api.post).not.toHaveBeenCalled();
  });

  it('the loan details, offered in the doubt, open on a tap', async () => {
    const run = await loaded({ repaymentCommit: transport('timeout'), loanDetails: repayable });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    await tap(run, actions.detailsRequested());
    expect(run.context.navigator.visited).toEqual([{ url: DETAILS, replace: true }]);
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
  });

  it('cancelling the SMS step moves its doubt to the page, whose retry is a new payment', async () => {
    const run = await inSmsStep({
      repaymentConfirm: transport('timeout'),
      loanDetails: repayable,
    });
    await tap(run, actions.confirmRequested({ verifyCode: '123456' }));
    expect(card(run).doubt).toEqual({ step: 'sms', finding: 'notSeen' });
    await tap(run, actions.smsCancelled());
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'notSeen' });
    expect(card(run).sms.open).toBe(false);
    await tap(run, actions.payRequested());
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(2);
    expect(callsTo(run.context, 'repaymentConfirm')).toHaveLength(1);
    expect(card(run)).not.toHaveProperty('doubt');
    expect(card(run).sms).toMatchObject({ open: true, counting: true, secondsLeft: 60 });
  });

  it("the app's resume does not reload the cards while a payment is in doubt", async () => {
    const run = await loaded({ repaymentCommit: transport('timeout'), loanDetails: repayable });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    await tap(run, bridgeEventReceived('resume'));
    expect(callsTo(run.context, 'repaymentWay')).toHaveLength(1);
    expect(card(run).selected).toEqual({ kind: 'card', cardId: '301' });
  });

  it('leaving the page forgets the doubt', async () => {
    const run = await loaded({ repaymentCommit: transport('timeout'), loanDetails: repayable });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    await tap(run, actions.pageLeft());
    expect(card(run)).toEqual(initialCardRepaymentState);
  });
});

describe('a check that throws ends in doubt, not checking', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  const boom = (): Answer => {
    throw new Error('boom');
  };

  it.each(calls)(
    "$name: 'unknown', the button pauses like any doubt, then usable; nothing sent again",
    async (call) => {
      const run = await call.ready([transport('timeout')], { loanDetails: boom });
      const before = sent(run, call.endpoint);
      await tap(run, call.tap());
      expect(card(run).doubt).toEqual({ step: call.step, finding: 'unknown' });
      // The rest of a burst finds the button busy: a thrown check does not end the pause early.
      expect(call.busy(run)).toBe(true);
      await tap(run, call.tap());
      await run.clock.advance(SUBMIT_REARM_MS);
      await settle();
      expect(call.busy(run)).toBe(false);
      expect(card(run)).toMatchObject({ paying: false });
      expect(card(run).sms).toMatchObject({ confirming: false, resending: false });
      expect(sent(run, call.endpoint)).toBe(before + 1);
      expect(error).toHaveBeenCalledWith('doubt check failed:', 'boom');
    },
  );

  it("check again that throws: 'unknown' again, and the next check again still runs", async () => {
    let checksMade = 0;
    const check = (): Answer => {
      checksMade += 1;
      if (checksMade === 2) return boom();
      return checksMade === 1 ? failed('', 'network') : repayable;
    };
    const run = await loaded({ repaymentCommit: transport('timeout'), loanDetails: check });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'unknown' });
    await tap(run, actions.doubtCheckRequested());
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'unknown' });
    await tap(run, actions.doubtCheckRequested());
    expect(card(run).doubt).toEqual({ step: 'pay', finding: 'notSeen' });
    expect(callsTo(run.context, 'repaymentCommit')).toHaveLength(1);
  });
});

describe('the countdown in a doubt', () => {
  it('a doubtful confirm leaves the resend countdown running in the step', async () => {
    const run = await inSmsStep({ repaymentConfirm: transport('timeout'), loanDetails: repayable });
    await run.clock.advance(2_000);
    await tap(run, actions.confirmRequested({ verifyCode: '123456' }));
    await run.clock.advance(1_000);
    expect(ticks(run)).toEqual([59, 58, 57]);
    expect(card(run).sms).toMatchObject({ open: true, counting: true });
  });

  it('the check finds the order paid (doubtPaid): the countdown stops, no tick after the step closed', async () => {
    const run = await inSmsStep({
      repaymentConfirm: transport('timeout'),
      loanDetails: ok(order(200)),
    });
    await run.clock.advance(2_000);
    await tap(run, actions.confirmRequested({ verifyCode: '123456' }));
    expect(card(run)).toMatchObject({ paid: true, sms: { open: false, counting: false } });
    const shown = ticks(run).length;
    await run.clock.advance(10_000);
    await settle();
    expect(ticks(run)).toHaveLength(shown);
    expect(run.payloads(actions.countdownEnded)).toEqual([]);
    expect(card(run).sms).toEqual(closedSmsStep);
    expect(run.clock.pending()).toBe(0);
  });
});
