import { loanDetailSchema } from '../../../src/features/loanDetail/loanDetailSchema';
import {
  initialLoanDetailState,
  loanDetailActions as actions,
  loanDetailBackLayers,
  loanDetailReducer as reducer,
  type LoanDetailState,
} from '../../../src/features/loanDetail/loanDetailSlice';
import type { LoanDetailInfo } from '../../../src/features/loanDetail/types';
import { ok, through } from '../../support/fakeContext';
import { order } from './fixtures';

const query = { productId: '7', orderId: '1174' };
const checked = async (status: number, extra: Record<string, unknown> = {}) =>
  (await through(loanDetailSchema, ok(order(status, extra)))).data as LoanDetailInfo;

let scored: LoanDetailInfo;
let plain: LoanDetailInfo;
beforeAll(async () => {
  scored = await checked(174, { isScore: 1 });
  plain = await checked(200);
});

const choosing = { step: 'choosing' as const, stars: 0, error: null, submitting: false };
const opened = () => reducer(undefined, actions.pageOpened(query));
const loaded = (info: LoanDetailInfo) => reducer(opened(), actions.loadSucceeded(info));
const withRating = (rating: Partial<LoanDetailState['rating']>) => ({
  ...loaded(plain),
  rating: { ...choosing, ...rating },
});

describe('loanDetail slice: the load', () => {
  it('pageOpened keeps the query and loads', () => {
    expect(opened()).toEqual({ ...initialLoanDetailState, query, status: 'loading' });
  });

  it('pageOpened is a fresh start: nothing of a previous order, rating or extension choice is kept', () => {
    const previous = { ...withRating({ stars: 4 }), extensionOpen: true };
    expect(reducer(previous, actions.pageOpened({ productId: '8', orderId: '9' }))).toEqual({
      ...initialLoanDetailState,
      query: { productId: '8', orderId: '9' },
      status: 'loading',
    });
  });

  it('loadSucceeded keeps the order; isScore 1 opens the rating', () => {
    expect(loaded(scored)).toEqual({
      ...opened(),
      status: 'succeeded',
      info: scored,
      rating: choosing,
    });
  });

  it('loadSucceeded with isScore 0 leaves the rating closed', () => {
    expect(loaded(plain)).toEqual({ ...opened(), status: 'succeeded', info: plain });
  });

  it('loadFailed keeps why and drops the order (v3 pages show nothing of it)', () => {
    const state = reducer(loaded(plain), actions.loadFailed({ text: 'no' }));
    expect(state).toEqual({ ...opened(), status: 'failed', error: { text: 'no' }, info: null });
  });

  it('retryRequested loads again with the error cleared', () => {
    const failed = reducer(opened(), actions.loadFailed({ text: 'no' }));
    expect(reducer(failed, actions.retryRequested())).toEqual(opened());
  });

  it('refreshRequested clears the error and keeps the order on screen', () => {
    const state = { ...loaded(plain), error: { text: 'old' } };
    expect(reducer(state, actions.refreshRequested())).toEqual(loaded(plain));
  });

  it('refreshSucceeded replaces the order and opens a rating the server newly asks for', () => {
    expect(reducer(loaded(plain), actions.refreshSucceeded(scored))).toEqual({
      ...loaded(plain),
      info: scored,
      rating: choosing,
    });
  });

  it('pageLeft drops everything', () => {
    expect(reducer(withRating({ stars: 3 }), actions.pageLeft())).toEqual(initialLoanDetailState);
  });
});

describe('loanDetail slice: the rating and the extension', () => {
  it('starsChosen keeps the stars and clears the no-star message', () => {
    const state = reducer(withRating({ error: 'noStars' }), actions.starsChosen(4));
    expect(state).toEqual(withRating({ stars: 4 }));
  });

  it('ratingSubmitted marks the Submit busy', () => {
    const state = reducer(withRating({ stars: 2 }), actions.ratingSubmitted());
    expect(state).toEqual(withRating({ stars: 2, submitting: true }));
  });

  it('ratingRejected: not busy, the no-star message', () => {
    const state = reducer(withRating({ submitting: true }), actions.ratingRejected());
    expect(state).toEqual(withRating({ error: 'noStars' }));
  });

  it('ratingThanked shows the thanks', () => {
    const state = reducer(withRating({ stars: 2, submitting: true }), actions.ratingThanked());
    expect(state).toEqual(withRating({ stars: 2, step: 'thanks' }));
  });

  it('ratingFailed keeps the modal and re-arms its Submit', () => {
    const state = reducer(withRating({ stars: 2, submitting: true }), actions.ratingFailed());
    expect(state).toEqual(withRating({ stars: 2 }));
  });

  it('ratingClosed closes it', () => {
    const state = reducer(withRating({ stars: 5, submitting: true }), actions.ratingClosed());
    expect(state).toEqual(withRating({ stars: 5, step: 'closed' }));
  });

  it('extensionTapped opens the extension choice, extensionClosed closes it', () => {
    const open = reducer(loaded(plain), actions.extensionTapped());
    expect(open).toEqual({ ...loaded(plain), extensionOpen: true });
    expect(reducer(open, actions.extensionClosed())).toEqual(loaded(plain));
  });

  it('borrowAgainTapped changes nothing (the saga opens the product page)', () => {
    expect(reducer(loaded(plain), actions.borrowAgainTapped({ productId: '7' }))).toEqual(
      loaded(plain),
    );
  });
});

describe('loanDetail slice: guards', () => {
  it('a load answer asking for the rating does not reopen a rating already thanked', () => {
    const thanked = withRating({ step: 'thanks', stars: 2 });
    expect(reducer(thanked, actions.loadSucceeded(scored))).toEqual({ ...thanked, info: scored });
  });

  it('a refresh does not bring back a rating the user closed on this visit', () => {
    const userClosed = reducer(loaded(scored), actions.ratingClosed());
    expect(userClosed.rating.step).toBe('closed');
    expect(reducer(userClosed, actions.refreshSucceeded(scored))).toEqual(userClosed);
  });

  it('the back closes the rating first, then the extension choice, and nothing on a page not open', () => {
    const both = { ...withRating({}), extensionOpen: true };
    expect(loanDetailBackLayers.closeTop({ loanDetail: both })).toEqual(actions.ratingClosed());
    const extensionOnly = { ...loaded(plain), extensionOpen: true };
    expect(loanDetailBackLayers.closeTop({ loanDetail: extensionOnly })).toEqual(
      actions.extensionClosed(),
    );
    expect(loanDetailBackLayers.closeTop({ loanDetail: loaded(plain) })).toBeNull();
    const notOpen = { ...initialLoanDetailState, rating: choosing };
    expect(loanDetailBackLayers.closeTop({ loanDetail: notOpen })).toBeNull();
  });
});
