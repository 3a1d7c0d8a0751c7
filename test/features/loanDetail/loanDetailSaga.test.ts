import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../../src/app/rootReducer';
import { parseLoanDetail } from '../../../src/features/loanDetail/loanDetailApi';
import {
  loanDetailSaga,
  loadLoanDetail,
  submitRating,
} from '../../../src/features/loanDetail/loanDetailSaga';
import {
  initialLoanDetailState,
  loanDetailActions as actions,
} from '../../../src/features/loanDetail/loanDetailSlice';
import { failed, fakeContext, ok } from '../../support/fakeContext';
import { order } from './fixtures';

const base = rootReducer(undefined, { type: '@@init' });
const query = { productId: '7', orderId: '1174' };
const withRating = (stars: number) => ({
  ...base,
  loanDetail: {
    ...initialLoanDetailState,
    query,
    rating: { step: 'choosing' as const, stars, error: null, submitting: true },
  },
});

describe('loan detail saga', () => {
  it('loads loan-details with productId and orderId and opens the rating when isScore is "1"', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(order(174, { isScore: '1', isDelay: '1' })));
    const { storeState } = await expectSaga(loadLoanDetail)
      .withReducer(rootReducer, { ...base, loanDetail: { ...initialLoanDetailState, query } })
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .run();
    expect(context.api.post).toHaveBeenCalledWith('loanDetails', query);
    expect(storeState.loanDetail.status).toBe('succeeded');
    expect(storeState.loanDetail.info?.orderStatus).toBe(174);
    expect(storeState.loanDetail.rating.step).toBe('choosing');
  });

  it('does not open the rating when isScore is 0', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(order(200)));
    const { storeState } = await expectSaga(loadLoanDetail)
      .withReducer(rootReducer, { ...base, loanDetail: { ...initialLoanDetailState, query } })
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .run();
    expect(storeState.loanDetail.rating.step).toBe('closed');
  });

  it('a v3 failure shows nothing of the order', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(failed('no', '5'));
    const { storeState } = await expectSaga(loadLoanDetail)
      .withReducer(rootReducer, { ...base, loanDetail: { ...initialLoanDetailState, query } })
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .put(actions.loadFailed({ code: '5', message: 'no' }))
      .run();
    expect(storeState.loanDetail.info).toBeNull();
  });

  it('pageOpened resets any previous order and reloads; refresh reloads again', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(order(21)));
    const stale = {
      ...base,
      loanDetail: { ...initialLoanDetailState, info: parseLoanDetail(order(200)) },
    };
    const { storeState } = await expectSaga(loanDetailSaga)
      .withReducer(rootReducer, stale)
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .dispatch(actions.pageOpened({ productId: '7', orderId: '1001' }))
      .delay(0)
      .dispatch(actions.refreshRequested())
      .silentRun(50);
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(context.api.post).toHaveBeenCalledWith('loanDetails', {
      productId: '7',
      orderId: '1001',
    });
    expect(storeState.loanDetail.info?.orderStatus).toBe(21);
  });

  it('rating with no star shows the message and sends nothing', async () => {
    const context = fakeContext();
    const { storeState } = await expectSaga(submitRating)
      .withReducer(rootReducer, withRating(0))
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .put(actions.ratingRejected())
      .run();
    expect(context.api.post).not.toHaveBeenCalled();
    expect(context.bridge.rateApp).not.toHaveBeenCalled();
    expect(storeState.loanDetail.rating.error).toBe('noStars');
  });

  it.each([1, 2, 3])('%i stars sends google-score and thanks', async (stars) => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(null));
    const { storeState } = await expectSaga(submitRating)
      .withReducer(rootReducer, withRating(stars))
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .put(actions.ratingThanked())
      .run();
    expect(context.api.post).toHaveBeenCalledWith('googleScore', { score: stars });
    expect(context.bridge.rateApp).not.toHaveBeenCalled();
    expect(storeState.loanDetail.rating.step).toBe('thanks');
  });

  it.each([4, 5])(
    '%i stars sends google-score and asks the bridge for the rate prompt',
    async (stars) => {
      const context = fakeContext();
      context.api.post.mockResolvedValue(ok(null));
      const { storeState } = await expectSaga(submitRating)
        .withReducer(rootReducer, withRating(stars))
        .provide({ getContext: (key) => context[key as keyof typeof context] })
        .run();
      expect(context.api.post).toHaveBeenCalledWith('googleScore', { score: stars });
      expect(context.bridge.rateApp).toHaveBeenCalledTimes(1);
      expect(storeState.loanDetail.rating.step).toBe('closed');
    },
  );

  it('one google-score per burst of submits (takeLeading)', async () => {
    const context = fakeContext();
    let resolve: (v: unknown) => void = () => undefined;
    context.api.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    await expectSaga(loanDetailSaga)
      .withReducer(rootReducer, withRating(2))
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .dispatch(actions.ratingSubmitted())
      .dispatch(actions.ratingSubmitted())
      .dispatch(actions.ratingSubmitted())
      .silentRun(30);
    resolve(ok(null));
    expect(context.api.post).toHaveBeenCalledTimes(1);
  });

  it('borrow again calls the bridge product page with the productId', async () => {
    const context = fakeContext();
    await expectSaga(loanDetailSaga)
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .dispatch(actions.borrowAgainTapped({ productId: '7' }))
      .silentRun(20);
    expect(context.bridge.goProductPage).toHaveBeenCalledWith({ productId: '7' });
  });
});
