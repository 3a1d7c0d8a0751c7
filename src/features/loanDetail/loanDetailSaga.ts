import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, spawn, takeLatest, takeLeading } from 'typed-redux-saga';
import { RATING_STARS, RATING_STORE_THRESHOLD } from '../../config/constants';
import { failureText, WORKER_FAILED } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import { afterLoad } from '../../platform/saga/afterLoad';
import { safely } from '../../platform/saga/safely';
import { whileHostAnswers } from '../../shell/hostWait';
import { registerBackLayers } from '../../shell/uiSagaBack';
import { bridgeEvent } from '../../shell/uiSagaEvents';
import { selectInApp } from '../../shell/uiSlice';
import { fetchLoanDetail, sendGoogleScore } from './loanDetailApi';
import {
  loanDetailActions as actions,
  isPageOpen,
  loanDetailBackLayers,
  PRODUCT_PAGE_WAIT,
  selectLoanDetail,
} from './loanDetailSlice';

/**
 * Loads the order; the answer has been checked by its schema (a refused answer is a failure). A refresh
 * (pull, or the app's resume) does not bring back the rating the user closed.
 */
export function* loadLoanDetail(action?: Action) {
  const { query } = yield* select(selectLoanDetail);
  if (!query) return;
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchLoanDetail, api, query);
  if (result.success && result.data) {
    const refresh = action !== undefined && actions.refreshRequested.match(action);
    yield* put(
      refresh ? actions.refreshSucceeded(result.data) : actions.loadSucceeded(result.data),
    );
  } else {
    // v3 pages show nothing of the order on failure (spec section 8): the page's own text and Retry.
    yield* put(actions.loadFailed(failureText(result)));
  }
}

/** The app's store rating prompt; spawned (detached) by the rating, which never waits on it. */
function* askStoreRating() {
  const bridge = yield* getContext<Bridge>('bridge');
  yield* call([bridge, bridge.rateApp]);
}

/** The app's product page; spawned (detached) by 'Borrow again', which never waits on it. */
function* openProductPage(productId: string) {
  const bridge = yield* getContext<Bridge>('bridge');
  yield* call([bridge, bridge.goProductPage], { productId });
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
    // Fire-and-forget: the prompt is the app's; nothing here waits on its answer.
    if (inApp) yield* spawn(askStoreRating);
  } else {
    yield* put(actions.ratingThanked());
  }
}

/**
 * The app's product page: detached, so nothing of the page's flows waits on it; its button shows busy
 * until the app answers (or the bridge's time-out).
 */
function* borrowAgain(action: PayloadAction<{ productId: string }>) {
  yield* spawn(whileHostAnswers, PRODUCT_PAGE_WAIT, openProductPage, action.payload.productId);
}

/**
 * The web view is visible again (`resume`): the open page reloads its order as a pull does (a failed
 * page as its Retry does). Nothing when the page is not open, while its load is under way, or while a
 * rating is being sent; during the page's load, after it.
 */
function* reloadOnResume() {
  yield* afterLoad(
    (state: Parameters<typeof selectLoanDetail>[0]) => selectLoanDetail(state).status === 'loading',
  );
  const page = yield* select(selectLoanDetail);
  if (!isPageOpen(page) || page.status === 'idle') return;
  if (page.rating.submitting) return;
  yield* put(page.status === 'failed' ? actions.retryRequested() : actions.refreshRequested());
}

export function* loanDetailSaga() {
  // The hardware back closes this page's modals first (src/shell/uiSagaBack.ts).
  yield* call(registerBackLayers, loanDetailBackLayers);
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type, actions.refreshRequested.type],
    safely(loadLoanDetail, actions.loadFailed(WORKER_FAILED)),
  );
  yield* takeLeading(actions.ratingSubmitted.type, safely(submitRating, actions.ratingFailed()));
  // The bridge opens another page: nothing on this one waits for it.
  yield* takeLeading(actions.borrowAgainTapped.type, safely(borrowAgain, null));
  yield* takeLatest(bridgeEvent('resume'), safely(reloadOnResume, null));
}
