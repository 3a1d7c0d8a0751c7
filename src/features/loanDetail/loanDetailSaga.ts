import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { requestError } from '../../platform/api/requestError';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import { safely } from '../../platform/saga/safely';
import { fetchLoanDetail, parseLoanDetail, sendGoogleScore } from './loanDetailApi';
import { loanDetailActions as actions, selectLoanDetail } from './loanDetailSlice';

export function* loadLoanDetail() {
  const { query } = yield* select(selectLoanDetail);
  if (!query) return;
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchLoanDetail, api, query);
  const info = result.success ? parseLoanDetail(result.data) : null;
  if (info) {
    yield* put(actions.loadSucceeded(info));
  } else {
    // v3 pages show nothing of the order on failure (spec section 8).
    yield* put(actions.loadFailed(requestError(result)));
  }
}

/** Spec section 4/9: no star -> message; 1-3 -> google-score + thanks; 4-5 -> google-score + store rating. */
export function* submitRating() {
  const { rating } = yield* select(selectLoanDetail);
  const score = rating.stars;
  if (score < 1 || score > 5) {
    yield* put(actions.ratingRejected());
    return;
  }
  const api = yield* getContext<ApiClient>('api');
  yield* call(sendGoogleScore, api, score);
  if (score >= 4) {
    const bridge = yield* getContext<Bridge>('bridge');
    yield* put(actions.ratingClosed());
    yield* call([bridge, bridge.rateApp]);
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
    safely(loadLoanDetail),
  );
  yield* takeLeading(actions.ratingSubmitted.type, safely(submitRating));
  yield* takeLeading(actions.borrowAgainTapped.type, safely(borrowAgain));
}
