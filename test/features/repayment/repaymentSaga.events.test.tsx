import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { all, call } from 'typed-redux-saga';
import ExtensionPage from '../../../src/features/repayment/components/ExtensionPage';
import RepaymentPage from '../../../src/features/repayment/components/RepaymentPage';
import { repaymentSaga } from '../../../src/features/repayment/repaymentSaga';
import {
  repaymentActions as actions,
  initialRepaymentState,
  repaymentBackLayers,
  repaymentReducer,
  selectBarcode,
} from '../../../src/features/repayment/repaymentSlice';
import type { RepaymentChannel } from '../../../src/features/repayment/repaymentSchema';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { encode } from '../../../src/qa/tape/encode';
import { uiSaga } from '../../../src/shell/uiSaga';
import { backRequested } from '../../../src/shell/uiSlice';
import { failed, fakeContext, type FakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { settle, sagaHarness, stateWith } from '../../support/sagaHarness';
import { answering, checkedInstalment, extension, instalment } from './fixtures';

const query = { productId: '1', orderId: '1174' };
const resume = () => bridgeEventReceived('resume');
const back = () => bridgeEventReceived('back');
const never = () => new Promise<never>(() => undefined);
const callsTo = (context: FakeContext, endpoint: string) =>
  context.api.post.mock.calls.filter(([e]) => e === endpoint);
const oxxo = (): RepaymentChannel => checkedInstalment().repayList[0].list[0];

async function opened(kind: 'instalment' | 'extension', context = fakeContext()) {
  context.api.post.mockImplementation(
    answering(kind === 'instalment' ? instalment() : extension()),
  );
  const run = sagaHarness(
    function* page() {
      yield* all([call(uiSaga), call(repaymentSaga)]);
    },
    { context },
  );
  run.dispatch(actions.pageOpened({ kind, ...query }));
  await settle();
  return run;
}

describe('resume: the open repayment page reloads its order', () => {
  it.each([
    ['instalment', 'loanPlayDetail'],
    ['extension', 'loanPlayDelayDetail'],
  ] as const)('%s: asks %s again, what it shows kept until the answer', async (kind, endpoint) => {
    const run = await opened(kind);
    run.context.api.post.mockImplementation(never);
    run.dispatch(resume());
    await settle();
    expect(callsTo(run.context, endpoint)).toHaveLength(2);
    expect(callsTo(run.context, endpoint)[1][2]).toEqual(query);
    expect(run.state().repayment.status).toBe('succeeded');
    run.task.cancel();
  });

  it('the new answer replaces the shown one', async () => {
    const run = await opened('instalment');
    run.context.api.post.mockImplementation(answering(instalment({ repayAmount: 99_00 })));
    run.dispatch(resume());
    await settle();
    expect(run.state().repayment.instalment?.repayAmount).toBe('9900');
    run.task.cancel();
  });

  it('a failed page loads again as its Retry does', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(failed('no'));
    const run = sagaHarness(repaymentSaga, { context });
    run.dispatch(actions.pageOpened({ kind: 'instalment', ...query }));
    await settle();
    expect(run.state().repayment.status).toBe('failed');
    context.api.post.mockImplementation(answering(instalment()));
    run.dispatch(resume());
    expect(run.state().repayment.status).toBe('loading');
    await settle();
    expect(run.state().repayment.status).toBe('succeeded');
    run.task.cancel();
  });

  it('nothing while its load is under way, when no page is open, or after it was left', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(never);
    const run = sagaHarness(repaymentSaga, { context });
    run.dispatch(resume());
    run.dispatch(actions.pageOpened({ kind: 'extension', ...query }));
    run.dispatch(resume());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(1);
    run.dispatch(actions.pageLeft());
    run.dispatch(resume());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(1);
    expect(run.state().repayment).toEqual(initialRepaymentState);
    run.task.cancel();
  });

  it('bankFlowEnded means nothing here', async () => {
    const run = await opened('instalment');
    run.dispatch(bridgeEventReceived('bankFlowEnded'));
    await settle();
    expect(run.context.api.post).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });
});

describe('the barcode modal in the store', () => {
  it('opens with a channel, closes, and is gone when the list is not shown', () => {
    let state = repaymentReducer(undefined, actions.pageOpened({ kind: 'instalment', ...query }));
    state = repaymentReducer(state, actions.instalmentLoaded(checkedInstalment()));
    state = repaymentReducer(state, actions.barcodeOpened(oxxo()));
    expect(selectBarcode({ repayment: state })).toEqual(oxxo());
    expect(repaymentReducer(state, actions.barcodeClosed())).not.toHaveProperty('barcode');
    expect(repaymentReducer(state, actions.retryRequested())).not.toHaveProperty('barcode');
    expect(repaymentReducer(state, actions.loadFailed({ text: 'x' }))).not.toHaveProperty(
      'barcode',
    );
    expect(repaymentReducer(state, actions.refreshRequested()).barcode).toEqual(oxxo());
    expect(repaymentReducer(state, actions.pageLeft())).toEqual(initialRepaymentState);
  });

  it('is absent while closed, so states recorded before it existed still compare equal', () => {
    let state = repaymentReducer(undefined, actions.pageOpened({ kind: 'instalment', ...query }));
    state = repaymentReducer(state, actions.instalmentLoaded(checkedInstalment()));
    const before = encode(state);
    state = repaymentReducer(state, actions.barcodeOpened(oxxo()));
    state = repaymentReducer(state, actions.barcodeClosed());
    expect(encode(state)).toEqual(before);
    expect(Object.keys(initialRepaymentState)).not.toContain('barcode');
  });

  it('back closes the barcode, then goes back', async () => {
    const run = await opened('instalment');
    run.dispatch(actions.barcodeOpened(oxxo()));
    const before = run.put.length;
    run.dispatch(back());
    await settle();
    expect(run.put.slice(before)).toEqual([actions.barcodeClosed()]);
    expect(selectBarcode(run.state())).toBeNull();
    run.dispatch(back());
    await settle();
    expect(run.types()).toContain(backRequested.type);
    expect(run.context.bridge.closeWebView).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it('a page that is not open closes nothing', () => {
    const stale = { ...initialRepaymentState, barcode: oxxo() };
    expect(repaymentBackLayers.closeTop(stateWith({ repayment: stale }))).toBeNull();
    expect(repaymentBackLayers.closeTop({})).toBeNull();
  });
});

describe('the pages and the events', () => {
  it('instalment: resume asks again and shows the refreshed amount', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answering(instalment()));
    const { store } = renderWithProviders(<RepaymentPage />, {
      context,
      route: '/repayment?productId=1&orderId=1174',
    });
    expect(await screen.findByTestId('rp-amount')).toHaveTextContent('$3,510.00');
    context.api.post.mockImplementation(answering(instalment({ repayAmount: 120_000 })));
    act(() => {
      store.dispatch(resume());
    });
    await waitFor(() => expect(screen.getByTestId('rp-amount')).toHaveTextContent('$1,200.00'));
    expect(callsTo(context, 'loanPlayDetail')).toHaveLength(2);
  });

  it("back closes the barcode as its Close does; leaving the page drops the page's state", async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answering(extension()));
    const { store, unmount } = renderWithProviders(<ExtensionPage />, {
      context,
      route: '/repayment/extension?productId=1&orderId=1174',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver código de barras' }));
    const dialog = screen.getByRole('dialog', { name: 'Código de barras' });
    expect(within(dialog).getByText('93011174035100')).toBeInTheDocument();
    act(() => {
      store.dispatch(back());
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(context.bridge.closeWebView).not.toHaveBeenCalled();
    unmount();
    expect(store.getState().repayment).toEqual(initialRepaymentState);
  });
});
