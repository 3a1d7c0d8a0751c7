import { call, getContext, put, select, takeLatest } from 'typed-redux-saga';
import { requestError } from '../../platform/api/requestError';
import type { ApiClient } from '../../platform/api/types';
import { safely } from '../../platform/saga/safely';
import { fetchInstructions, parseInstructions } from './payInstructionsApi';
import { payInstructionsActions as actions, selectPayInstructions } from './payInstructionsSlice';

/** Loads generate-vcode for the page's query; nothing is shown of a failed or malformed answer. */
export function* loadInstructions() {
  const { query } = yield* select(selectPayInstructions);
  if (!query) return;
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchInstructions, api, query);
  const info = result.success ? parseInstructions(result.data) : null;
  if (info) {
    yield* put(actions.loadSucceeded(info));
  } else {
    // v3 pages show nothing on failure (spec section 8).
    yield* put(actions.loadFailed(requestError(result)));
  }
}

export function* payInstructionsSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type],
    safely(loadInstructions),
  );
}
