import {
  loanDetailSaga,
  loadLoanDetail,
  submitRating,
} from '../../../src/features/loanDetail/loanDetailSaga';
import { loanDetailSchema } from '../../../src/features/loanDetail/loanDetailSchema';
import {
  initialLoanDetailState,
  loanDetailActions as actions,
} from '../../../src/features/loanDetail/loanDetailSlice';
import { WORKER_FAILED } from '../../../src/platform/api/failureText';
import { initialUiState } from '../../../src/shell/uiSlice';
import { failed, fakeContext, ok, through } from '../../support/fakeContext';
import { expectSagaWith, initialState, sagaHarness, settle } from '../../support/sagaHarness';
import { answer, order } from './fixtures';

const base = initialState();
const query = { productId: '7', orderId: '1174' };
const withQuery = { ...base, loanDetail: { ...initialLoanDetailState, query } };
const withRating = (stars: number, inApp = false) => ({
  ...base,
  ui: { ...initialUiState, inApp },
  loanDetail: {
    ...initialLoanDetailState,
    query,
    rating: { step: 'choosing' as const, stars, error: null, submitting: true },
  },
});

describe('loan detail saga', () => {
  it('loads loan-details with productId and orderId (through its schema) and opens the rating when isScore is "1"', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(174, { isScore: '1', isDelay: '1' })));
    const { storeState } = await expectSagaWith(loadLoanDetail, {
      context,
      state: withQuery,
    }).run();
    expect(context.api.post).toHaveBeenCalledWith('loanDetails', loanDetailSchema, query);
    expect(storeState.loanDetail.status).toBe('succeeded');
    expect(storeState.loanDetail.info?.orderStatus).toBe(174);
    expect(storeState.loanDetail.rating.step).toBe('choosing');
  });

  it('does not open the rating when isScore is 0', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(200)));
    const { storeState } = await expectSagaWith(loadLoanDetail, {
      context,
      state: withQuery,
    }).run();
    expect(storeState.loanDetail.rating.step).toBe('closed');
  });

  it('a v3 failure shows nothing of the order', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(failed('no', '5'));
    const { storeState } = await expectSagaWith(loadLoanDetail, { context, state: withQuery })
      .put(actions.loadFailed({ text: 'no' }))
      .run();
    expect(storeState.loanDetail.info).toBeNull();
  });

  it('an answer whose isScore is not 0 or 1 is refused: a load failure, no rating decided on doubt', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(174, { isScore: 'maybe' })));
    const { storeState } = await expectSagaWith(loadLoanDetail, {
      context,
      state: withQuery,
    }).run();
    expect(storeState.loanDetail.status).toBe('failed');
    // The client's 'unexpected answer' text (the page shows its own, v3: nothing of the order).
    expect(storeState.loanDetail.error).toEqual({
      text: 'Respuesta inesperada del servidor, inténtelo de nuevo',
    });
    expect(storeState.loanDetail.rating.step).toBe('closed');
  });

  it('a thrown worker is a load failure (the page shows Retry, not a skeleton)', async () => {
    const context = fakeContext();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const run = sagaHarness(loanDetailSaga, { context, state: base });
    run.dispatch(actions.pageOpened(query));
    await settle();
    expect(run.put).toContainEqual(actions.loadFailed(WORKER_FAILED));
    expect(run.state().loanDetail.status).toBe('failed');
    error.mockRestore();
  });

  it('pageOpened resets any previous order and reloads; refresh reloads again', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(21)));
    const previous = await through(loanDetailSchema, ok(order(200)));
    const stale = { ...base, loanDetail: { ...initialLoanDetailState, info: previous.data } };
    const run = sagaHarness(loanDetailSaga, { context, state: stale });
    run.dispatch(actions.pageOpened({ productId: '7', orderId: '1001' }));
    expect(run.state().loanDetail.info).toBeNull();
    await settle();
    expect(run.state().loanDetail.info?.orderStatus).toBe(21);
    run.dispatch(actions.refreshRequested());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(context.api.post).toHaveBeenCalledWith('loanDetails', expect.anything(), {
      productId: '7',
      orderId: '1001',
    });
    expect(run.types()).toEqual([actions.loadSucceeded.type, actions.refreshSucceeded.type]);
    expect(run.state().loanDetail.info?.orderStatus).toBe(21);
  });

  it('rating with no star shows the message and sends nothing', async () => {
    const context = fakeContext();
    const { storeState } = await expectSagaWith(submitRating, { context, state: withRating(0) })
      .put(actions.ratingRejected())
      .run();
    expect(context.api.post).not.toHaveBeenCalled();
    expect(context.bridge.rateApp).not.toHaveBeenCalled();
    expect(storeState.loanDetail.rating.error).toBe('noStars');
  });

  it.each([1, 2, 3])('%i stars sends google-score and thanks', async (stars) => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(null));
    const { storeState } = await expectSagaWith(submitRating, { context, state: withRating(stars) })
      .put(actions.ratingThanked())
      .run();
    expect(context.api.post).toHaveBeenCalledWith('googleScore', expect.anything(), {
      score: stars,
    });
    expect(context.bridge.rateApp).not.toHaveBeenCalled();
    expect(storeState.loanDetail.rating.step).toBe('thanks');
  });

  it.each([4, 5])(
    'in the app, %i stars sends google-score and asks the bridge for the rate prompt',
    async (stars) => {
      const context = fakeContext({ inApp: true });
      context.api.post.mockImplementation(answer(null));
      const { storeState } = await expectSagaWith(submitRating, {
        context,
        state: withRating(stars, true),
      }).run();
      expect(context.api.post).toHaveBeenCalledWith('googleScore', expect.anything(), {
        score: stars,
      });
      expect(context.bridge.rateApp).toHaveBeenCalledTimes(1);
      expect(storeState.loanDetail.rating.step).toBe('closed');
    },
  );

  it.each([4, 5])(
    'outside the app, %i stars sends google-score and never calls the bridge (its fallback would leave the page)',
    async (stars) => {
      const context = fakeContext({ inApp: false });
      context.api.post.mockImplementation(answer(null));
      const { storeState } = await expectSagaWith(submitRating, {
        context,
        state: withRating(stars, false),
      }).run();
      expect(context.api.post).toHaveBeenCalledWith('googleScore', expect.anything(), {
        score: stars,
      });
      expect(context.bridge.rateApp).not.toHaveBeenCalled();
      expect(storeState.loanDetail.rating.step).toBe('closed');
    },
  );

  it('a thrown rating worker re-enables the Submit', async () => {
    const context = fakeContext();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const run = sagaHarness(loanDetailSaga, { context, state: withRating(2) });
    run.dispatch(actions.ratingSubmitted());
    await settle();
    expect(run.put).toContainEqual(actions.ratingFailed());
    expect(run.state().loanDetail.rating).toMatchObject({ step: 'choosing', submitting: false });
    error.mockRestore();
  });

  it('one google-score per burst of submits (takeLeading)', async () => {
    const context = fakeContext();
    let resolve: (v: unknown) => void = () => undefined;
    context.api.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    const run = sagaHarness(loanDetailSaga, { context, state: withRating(2) });
    run.dispatch(actions.ratingSubmitted());
    run.dispatch(actions.ratingSubmitted());
    run.dispatch(actions.ratingSubmitted());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(1);
    expect(run.state().loanDetail.rating.submitting).toBe(true);
    resolve(ok(null));
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(1);
    expect(run.types()).toEqual([actions.ratingThanked.type]);
  });

  it('borrow again calls the bridge product page with the productId', async () => {
    const context = fakeContext();
    const run = sagaHarness(loanDetailSaga, { context });
    run.dispatch(actions.borrowAgainTapped({ productId: '7' }));
    await settle();
    expect(context.bridge.goProductPage).toHaveBeenCalledWith({ productId: '7' });
  });
});
