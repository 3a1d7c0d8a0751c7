import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { requestError } from '../../platform/api/requestError';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import { safely } from '../../platform/saga/safely';
import { fetchContract, toContract } from './legalApi';
import { legalActions as actions, selectLegal } from './legalSlice';

export function* loadContract() {
  const api = yield* getContext<ApiClient>('api');
  const { orderNo } = yield* select(selectLegal);
  const result = yield* call(fetchContract, api, orderNo);
  const contract = result.success ? toContract(result.data) : null;
  if (contract) {
    yield* put(actions.loadSucceeded(contract));
  } else {
    yield* put(actions.loadFailed(requestError(result)));
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
    safely(loadContract),
  );
  yield* takeLeading(actions.goLoginTapped.type, safely(goLogin));
}
