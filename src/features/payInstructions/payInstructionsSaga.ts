import { call, getContext, put, select, takeLatest } from 'typed-redux-saga';
import { failureText, WORKER_FAILED } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import { safely } from '../../platform/saga/safely';
import { fetchInstructions } from './payInstructionsApi';
import { payInstructionsActions as actions, selectPayInstructions } from './payInstructionsSlice';

/**
 * Loads generate-vcode for the page's query. The answer has been checked by its schema; nothing is shown of
 * a failed or refused one (v3 pages, spec section 8): the page shows its own failed state with Retry.
 */
export function* loadInstructions() {
  const { query } = yield* select(selectPayInstructions);
  if (!query) return;
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchInstructions, api, query);
  if (result.success && result.data) yield* put(actions.loadSucceeded(result.data));
  else yield* put(actions.loadFailed(failureText(result)));
}

export function* payInstructionsSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type],
    // A thrown load is the failed state with Retry, never an endless skeleton.
    safely(loadInstructions, actions.loadFailed(WORKER_FAILED)),
  );
}
