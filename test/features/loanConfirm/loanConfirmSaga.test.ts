import { CONFIRM_RELOAD_MS } from '../../../src/config/constants';
import {
  initialLoanConfirmState,
  loanConfirmActions as actions,
  loanConfirmReducer,
  type LoanConfirmState,
} from '../../../src/features/loanConfirm/loanConfirmSlice';
import { loanConfirmSaga } from '../../../src/features/loanConfirm/loanConfirmSaga';
import type { ConfirmOffer } from '../../../src/features/loanConfirm/types';
import { toastRequested } from '../../../src/ui/uiSlice';
import { fakeContext, failed, ok } from '../../support/fakeContext';
import { runWithContext } from '../../support/runWithContext';

const offer = (over: Partial<ConfirmOffer> = {}): ConfirmOffer => ({
  amount: 300000,
  periods: 7,
  termUnit: 1,
  isNeedPop: 0,
  details: [{ text: 'Monto', value: '$3.000.00' }],
  repay_plans: [
    { title: 'Cuota 1', description: 'Pago único', amount: 345000, pay_time: '2026-11-28' },
  ],
  loanRate: '0.5%',
  isNewContract: '/legal/contract?productId=1',
  couNum: 5000,
  ...over,
});

/** Runs the feature saga against a real reducer so `select` sees the state the actions make. */
function start(context = fakeContext()) {
  let state: { loanConfirm: LoanConfirmState } = { loanConfirm: initialLoanConfirmState };
  const run = runWithContext(loanConfirmSaga, [], context, () => state);
  const dispatch = run.dispatch;
  const origPush = run.put.push.bind(run.put);
  run.put.push = (...a) => {
    for (const x of a) state = { loanConfirm: loanConfirmReducer(state.loanConfirm, x) };
    return origPush(...a);
  };
  const feed = (action: Parameters<typeof dispatch>[0]) => {
    state = { loanConfirm: loanConfirmReducer(state.loanConfirm, action) };
    dispatch(action);
  };
  return { ...run, dispatch: feed, state: () => state.loanConfirm };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('loanConfirm load', () => {
  it('loads the offer with productId only and shows it', async () => {
    const run = start();
    run.context.api.post.mockResolvedValue(ok(offer()));
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await flush();
    expect(run.context.api.post).toHaveBeenCalledWith('loanDetailConfirm', { productId: '1' });
    expect(run.state().status).toBe('succeeded');
    expect(run.state().contractUrl).toBe('/legal/contract?productId=1');
  });

  it('a foreign contract link is not kept (the page links to the agreement page)', async () => {
    const run = start();
    run.context.api.post.mockResolvedValue(
      ok(offer({ isNewContract: 'https://evil.example.com/c' })),
    );
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await flush();
    expect(run.state().contractUrl).toBeNull();
  });

  it('a v3 failure shows nothing of the offer', async () => {
    const run = start();
    run.context.api.post.mockResolvedValue(failed('boom'));
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await flush();
    expect(run.state().status).toBe('failed');
    expect(run.state().offer).toBeNull();
  });

  it('isNeedPop 1: reloads with isType=1 after 5.5 s, not before', async () => {
    const run = start();
    run.context.api.post
      .mockResolvedValueOnce(ok(offer({ isNeedPop: 1, amountDec: 'Actualizando' })))
      .mockResolvedValueOnce(ok(offer({ isNeedPop: 0 })));
    run.dispatch(actions.pageOpened({ productId: '3' }));
    await flush();
    expect(run.state().popOpen).toBe(true);
    expect(CONFIRM_RELOAD_MS).toBe(5500);
    await run.clock.advance(5499);
    await flush();
    expect(run.context.api.post).toHaveBeenCalledTimes(1);
    await run.clock.advance(1);
    await flush();
    expect(run.context.api.post).toHaveBeenCalledTimes(2);
    expect(run.context.api.post).toHaveBeenLastCalledWith('loanDetailConfirm', {
      productId: '3',
      isType: 1,
    });
    expect(run.state().popOpen).toBe(false);
  });

  it('leaving the page cancels the reload', async () => {
    const run = start();
    run.context.api.post.mockResolvedValue(ok(offer({ isNeedPop: 1 })));
    run.dispatch(actions.pageOpened({ productId: '3' }));
    await flush();
    await run.clock.advance(2000);
    run.dispatch(actions.pageLeft());
    await run.clock.advance(10_000);
    await flush();
    expect(run.context.api.post).toHaveBeenCalledTimes(1);
  });
});

describe('loanConfirm submit', () => {
  async function loaded(context = fakeContext()) {
    const run = start(context);
    run.context.api.post.mockResolvedValueOnce(ok(offer()));
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await flush();
    run.context.api.post.mockClear();
    return run;
  }

  it('one push per burst of taps', async () => {
    const run = await loaded();
    let resolve: (v: unknown) => void = () => undefined;
    run.context.api.post.mockReturnValue(new Promise((r) => (resolve = r)));
    run.dispatch(actions.submitRequested());
    run.dispatch(actions.submitRequested());
    run.dispatch(actions.submitRequested());
    expect(run.state().submitting).toBe(true);
    resolve(failed('no'));
    await flush();
    expect(run.context.api.post).toHaveBeenCalledTimes(1);
    expect(run.context.api.post).toHaveBeenCalledWith('loanDetailPush', {
      amount: '300000',
      periods: '7',
      termUnit: '1',
      productId: '1',
    });
    expect(run.state().submitting).toBe(false);
    // non-success: nothing shown, no navigation
    expect(run.types()).not.toContain(toastRequested.type);
    expect(run.context.navigator.visited).toEqual([]);
  });

  it('success: tracks and replaces the page with lendDetailsUrl + from=confirm', async () => {
    const run = await loaded();
    run.context.api.post.mockResolvedValue(
      ok({ lendDetailsUrl: '/loan/details?productId=1&orderId=1001' }),
    );
    run.dispatch(actions.submitRequested());
    await flush();
    expect(run.context.bridge.track).toHaveBeenCalledWith('confirm', { productId: '1' });
    expect(run.context.navigator.visited).toEqual([
      { url: '/loan/details?productId=1&orderId=1001&from=confirm', replace: true },
    ]);
  });

  it('a foreign lendDetailsUrl is refused: no navigation and an error toast', async () => {
    const run = await loaded();
    run.context.api.post.mockResolvedValue(ok({ lendDetailsUrl: 'https://evil.example.com/x' }));
    run.dispatch(actions.submitRequested());
    await flush();
    expect(run.context.navigator.visited).toEqual([]);
    expect(run.put).toContainEqual(toastRequested({ messageId: 'loanConfirm.navigationRefused' }));
  });

  it('does nothing while the agreement is unchecked', async () => {
    const run = await loaded();
    run.dispatch(actions.agreementToggled(false));
    run.dispatch(actions.submitRequested());
    await flush();
    expect(run.context.api.post).not.toHaveBeenCalled();
  });
});
