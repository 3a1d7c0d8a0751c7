import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import { RETURN_AFTER_MS } from '../../../src/features/bankCard/bankCardSaga';
import { bankCardActions as actions } from '../../../src/features/bankCard/bankCardSlice';
import type { ApiResult } from '../../../src/platform/api/types';
import { backRequested } from '../../../src/shell/uiSlice';
import { SPEC_BACKEND } from '../../../src/platform/api/backend';
import { KEYED_BACKEND, callsTo, fakeContext, ok, optionsTo } from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';
import { VISA, bindValues, boundAnswer, init, network, refused } from './fixtures';
import { opened, slice, toasts, type Run } from './steps';

const backs = (run: Run) => run.types().filter((type) => type === backRequested.type);

/** A bind that went through, then the wait before the return. */
async function bound(run: Run) {
  run.dispatch(actions.bindRequested(bindValues));
  await settle();
}

describe('opening the page', () => {
  it('starts the bank flow and asks card-init for the order (no client toast)', async () => {
    const run = await opened();
    expect(run.context.bridge.startBankFlow.mock.calls).toEqual([[{ orderId: '1174' }]]);
    expect(callsTo(run.context, 'cardInit')).toEqual([{ orderId: '1174' }]);
    expect(optionsTo(run.context, 'cardInit')).toEqual([{ toastOnFailure: false }]);
    expect(slice(run)).toMatchObject({
      status: 'succeeded',
      holderName: 'María Fernanda López García',
      cards: [{ id: '301', bankName: 'BBVA', cardNo: '**** 1234' }],
    });
    expect(slice(run).banks.map((b) => b.bankCode)).toEqual(['BBVA', 'BANORTE', 'SANTANDER']);
  });

  it('does not wait on the bridge: a start that never answers still loads the page', async () => {
    const context = fakeContext({ inApp: true });
    context.bridge.startBankFlow.mockReturnValue(new Promise(() => undefined));
    const run = await opened({}, context);
    expect(context.bridge.startBankFlow).toHaveBeenCalledTimes(1);
    expect(slice(run).status).toBe('succeeded');
  });

  it('sends no orderId when the page has none', async () => {
    const run = await opened({}, fakeContext(), { orderId: '', returnTo: '' });
    expect(callsTo(run.context, 'cardInit')).toEqual([{}]);
    expect(run.context.bridge.startBankFlow.mock.calls).toEqual([[{ orderId: '' }]]);
  });

  it.each([
    ['the server message', refused('Servicio no disponible'), { text: 'Servicio no disponible' }],
    ['the network text', network(), { text: 'Error de red, inténtelo de nuevo' }],
    ['the fallback for a failure without text', refused(''), { messageId: 'bankCard.loadFailed' }],
    [
      'the unexpected-answer text for a refused answer',
      ok(init({ banks: [{ bankName: 'no code' }] })),
      { text: 'Respuesta inesperada del servidor, inténtelo de nuevo' },
    ],
  ])(
    'a failed card-init shows %s; Retry asks again without a new start',
    async (_n, bad, shown) => {
      const run = await opened({ cardInit: [bad, ok(init())] });
      expect(slice(run)).toMatchObject({ status: 'failed', error: shown, banks: [] });
      run.dispatch(actions.retryRequested());
      await settle();
      expect(slice(run).status).toBe('succeeded');
      expect(callsTo(run.context, 'cardInit')).toHaveLength(2);
      expect(run.context.bridge.startBankFlow).toHaveBeenCalledTimes(1);
    },
  );

  it('a thrown worker shows the failed state, not a skeleton forever', async () => {
    const context = fakeContext();
    const run = await opened({}, context);
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    run.dispatch(actions.retryRequested());
    await settle();
    expect(slice(run)).toMatchObject({
      status: 'failed',
      error: { messageId: 'bankCard.loadFailed' },
    });
    expect(quiet).toHaveBeenCalledWith('saga worker failed:', 'boom');
    quiet.mockRestore();
  });
});

describe('binding a card', () => {
  it('sends bind-card-new once, idempotent, with the order; ends the flow, toasts, returns', async () => {
    const run = await opened({ bindCardNew: ok(boundAnswer()) });
    await bound(run);
    expect(callsTo(run.context, 'bindCardNew')).toEqual([{ ...bindValues, orderId: '1174' }]);
    expect(optionsTo(run.context, 'bindCardNew')).toEqual([
      { toastOnFailure: false, idempotent: true },
    ]);
    expect(run.context.bridge.endBankFlow.mock.calls).toEqual([
      [{ orderId: '1174', cardId: '303' }],
    ]);
    expect(toasts(run)).toEqual([{ messageId: 'bankCard.bound' }]);
    expect(slice(run)).toMatchObject({ bound: true, binding: false, bindError: null });
    expect(slice(run).cards.map((c) => c.cardNo)).toEqual(['**** 1234', '**** 1111']);
    // The toast has its moment; then the page returns to where the user came from.
    expect(run.context.navigator.visited).toEqual([]);
    await run.clock.advance(RETURN_AFTER_MS - 1);
    expect(run.context.navigator.visited).toEqual([]);
    await run.clock.advance(1);
    await settle();
    expect(run.context.navigator.visited).toEqual([
      { url: '/loan/details?orderId=1174', replace: true },
    ]);
    expect(backs(run)).toEqual([]);
  });

  it('without returnTo goes back (closes the web view in the app)', async () => {
    const run = await opened({ bindCardNew: ok(boundAnswer()) }, fakeContext(), {
      orderId: '',
      returnTo: '',
    });
    await bound(run);
    expect(callsTo(run.context, 'bindCardNew')).toEqual([bindValues]);
    await run.clock.advance(RETURN_AFTER_MS);
    await settle();
    expect(backs(run)).toHaveLength(1);
    expect(run.context.navigator.visited).toEqual([]);
  });

  it.each([
    'https://evil.example.com/steal',
    '//evil.example.com/steal',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'loan/details',
  ])('refuses returnTo %p (not a path of this app) and goes back instead', async (returnTo) => {
    const run = await opened({ bindCardNew: ok(boundAnswer()) }, fakeContext(), {
      orderId: '1174',
      returnTo,
    });
    await bound(run);
    await run.clock.advance(RETURN_AFTER_MS);
    await settle();
    expect(run.context.navigator.visited).toEqual([]);
    expect(backs(run)).toHaveLength(1);
  });

  it('does not wait on endBankFlow', async () => {
    const context = fakeContext({ inApp: true });
    context.bridge.endBankFlow.mockReturnValue(new Promise(() => undefined));
    const run = await opened({ bindCardNew: ok(boundAnswer()) }, context);
    await bound(run);
    expect(toasts(run)).toEqual([{ messageId: 'bankCard.bound' }]);
    await run.clock.advance(RETURN_AFTER_MS);
    await settle();
    expect(context.navigator.visited).toHaveLength(1);
  });

  it('leaving the page before the return cancels it', async () => {
    const run = await opened({ bindCardNew: ok(boundAnswer()) });
    await bound(run);
    run.dispatch(actions.pageLeft());
    await run.clock.advance(RETURN_AFTER_MS * 2);
    await settle();
    expect(run.context.navigator.visited).toEqual([]);
    expect(backs(run)).toEqual([]);
  });

  // With a backend declared to honour keys (KEYED_BACKEND) a doubtful answer shows its own class text; with
  // the spec's backend it says the card may be bound (the backend would bind a second request).
  const MAY_BE_BOUND = { messageId: 'bankCard.bindDoubt' };
  it.each([
    [
      'the server message',
      refused('Esta tarjeta ya está vinculada', '3'),
      { text: 'Esta tarjeta ya está vinculada' },
      SPEC_BACKEND,
    ],
    ['the network text', network(), { text: 'Error de red, inténtelo de nuevo' }, KEYED_BACKEND],
    ['that it may be bound (no answer)', network(), MAY_BE_BOUND, SPEC_BACKEND],
    ['the fallback', refused(''), { messageId: 'bankCard.bindFailed' }, SPEC_BACKEND],
    [
      'the unexpected-answer text',
      ok({ bankName: 'no id' }),
      { text: 'Respuesta inesperada del servidor, inténtelo de nuevo' },
      KEYED_BACKEND,
    ],
    [
      'that it may be bound (unreadable answer)',
      ok({ bankName: 'no id' }),
      MAY_BE_BOUND,
      SPEC_BACKEND,
    ],
  ])(
    'a failure shows %s and keeps the form; the button re-arms',
    async (_n, bad, shown, backend) => {
      const run = await opened({ bindCardNew: [bad, ok(boundAnswer())] }, fakeContext({ backend }));
      await bound(run);
      expect(slice(run)).toMatchObject({
        status: 'succeeded',
        bound: false,
        binding: true,
        bindError: shown,
      });
      expect(run.context.bridge.endBankFlow).not.toHaveBeenCalled();
      expect(toasts(run)).toEqual([]);
      await run.clock.advance(SUBMIT_REARM_MS);
      await settle();
      expect(slice(run).binding).toBe(false);
      // The form is kept: the next tap sends again, and goes through.
      await bound(run);
      expect(callsTo(run.context, 'bindCardNew')).toHaveLength(2);
      expect(slice(run)).toMatchObject({ bound: true, bindError: null });
      await run.clock.advance(RETURN_AFTER_MS);
      await settle();
      expect(run.context.navigator.visited).toHaveLength(1);
    },
  );

  it('5 taps while the answer is slow send 1 request', async () => {
    let answer: (result: ApiResult<unknown>) => void = () => undefined;
    const slow = new Promise<ApiResult<unknown>>((resolve) => {
      answer = resolve;
    });
    const run = await opened({ bindCardNew: slow });
    for (let i = 0; i < 5; i += 1) {
      run.dispatch(actions.bindRequested(bindValues));
      await run.clock.advance(40);
    }
    answer(ok(boundAnswer()));
    await settle();
    expect(callsTo(run.context, 'bindCardNew')).toHaveLength(1);
    expect(toasts(run)).toHaveLength(1);
  });

  it('5 taps with a fast failure between them send 1 request', async () => {
    const run = await opened({ bindCardNew: refused('Banco no reconocido') });
    for (let i = 0; i < 5; i += 1) {
      run.dispatch(actions.bindRequested(bindValues));
      await settle();
      await run.clock.advance(40);
      await settle();
    }
    expect(callsTo(run.context, 'bindCardNew')).toHaveLength(1);
  });

  it('keeps the card number out of the store and of every action the saga puts', async () => {
    const run = await opened({ bindCardNew: ok(boundAnswer()) });
    await bound(run);
    await run.clock.advance(RETURN_AFTER_MS);
    await settle();
    expect(JSON.stringify(run.state())).not.toContain(VISA);
    expect(JSON.stringify(run.put)).not.toContain(VISA);
  });

  it('a thrown bind shows the failure and re-arms', async () => {
    const context = fakeContext();
    const run = await opened({}, context);
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await bound(run);
    expect(slice(run)).toMatchObject({
      binding: false,
      bindError: { messageId: 'bankCard.bindFailed' },
    });
    expect(quiet).toHaveBeenCalledWith('saga worker failed:', 'boom');
    quiet.mockRestore();
  });
});
