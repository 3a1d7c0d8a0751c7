import { act, screen, waitFor } from '@testing-library/react';
import { all, call } from 'typed-redux-saga';
import LoanDetailPage from '../../../src/features/loanDetail/components/LoanDetailPage';
import { loanDetailSaga } from '../../../src/features/loanDetail/loanDetailSaga';
import {
  loanDetailActions as actions,
  loanDetailBackLayers,
  initialLoanDetailState,
} from '../../../src/features/loanDetail/loanDetailSlice';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { uiSaga } from '../../../src/shell/uiSaga';
import { backRequested, initialUiState } from '../../../src/shell/uiSlice';
import { failed, fakeContext, type FakeContext } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { settle, initialState, sagaHarness, stateWith } from '../../support/sagaHarness';
import { answer, order } from './fixtures';
import { open } from './renderPage';

const query = { productId: '7', orderId: '1174' };
const resume = () => bridgeEventReceived('resume');
const back = () => bridgeEventReceived('back');
const never = () => new Promise<never>(() => undefined);
const detailCalls = (context: FakeContext) =>
  context.api.post.mock.calls.filter(([endpoint]) => endpoint === 'loanDetails');

/** The loan details page opened and loaded (status 174) on the saga harness, with the ui's sagas. */
async function opened(context = fakeContext(), data = order(174)) {
  context.api.post.mockImplementation(answer(data));
  const run = sagaHarness(
    function* page() {
      yield* all([call(uiSaga), call(loanDetailSaga)]);
    },
    { context },
  );
  run.dispatch(actions.pageOpened(query));
  await settle();
  return run;
}

describe('resume: the open loan details page reloads its order', () => {
  it('asks loan-details again and shows the new answer, the old one kept meanwhile', async () => {
    const run = await opened();
    let reply: (value: unknown) => void = () => undefined;
    run.context.api.post.mockImplementation(() => new Promise((r) => (reply = r)));
    run.dispatch(resume());
    await settle();
    expect(detailCalls(run.context)).toHaveLength(2);
    expect(detailCalls(run.context)[1][2]).toEqual(query);
    expect(run.state().loanDetail).toMatchObject({ status: 'succeeded' });
    expect(run.state().loanDetail.info?.orderStatus).toBe(174);
    reply(answer(order(200))('loanDetails', detailCalls(run.context)[1][1]));
    await settle();
    expect(run.state().loanDetail.info?.orderStatus).toBe(200);
    expect(run.clock.now()).toBe(0);
    run.task.cancel();
  });

  it('does not bring back the rating the user closed on this visit', async () => {
    const run = await opened(fakeContext(), order(174, { isScore: 1 }));
    run.dispatch(actions.ratingClosed());
    run.dispatch(resume());
    await settle();
    expect(run.types()).toContain(actions.refreshSucceeded.type);
    expect(run.state().loanDetail.rating.step).toBe('closed');
    run.task.cancel();
  });

  it('opens the rating when the refreshed order newly asks for it', async () => {
    const run = await opened(fakeContext(), order(174, { isScore: 0 }));
    run.context.api.post.mockImplementation(answer(order(200, { isScore: 1 })));
    run.dispatch(resume());
    await settle();
    expect(run.state().loanDetail.rating.step).toBe('choosing');
    run.task.cancel();
  });

  it('a failed page loads again as its Retry does', async () => {
    const context = fakeContext();
    const run = await opened(context);
    context.api.post.mockResolvedValueOnce(failed('no', '5'));
    run.dispatch(actions.refreshRequested());
    await settle();
    expect(run.state().loanDetail.status).toBe('failed');
    context.api.post.mockImplementation(answer(order(21)));
    run.dispatch(resume());
    expect(run.types()).toContain(actions.retryRequested.type);
    await settle();
    expect(run.state().loanDetail).toMatchObject({ status: 'succeeded', error: null });
    expect(run.state().loanDetail.info?.orderStatus).toBe(21);
    run.task.cancel();
  });

  it('during its load, after it: the load may have been asked before the native screen changed the order', async () => {
    const context = fakeContext();
    let reply: (value: unknown) => void = () => undefined;
    context.api.post.mockImplementation(() => new Promise((r) => (reply = r)));
    const run = sagaHarness(loanDetailSaga, { context });
    run.dispatch(actions.pageOpened(query));
    run.dispatch(resume());
    await settle();
    expect(detailCalls(context)).toHaveLength(1);
    context.api.post.mockImplementation(answer(order(200)));
    reply(answer(order(174))('loanDetails', detailCalls(context)[0][1]));
    await settle();
    expect(detailCalls(context)).toHaveLength(2);
    expect(run.state().loanDetail.info?.orderStatus).toBe(200);
    run.task.cancel();
  });

  it('a resume during a load that never ends waits, and leaving ends the wait', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(never);
    const run = sagaHarness(loanDetailSaga, { context });
    run.dispatch(actions.pageOpened(query));
    run.dispatch(resume());
    await settle();
    run.dispatch(actions.pageLeft());
    await settle();
    expect(detailCalls(context)).toHaveLength(1);
    run.task.cancel();
  });

  it('nothing while a rating is being sent', async () => {
    const run = await opened(fakeContext(), order(200, { isScore: 1 }));
    run.context.api.post.mockImplementation(never);
    run.dispatch(actions.starsChosen(2));
    run.dispatch(actions.ratingSubmitted());
    run.dispatch(resume());
    await settle();
    expect(detailCalls(run.context)).toHaveLength(1);
    run.task.cancel();
  });

  it('nothing when the page is not open: never opened, or left', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(174)));
    const run = sagaHarness(loanDetailSaga, { context });
    run.dispatch(resume());
    await settle();
    expect(context.api.post).not.toHaveBeenCalled();
    run.dispatch(actions.pageOpened(query));
    await settle();
    run.dispatch(actions.pageLeft());
    run.dispatch(resume());
    run.dispatch(bridgeEventReceived('bankFlowEnded'));
    await settle();
    expect(detailCalls(context)).toHaveLength(1);
    expect(run.state().loanDetail).toEqual(initialLoanDetailState);
    run.task.cancel();
  });
});

describe('back: the rating, then the extension choice, then back', () => {
  it('closes one layer per press, the top one first', async () => {
    const run = await opened(fakeContext(), order(174, { isScore: 1, isDelay: '1' }));
    run.dispatch(actions.extensionTapped());
    expect(run.state().loanDetail).toMatchObject({ extensionOpen: true });
    expect(run.state().loanDetail.rating.step).toBe('choosing');
    run.dispatch(back());
    await settle();
    expect(run.state().loanDetail.rating.step).toBe('closed');
    expect(run.state().loanDetail.extensionOpen).toBe(true);
    run.dispatch(back());
    await settle();
    expect(run.state().loanDetail.extensionOpen).toBe(false);
    expect(run.context.bridge.closeWebView).not.toHaveBeenCalled();
    run.dispatch(back());
    await settle();
    expect(run.types().filter((t) => t === backRequested.type)).toHaveLength(1);
    expect(run.context.bridge.closeWebView).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it('the thanks modal closes as its Close does', () => {
    const loanDetail = {
      ...initialLoanDetailState,
      query,
      rating: { step: 'thanks' as const, stars: 2, error: null, submitting: false },
    };
    expect(loanDetailBackLayers.closeTop(stateWith({ loanDetail }))).toEqual(
      actions.ratingClosed(),
    );
  });

  it('a page that is not open closes nothing (its slice, or the slice itself, absent)', () => {
    const stale = { ...initialLoanDetailState, extensionOpen: true };
    expect(loanDetailBackLayers.closeTop(stateWith({ loanDetail: stale }))).toBeNull();
    expect(loanDetailBackLayers.closeTop({ ui: initialUiState })).toBeNull();
    expect(loanDetailBackLayers.closeTop(initialState())).toBeNull();
  });
});

describe('fire-and-forget: the app calls of the page wait for nothing', () => {
  it('Borrow again: a host that never answers does not hold the next tap', async () => {
    const context = fakeContext({ inApp: true });
    context.bridge.goProductPage.mockImplementation(never);
    const run = sagaHarness(loanDetailSaga, { context });
    run.dispatch(actions.borrowAgainTapped({ productId: '7' }));
    await settle();
    run.dispatch(actions.borrowAgainTapped({ productId: '7' }));
    await settle();
    expect(context.bridge.goProductPage).toHaveBeenCalledTimes(2);
    expect(context.bridge.goProductPage).toHaveBeenCalledWith({ productId: '7' });
    run.task.cancel();
  });

  it('the store rating: the rating is done at t=0 when the host never answers rateApp', async () => {
    const context = fakeContext({ inApp: true });
    context.bridge.rateApp.mockImplementation(never);
    context.api.post.mockImplementation(answer(null));
    const run = sagaHarness(loanDetailSaga, {
      context,
      state: stateWith({
        ui: { ...initialUiState, inApp: true },
        loanDetail: {
          ...initialLoanDetailState,
          query,
          status: 'succeeded',
          rating: { step: 'choosing', stars: 5, error: null, submitting: false },
        },
      }),
    });
    run.dispatch(actions.ratingSubmitted());
    await settle();
    expect(context.bridge.rateApp).toHaveBeenCalledTimes(1);
    expect(run.state().loanDetail.rating).toMatchObject({ step: 'closed', submitting: false });
    // The watcher is free again at once (takeLeading would ignore this while a call was awaited).
    run.dispatch(actions.ratingSubmitted());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(run.clock.now()).toBe(0);
    run.task.cancel();
  });
});

describe('the page and the events', () => {
  it('resume reloads the open page: a second request and the refreshed screen', async () => {
    const { context, store } = await open(order(174));
    context.api.post.mockImplementation(answer(order(200)));
    act(() => {
      store.dispatch(resume());
    });
    expect(await screen.findByRole('heading', { name: 'Estado 200' })).toBeInTheDocument();
    expect(detailCalls(context)).toHaveLength(2);
  });

  it('back closes the rating modal the way its Later button does', async () => {
    const { store } = await open(order(200, { isScore: 1 }));
    expect(screen.getByRole('dialog', { name: 'Califique nuestro servicio' })).toBeInTheDocument();
    act(() => {
      store.dispatch(back());
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Califique nuestro servicio' })).toBeNull(),
    );
    expect(store.getState().loanDetail.rating.step).toBe('closed');
  });

  it('leaving the page drops the order: a later resume loads nothing', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(174)));
    const { unmount, store } = renderWithProviders(<LoanDetailPage />, {
      context,
      route: '/loan/details?productId=7&orderId=9',
    });
    await screen.findByRole('heading', { name: 'Estado 174' });
    unmount();
    expect(store.getState().loanDetail).toEqual(initialLoanDetailState);
    store.dispatch(resume());
    await settle();
    expect(detailCalls(context)).toHaveLength(1);
  });
});
