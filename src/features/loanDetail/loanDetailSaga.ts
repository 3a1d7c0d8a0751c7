import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { RATING_STARS, RATING_STORE_THRESHOLD } from '../../config/constants';
import { requestError, WORKER_FAILED } from '../../platform/api/requestError';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import { safely } from '../../platform/saga/safely';
import { selectInApp } from '../../ui/uiSlice';
import { fetchLoanDetail, sendGoogleScore } from './loanDetailApi';
import { loanDetailActions as actions, selectLoanDetail } from './loanDetailSlice';

/** Loads the order; the answer has been checked by its schema (a refused answer is a failure). */
export function* loadLoanDetail() {
  const { query } = yield* select(selectLoanDetail);
  if (!query) return;
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchLoanDetail, api, query);
  if (result.success && result.data) {
    yield* put(actions.loadSucceeded(result.data));
  } else {
    // v3 pages show nothing of the order on failure (spec section 8): the page's own text and Retry.
    yield* put(actions.loadFailed(requestError(result)));
  }
}

/**
 * Spec section 4/9: no star -> message; 1-3 -> google-score + thanks; 4-5 -> google-score + store rating.
 * The store rating: in the app the bridge's rate prompt. Outside it the page's Submit for 4-5 stars is a
 * link that opens the store in a new tab (a user gesture, so no pop-up blocker), and the loan page stays:
 * the bridge's own fallback would navigate this window away, so it is not called there.
 */
export function* submitRating() {
  const { rating } = yield* select(selectLoanDetail);
  const score = rating.stars;
  if (!Number.isInteger(score) || score < 1 || score > RATING_STARS) {
    yield* put(actions.ratingRejected());
    return;
  }
  const api = yield* getContext<ApiClient>('api');
  yield* call(sendGoogleScore, api, score);
  if (score >= RATING_STORE_THRESHOLD) {
    yield* put(actions.ratingClosed());
    const inApp = yield* select(selectInApp);
    if (inApp) {
      const bridge = yield* getContext<Bridge>('bridge');
      yield* call([bridge, bridge.rateApp]);
    }
  } else {
    yield* put(actions.ratingThanked());
  }
}

export function* borrowAgain(action: PayloadAction<{ productId: string }>) {
  const bridge = yield* getContext<Bridge>('bridge');
  yield* call([bridge, bridge.goProductPage], { productId: action.payload.productId });
}

export function* loanDetailSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type, actions.refreshRequested.type],
    safely(loadLoanDetail, actions.loadFailed(WORKER_FAILED)),
  );
  yield* takeLeading(actions.ratingSubmitted.type, safely(submitRating, actions.ratingFailed()));
  // The bridge opens another page: nothing on this one waits for it.
  yield* takeLeading(actions.borrowAgainTapped.type, safely(borrowAgain, null));
}
