import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureText, WORKER_FAILED } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import { safely } from '../../platform/saga/safely';
import { fetchContract } from './legalApi';
import { legalActions as actions, selectLegal } from './legalSlice';

/**
 * contract-detail: the answer was checked by the contract schema, so a success carries a readable
 * contract; anything else (a server failure, `data: {}`, an array, a missing amount or date) is the
 * page's load failure with Retry and the message of the result.
 */
export function* loadContract() {
  const api = yield* getContext<ApiClient>('api');
  const { orderNo } = yield* select(selectLegal);
  const result = yield* call(fetchContract, api, orderNo);
  if (result.success && result.data) {
    yield* put(actions.loadSucceeded(result.data));
  } else {
    yield* put(actions.loadFailed(failureText(result)));
  }
}

/** Login failure page: in the app the native side opens login; outside it the web view closes (or goes back). */
export function* goLogin() {
  const bridge = yield* getContext<Bridge>('bridge');
  if (bridge.isInApp()) {
    yield* call([bridge, bridge.goLogin], true);
  } else {
    yield* call([bridge, bridge.closeWebView]);
  }
}

export function* legalSaga() {
  yield* takeLatest(
    [actions.contractPageOpened.type, actions.retryRequested.type],
    safely(loadContract, actions.loadFailed(WORKER_FAILED)),
  );
  // The button only hands over to the app (or closes the page): nothing on the page waits for it.
  yield* takeLeading(actions.goLoginTapped.type, safely(goLogin, null));
}
