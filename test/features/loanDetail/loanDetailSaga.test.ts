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
import { WORKER_FAILED } from '../../../src/platform/api/requestError';
import { BAD_RESPONSE } from '../../../src/platform/api/schema';
import { initialUiState } from '../../../src/shell/uiSlice';
import { failed, fakeContext, ok, through } from '../../support/fakeContext';
import { expectSagaWith, initialState } from '../../support/sagaHarness';
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
      .put(actions.loadFailed({ code: '5', message: 'no' }))
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
    expect(storeState.loanDetail.error?.code).toBe(BAD_RESPONSE);
    expect(storeState.loanDetail.rating.step).toBe('closed');
  });

  it('a thrown worker is a load failure (the page shows Retry, not a skeleton)', async () => {
    const context = fakeContext();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const { storeState } = await expectSagaWith(loanDetailSaga, { context, state: base })
      .dispatch(actions.pageOpened(query))
      .put(actions.loadFailed(WORKER_FAILED))
      .silentRun(30);
    expect(storeState.loanDetail.status).toBe('failed');
    error.mockRestore();
  });

  it('pageOpened resets any previous order and reloads; refresh reloads again', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answer(order(21)));
    const previous = await through(loanDetailSchema, ok(order(200)));
    const stale = { ...base, loanDetail: { ...initialLoanDetailState, info: previous.data } };
    const { storeState } = await expectSagaWith(loanDetailSaga, { context, state: stale })
      .dispatch(actions.pageOpened({ productId: '7', orderId: '1001' }))
      .delay(0)
      .dispatch(actions.refreshRequested())
      .silentRun(50);
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(context.api.post).toHaveBeenCalledWith('loanDetails', expect.anything(), {
      productId: '7',
      orderId: '1001',
    });
    expect(storeState.loanDetail.info?.orderStatus).toBe(21);
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
    const { storeState } = await expectSagaWith(loanDetailSaga, { context, state: withRating(2) })
      .dispatch(actions.ratingSubmitted())
      .put(actions.ratingFailed())
      .silentRun(30);
    expect(storeState.loanDetail.rating).toMatchObject({ step: 'choosing', submitting: false });
    error.mockRestore();
  });

  it('one google-score per burst of submits (takeLeading)', async () => {
    const context = fakeContext();
    let resolve: (v: unknown) => void = () => undefined;
    context.api.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    await expectSagaWith(loanDetailSaga, { context, state: withRating(2) })
      .dispatch(actions.ratingSubmitted())
      .dispatch(actions.ratingSubmitted())
      .dispatch(actions.ratingSubmitted())
      .silentRun(30);
    resolve(ok(null));
    expect(context.api.post).toHaveBeenCalledTimes(1);
  });

  it('borrow again calls the bridge product page with the productId', async () => {
    const context = fakeContext();
    await expectSagaWith(loanDetailSaga, { context })
      .dispatch(actions.borrowAgainTapped({ productId: '7' }))
      .silentRun(20);
    expect(context.bridge.goProductPage).toHaveBeenCalledWith({ productId: '7' });
  });
});
