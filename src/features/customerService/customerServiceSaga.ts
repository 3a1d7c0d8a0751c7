import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, spawn, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureText, WORKER_FAILED } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import { safely } from '../../platform/saga/safely';
import { whileHostAnswers } from '../../shell/hostWait';
import { customerServiceActions as actions, DIAL_WAIT } from './customerServiceSlice';
import { fetchCustomerService } from './customerServiceApi';

export function* loadCustomerService() {
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchCustomerService, api);
  if (result.success && result.data) {
    yield* put(actions.loadSucceeded(result.data));
  } else {
    yield* put(actions.loadFailed(failureText(result)));
  }
}

/**
 * In the app the native side dials (bridge call); outside it the page's tel: link does the work,
 * so the saga only calls the bridge when it is there. Fire-and-forget: the answer is not read, so
 * nothing waits on a host that does not answer.
 */
export function* callTelephone(action: PayloadAction<{ telephone: string }>) {
  const bridge = yield* getContext<Bridge>('bridge');
  if (bridge.isInApp()) yield* spawn(whileHostAnswers, DIAL_WAIT, dial, action.payload.telephone);
}

/** The app's dialler; spawned (detached) by the tap, which never waits on its answer (its row shows busy). */
export function* dial(telephone: string) {
  const bridge = yield* getContext<Bridge>('bridge');
  yield* call([bridge, bridge.callTelephone], telephone);
}

export function* customerServiceSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type],
    safely(loadCustomerService, actions.loadFailed(WORKER_FAILED)),
  );
  yield* takeLeading(actions.telephoneTapped.type, safely(callTelephone, null));
}
