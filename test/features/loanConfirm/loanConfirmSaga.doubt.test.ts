import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import {
  checkPush,
  checkPushAgain,
  loanConfirmSaga,
} from '../../../src/features/loanConfirm/loanConfirmSaga';
import {
  loanConfirmActions as actions,
  selectRetriesSameRequest,
} from '../../../src/features/loanConfirm/loanConfirmSlice';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { DoubtFinding } from '../../../src/platform/api/attempt';
import type { ApiResult } from '../../../src/platform/api/types';
import { toastRequested } from '../../../src/shell/uiSlice';
import { order } from '../loanDetail/fixtures';
import {
  answerBy,
  callsTo,
  failed,
  fakeContext,
  KEYED_BACKEND,
  ok,
  optionsTo,
  type Answer,
  type Answers,
} from '../../support/fakeContext';
import {
  expectSagaWith,
  sagaHarness,
  settle,
  stateAfter,
  type SagaRun as Run,
} from '../../support/sagaHarness';
import { rawOffer } from './fixtures';

/**
 * Issue 35: a loan push without a definitive answer. With the spec's backend (keys not honoured, the
 * default) it is never sent again on its own: the page is in doubt and the push is checked (the order the
 * answer named, else the offer); only the borrower's retry pushes again. With a backend that honours keys
 * the failure is shown and the retry is the same attempt (the same Idempotency-Key).
 */

const page = (run: Run) => run.state().loanConfirm;
const pushes = (run: Run) => callsTo(run.context, 'loanDetailPush').length;
const offerChecks = (run: Run) => callsTo(run.context, 'loanDetailConfirm').length - 1;
const toasts = (run: Run) => run.payloads(toastRequested);

const offered = ok(rawOffer());
const pushed = ok({ lendDetailsUrl: '/loan/details?productId=1&orderId=1001' });
const SUCCESS_URL = '/loan/details?productId=1&orderId=1001&from=confirm';

/** The answers whose outcome is unknown: the client's codes, none the server's word. */
const doubtful: [string, ApiResult<unknown>][] = [
  ['no answer (network)', failed('Sin conexión', 'network')],
  ['a time-out', failed('Tiempo agotado', 'timeout')],
  ['HTTP 504', failed('Tiempo agotado', 'http_504')],
  // A success whose data the schema refuses: the client's BAD_RESPONSE.
  ['an unreadable answer (BAD_RESPONSE)', ok({ lendDetailsUrl: { href: '/x' } })],
];

/** What the second loan-detail-confirm (the check) answers, and what the page then knows. */
const checks: [Exclude<DoubtFinding, 'checking' | 'done'>, Answer][] = [
  ['notSeen', offered],
  ['gone', failed('La oferta ya no está disponible', '7')],
  ['unknown', failed('Sin conexión', 'network')],
];

/** The page's offer loaded (loan-detail-confirm's first answer), on the context's backend. */
async function loaded(answers: Answers, context = fakeContext()) {
  answerBy(context, { loanDetailConfirm: offered, ...answers });
  const run = sagaHarness(loanConfirmSaga, { context });
  run.dispatch(actions.pageOpened({ productId: '1' }));
  await settle();
  expect(page(run).status).toBe('succeeded');
  return run;
}

async function tap(run: Run) {
  run.dispatch(actions.submitRequested());
  await settle();
}

/** The pause after a check: the rest of the tap burst is over, the doubt's retry takes a tap. */
async function pauseOver(run: Run) {
  await run.clock.advance(SUBMIT_REARM_MS);
  await settle();
}

/** 10 taps in 270 ms of virtual time, letting every fast answer arrive between two taps. */
async function burst(run: Run, action: () => UnknownAction = () => actions.submitRequested()) {
  for (let i = 0; i < 10; i += 1) {
    run.dispatch(action());
    await settle();
    await run.clock.advance(30);
    await settle();
  }
}

describe.each(doubtful)("the spec's backend: the push gets %s", (_label, answer) => {
  it.each(checks)(
    'one push, no message, the offer checked: %s; nothing more until the retry',
    async (finding, check) => {
      const run = await loaded({ loanDetailPush: answer, loanDetailConfirm: [offered, check] });
      await tap(run);

      expect(pushes(run)).toBe(1);
      expect(run.payloads(actions.submitDoubted)).toEqual([{ orderId: '' }]);
      expect(callsTo(run.context, 'loanDetailConfirm')).toEqual([
        { productId: '1' },
        { productId: '1' },
      ]);
      expect(callsTo(run.context, 'loanDetails')).toEqual([]);
      expect(run.payloads(actions.doubtChecked)).toEqual([finding]);
      expect(page(run)).toMatchObject({ submit: 'doubt', doubt: finding, bookedOrderId: '' });
      expect(toasts(run)).toEqual([]);
      expect(selectRetriesSameRequest(run.state())).toBe(false);
      expect(run.context.navigator.visited).toEqual([]);
      // Right after the check the retry takes no tap yet (the rest of the burst that sent the push).
      expect(page(run)).not.toHaveProperty('doubtArmed');
      await tap(run);
      expect(pushes(run)).toBe(1);

      // The pause over, the retry is armed ('gone' never offers one); still nothing goes out.
      await pauseOver(run);
      if (finding === 'gone') expect(page(run)).not.toHaveProperty('doubtArmed');
      else expect(page(run).doubtArmed).toBe(true);
      expect(run.payloads(actions.doubtRetryArmed)).toHaveLength(finding === 'gone' ? 0 : 1);

      // Time passes and the tap's cool-down would be over: nothing goes out on its own.
      await run.clock.advance(60_000);
      await settle();
      expect(pushes(run)).toBe(1);
      expect(offerChecks(run)).toBe(1);
      expect(page(run)).toMatchObject({ submit: 'doubt', doubt: finding });
    },
  );

  it("the borrower's retry after the check sends exactly one more push", async () => {
    const run = await loaded({ loanDetailPush: [answer, pushed] });
    await tap(run);
    expect(page(run).doubt).toBe('notSeen');
    await pauseOver(run);
    await tap(run);
    expect(pushes(run)).toBe(2);
    expect(callsTo(run.context, 'loanDetailPush')[1]).toEqual(
      callsTo(run.context, 'loanDetailPush')[0],
    );
    expect(page(run).submit).toBe('succeeded');
    expect(page(run)).not.toHaveProperty('doubt');
    expect(page(run)).not.toHaveProperty('doubtArmed');
    expect(run.context.navigator.visited).toEqual([{ url: SUCCESS_URL, replace: true }]);
    // One check, the first push's: the retry's success needs none.
    expect(offerChecks(run)).toBe(1);
  });

  it('a retry that is in doubt again is checked again, and pushes nothing more', async () => {
    const run = await loaded({ loanDetailPush: answer });
    await tap(run);
    await pauseOver(run);
    await tap(run);
    expect(pushes(run)).toBe(2);
    expect(offerChecks(run)).toBe(2);
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'notSeen' });
    // The new doubt's retry pauses again before it takes a tap.
    expect(page(run)).not.toHaveProperty('doubtArmed');
    await tap(run);
    expect(pushes(run)).toBe(2);
    await run.clock.advance(60_000);
    await settle();
    expect(pushes(run)).toBe(2);
    expect(page(run).doubtArmed).toBe(true);
  });
});

describe.each(doubtful)(
  "the spec's backend: a burst of 10 taps, the push gets %s",
  (_l, answer) => {
    it.each(checks)(
      'the check answered at once (%s): one push, one check; the burst sends no retry',
      async (finding, check) => {
        const run = await loaded({
          loanDetailPush: [answer, pushed],
          loanDetailConfirm: [offered, check],
        });
        await burst(run);
        expect(pushes(run)).toBe(1);
        expect(offerChecks(run)).toBe(1);
        expect(page(run)).toMatchObject({ submit: 'doubt', doubt: finding });
        expect(toasts(run)).toEqual([]);
        // The burst is over: one deliberate tap is one more push ('gone' offers none).
        await pauseOver(run);
        await tap(run);
        expect(pushes(run)).toBe(finding === 'gone' ? 1 : 2);
      },
    );

    it('a slow check: one push, and none while the check runs', async () => {
      let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
      const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
      const run = await loaded({ loanDetailPush: answer, loanDetailConfirm: [offered, held] });
      await burst(run);
      expect(page(run).doubt).toBe('checking');
      answerCheck(offered);
      await settle();
      await burst(run);
      expect(pushes(run)).toBe(1);
      expect(offerChecks(run)).toBe(1);
      expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'notSeen' });
    });
  },
);

describe.each(doubtful)('a backend that honours keys: the push gets %s', (_label, answer) => {
  it('no doubt and no check: the message, then the retry is the same attempt', async () => {
    const run = await loaded(
      { loanDetailPush: [answer, pushed] },
      fakeContext({ backend: KEYED_BACKEND }),
    );
    await tap(run);

    expect(pushes(run)).toBe(1);
    expect(offerChecks(run)).toBe(0);
    expect(run.payloads(actions.submitDoubted)).toEqual([]);
    expect(page(run).submit).toBe('cooldown');
    expect(page(run)).not.toHaveProperty('doubt');
    expect(page(run)).not.toHaveProperty('doubtArmed');
    expect(page(run).attempt).toMatchObject({ unsure: true });
    expect(toasts(run)).toHaveLength(1);
    expect(selectRetriesSameRequest(run.state())).toBe(true);
    await run.clock.advance(SUBMIT_REARM_MS);
    await settle();
    expect(page(run).submit).toBe('idle');
    // Re-armed, not re-sent: the retry is the borrower's.
    expect(pushes(run)).toBe(1);

    await tap(run);
    expect(pushes(run)).toBe(2);
    const [first, retry] = optionsTo(run.context, 'loanDetailPush') as { attempt: string }[];
    expect(first.attempt).toEqual(expect.stringMatching(/^loanPush-/));
    expect(retry.attempt).toBe(first.attempt);
    expect(run.context.navigator.visited).toEqual([{ url: SUCCESS_URL, replace: true }]);
    expect(offerChecks(run)).toBe(0);
  });
});

describe("the spec's backend: a push worker that throws", () => {
  it("the message and the re-arm, but the retry is never called 'the same request'", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = await loaded({
      loanDetailPush: () => {
        throw new Error('boom');
      },
    });
    await tap(run);
    expect(toasts(run)).toEqual([{ messageId: 'common.malformed' }]);
    expect(page(run)).not.toHaveProperty('doubt');
    await run.clock.advance(SUBMIT_REARM_MS);
    await settle();
    expect(page(run).submit).toBe('idle');
    expect(page(run).attempt).toMatchObject({ unsure: false, unkeyed: true });
    expect(selectRetriesSameRequest(run.state())).toBe(false);
    expect(pushes(run)).toBe(1);
    error.mockRestore();
  });
});

describe("the spec's backend: an unreadable answer that names the order", () => {
  /** BAD_RESPONSE whose raw data names the order (data.orderId). */
  const namesOrder = ok({ lendDetailsUrl: { href: '/x' }, orderId: 1001 });
  /** A gateway's 504 whose body still carries the push's data (its lendDetailsUrl names the order). */
  const namesInUrl: ApiResult<unknown> = {
    success: false,
    code: 'http_504',
    message: 'Tiempo agotado',
    data: null,
    raw: { success: true, data: { lendDetailsUrl: '/loan/details?productId=1&orderId=A-77' } },
  };

  it.each([
    ['data.orderId', namesOrder, '1001'],
    ["lendDetailsUrl's orderId", namesInUrl, 'A-77'],
  ])(
    'the order (%s) is known to the server: booked, the details open, no offer check',
    async (_where, answer, orderId) => {
      const run = await loaded({ loanDetailPush: answer, loanDetails: ok(order(174)) });
      await tap(run);

      expect(pushes(run)).toBe(1);
      expect(run.payloads(actions.submitDoubted)).toEqual([{ orderId }]);
      expect(callsTo(run.context, 'loanDetails')).toEqual([{ productId: '1', orderId }]);
      expect(offerChecks(run)).toBe(0);
      expect(run.payloads(actions.submitBooked)).toEqual([{ orderId }]);
      expect(page(run)).toMatchObject({ submit: 'booked', bookedOrderId: orderId });
      expect(run.context.bridge.openPage).toHaveBeenCalledWith('loanDetail', {
        productId: '1',
        orderId,
      });
      expect(run.context.navigator.visited).toEqual([
        { url: `/loan/details?productId=1&orderId=${orderId}`, replace: true },
      ]);
      expect(toasts(run)).toEqual([]);
      // Booked: no retry is offered, whatever is tapped.
      await tap(run);
      expect(pushes(run)).toBe(1);
    },
  );

  it('in the app the native loan details open (the bridge), the router stays', async () => {
    const context = fakeContext({ inApp: true });
    const run = await loaded({ loanDetailPush: namesOrder, loanDetails: ok(order(200)) }, context);
    await tap(run);
    expect(context.bridge.openPage).toHaveBeenCalledWith('loanDetail', {
      productId: '1',
      orderId: '1001',
    });
    expect(context.navigator.visited).toEqual([]);
    expect(page(run).submit).toBe('booked');
  });

  it.each([
    ['no answer', failed('Sin conexión', 'network')],
    ['a refusal', failed('Pedido no encontrado', '7')],
    ['an unusable order', ok({ orderStatus: 'x' })],
  ])('the order check brings %s: the offer is checked next', async (_name, orderAnswer) => {
    const run = await loaded({ loanDetailPush: namesOrder, loanDetails: orderAnswer });
    await tap(run);
    expect(callsTo(run.context, 'loanDetails')).toHaveLength(1);
    expect(offerChecks(run)).toBe(1);
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'notSeen', bookedOrderId: '1001' });
    expect(run.context.navigator.visited).toEqual([]);
  });
});

describe("the doubt's own controls", () => {
  it("'unknown': check again re-checks (the offer), and only then is anything found", async () => {
    const run = await loaded({
      loanDetailPush: failed('', 'timeout'),
      loanDetailConfirm: [offered, failed('', 'network'), offered],
    });
    await tap(run);
    expect(page(run).doubt).toBe('unknown');
    await pauseOver(run);
    expect(page(run).doubtArmed).toBe(true);
    run.dispatch(actions.doubtCheckRequested());
    expect(run.payloads(actions.doubtCheckStarted)).toHaveLength(1);
    expect(page(run).doubt).toBe('checking');
    // The check again disarms the retry until it is over and its pause has passed.
    expect(page(run)).not.toHaveProperty('doubtArmed');
    await settle();
    expect(offerChecks(run)).toBe(2);
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'notSeen' });
    expect(page(run)).not.toHaveProperty('doubtArmed');
    await tap(run);
    expect(pushes(run)).toBe(1);
    await pauseOver(run);
    expect(page(run).doubtArmed).toBe(true);
    expect(pushes(run)).toBe(1);
  });

  it('10 check-again taps in a burst: one check', async () => {
    const run = await loaded({
      loanDetailPush: failed('', 'timeout'),
      loanDetailConfirm: [offered, failed('', 'network'), failed('', 'network'), offered],
    });
    await tap(run);
    expect(page(run).doubt).toBe('unknown');
    await burst(run, () => actions.doubtCheckRequested());
    expect(offerChecks(run)).toBe(2);
    expect(run.payloads(actions.doubtCheckStarted)).toHaveLength(1);
    expect(page(run).doubt).toBe('unknown');
    expect(pushes(run)).toBe(1);
  });

  it("after 'gone' check again is refused: no check, the offer stays gone", async () => {
    const run = await loaded({
      loanDetailPush: failed('', 'timeout'),
      loanDetailConfirm: [offered, failed('Oferta no disponible', '7'), offered],
    });
    await tap(run);
    expect(page(run).doubt).toBe('gone');
    run.dispatch(actions.doubtCheckRequested());
    await settle();
    await pauseOver(run);
    expect(callsTo(run.context, 'loanDetailConfirm')).toHaveLength(2);
    expect(run.payloads(actions.doubtCheckStarted)).toEqual([]);
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'gone' });
    expect(page(run)).not.toHaveProperty('doubtArmed');
    await tap(run);
    expect(pushes(run)).toBe(1);
  });

  it("after 'notSeen' check again is refused: the retry is what is offered", async () => {
    const run = await loaded({ loanDetailPush: failed('', 'timeout') });
    await tap(run);
    await pauseOver(run);
    run.dispatch(actions.doubtCheckRequested());
    await settle();
    expect(offerChecks(run)).toBe(1);
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'notSeen', doubtArmed: true });
  });

  it('check again while the check runs starts no second one', async () => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
    const run = await loaded({
      loanDetailPush: failed('', 'timeout'),
      loanDetailConfirm: [offered, held, offered],
    });
    await tap(run);
    expect(page(run).doubt).toBe('checking');
    run.dispatch(actions.doubtCheckRequested());
    await settle();
    expect(offerChecks(run)).toBe(1);
    answerCheck(failed('', 'network'));
    await settle();
    expect(page(run).doubt).toBe('unknown');
    expect(offerChecks(run)).toBe(1);
    expect(run.payloads(actions.doubtChecked)).toEqual(['unknown']);
  });

  it("'unknown' with an order named: the re-check finds it booked and opens its details", async () => {
    const run = await loaded({
      loanDetailPush: ok({ orderId: 'B-9' }),
      loanDetails: [failed('', 'network'), ok(order(174))],
      loanDetailConfirm: [offered, failed('', 'network')],
    });
    await tap(run);
    expect(page(run).doubt).toBe('unknown');
    run.dispatch(actions.doubtCheckRequested());
    await settle();
    expect(callsTo(run.context, 'loanDetails')).toHaveLength(2);
    expect(page(run)).toMatchObject({ submit: 'booked', bookedOrderId: 'B-9' });
    expect(run.context.navigator.visited).toEqual([
      { url: '/loan/details?productId=1&orderId=B-9', replace: true },
    ]);
    expect(pushes(run)).toBe(1);
  });

  it("after 'gone' the retry is refused: no push", async () => {
    const run = await loaded({
      loanDetailPush: failed('', 'timeout'),
      loanDetailConfirm: [offered, failed('La oferta ya no está disponible', '7')],
    });
    await tap(run);
    await tap(run);
    await run.clock.advance(60_000);
    await tap(run);
    expect(pushes(run)).toBe(1);
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'gone' });
  });

  it('while the check runs the retry sends nothing', async () => {
    let answerCheck: (result: ApiResult<unknown>) => void = () => undefined;
    const held = new Promise<ApiResult<unknown>>((resolve) => (answerCheck = resolve));
    const run = await loaded({
      loanDetailPush: failed('', 'timeout'),
      loanDetailConfirm: [offered, held],
    });
    await tap(run);
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'checking' });
    await tap(run);
    expect(pushes(run)).toBe(1);
    expect(page(run).doubt).toBe('checking');
    answerCheck(offered);
    await settle();
    expect(page(run).doubt).toBe('notSeen');
    expect(pushes(run)).toBe(1);
  });

  it.each([
    ['outside the app: the configured order route', false],
    ['in the app: its own order page', true],
  ])('my loans %s', async (_name, inApp) => {
    const context = fakeContext({ inApp });
    const run = await loaded({ loanDetailPush: failed('', 'timeout') }, context);
    await tap(run);
    run.dispatch(actions.ordersRequested());
    await settle();
    expect(context.bridge.openPage).toHaveBeenCalledWith('order', {});
    expect(context.navigator.visited).toEqual(inApp ? [] : [{ url: '/loan/order', replace: true }]);
    expect(pushes(run)).toBe(1);
  });

  it('check again does nothing when no push is in doubt', async () => {
    const run = await loaded({});
    run.dispatch(actions.doubtCheckRequested());
    await settle();
    expect(callsTo(run.context, 'loanDetailConfirm')).toHaveLength(1);
    expect(run.payloads(actions.doubtChecked)).toEqual([]);
  });

  it.each(['notSeen', 'unknown', 'gone', 'done'] as const)(
    "checkPush itself refuses to run in doubt when the finding is '%s' (only a started check runs)",
    async (doubt) => {
      const context = fakeContext();
      const state = stateAfter(actions.pageOpened({ productId: '1' }), actions.loadFailed());
      state.loanConfirm = { ...state.loanConfirm, submit: 'doubt', doubt, bookedOrderId: '1001' };
      await expectSagaWith(checkPush, { context, state })
        .not.put.like({ action: { type: actions.doubtChecked.type } })
        .not.put.like({ action: { type: actions.submitBooked.type } })
        .run();
      expect(context.api.post).not.toHaveBeenCalled();
    },
  );

  it.each(['checking', 'notSeen', 'gone', 'done'] as const)(
    "checkPushAgain refuses to start a check from '%s'",
    async (doubt) => {
      const context = fakeContext();
      const state = stateAfter(actions.pageOpened({ productId: '1' }), actions.loadFailed());
      state.loanConfirm = { ...state.loanConfirm, submit: 'doubt', doubt, bookedOrderId: '' };
      await expectSagaWith(checkPushAgain, { context, state })
        .not.put.like({ action: { type: actions.doubtCheckStarted.type } })
        .not.put.like({ action: { type: actions.doubtChecked.type } })
        .run();
      expect(context.api.post).not.toHaveBeenCalled();
    },
  );

  it.each(['idle', 'cooldown', 'booked', 'succeeded'] as const)(
    "checkPush itself refuses to run in the '%s' phase",
    async (submit) => {
      const context = fakeContext();
      const state = stateAfter(actions.pageOpened({ productId: '1' }), actions.loadFailed());
      state.loanConfirm = { ...state.loanConfirm, submit, bookedOrderId: '1001' };
      await expectSagaWith(checkPush, { context, state })
        .not.put.like({ action: { type: actions.doubtChecked.type } })
        .not.put.like({ action: { type: actions.submitBooked.type } })
        .run();
      expect(context.api.post).not.toHaveBeenCalled();
    },
  );
});

describe('a check that throws ends in doubt, not checking', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  /** loan-detail-confirm: the offer for the load, then `then` (a throw, or an answer). */
  const offerThen = (...next: (() => Answer)[]) => {
    let calls = 0;
    return () => {
      calls += 1;
      return calls === 1 ? offered : next[Math.min(calls - 2, next.length - 1)]();
    };
  };
  const boom = (): Answer => {
    throw new Error('boom');
  };

  it("the push's own check: 'unknown', and no push goes out", async () => {
    const run = await loaded({
      loanDetailPush: failed('', 'timeout'),
      loanDetailConfirm: offerThen(boom),
    });
    await tap(run);
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'unknown' });
    expect(page(run)).not.toHaveProperty('doubtArmed');
    await run.clock.advance(SUBMIT_REARM_MS);
    await settle();
    // The retry arms after its pause all the same: a thrown check never leaves it busy for good.
    expect(page(run)).toMatchObject({ submit: 'doubt', doubt: 'unknown', doubtArmed: true });
    expect(pushes(run)).toBe(1);
    expect(error).toHaveBeenCalledWith('doubt check failed:', 'boom');
  });

  it("check again: 'unknown' again, and the next check again still runs", async () => {
    const run = await loaded({
      loanDetailPush: failed('', 'timeout'),
      loanDetailConfirm: offerThen(
        () => failed('', 'network'),
        boom,
        () => offered,
      ),
    });
    await tap(run);
    expect(page(run).doubt).toBe('unknown');
    run.dispatch(actions.doubtCheckRequested());
    await settle();
    expect(page(run).doubt).toBe('unknown');
    // Each check has its pause (a burst of 'check again' taps runs one check), then the retry is armed.
    await run.clock.advance(SUBMIT_REARM_MS);
    await settle();
    expect(page(run).doubtArmed).toBe(true);
    run.dispatch(actions.doubtCheckRequested());
    await settle();
    expect(page(run).doubt).toBe('notSeen');
    expect(pushes(run)).toBe(1);
  });
});
