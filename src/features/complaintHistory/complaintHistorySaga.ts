import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { SCORE_MODAL_DELAY_MS, TOAST_DEFAULT_MS } from '../../config/constants';
import { fixedPaths } from '../../config/paths';
import { failureText, WORKER_FAILED } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import { sleep } from '../../platform/saga/sagaClock';
import { rearmAfter } from '../../platform/saga/rearm';
import { safely } from '../../platform/saga/safely';
import type { KeyValueStorage } from '../../platform/storage/types';
import { navigateTo } from '../../shell/shellNavigation';
import { registerBackLayers } from '../../shell/uiSagaBack';
import { toastRequested } from '../../shell/uiSlice';
import {
  fetchComplaintDetail,
  fetchComplaintList,
  sendComplaintScore,
} from './complaintHistoryApi';
import {
  complaintHistoryActions as actions,
  complaintHistoryBackLayers,
  selectComplaintDetail,
  selectComplaintHistory,
  selectComplaintList,
} from './complaintHistorySlice';
import { SCORE_THANKS_ID } from './messages';
import { readScored, SCORED_COMPLAINTS_KEY, withScored } from './scoredComplaints';

/** The ids of the complaints already scored on this device. */
function* scoredIds() {
  const storage = yield* getContext<KeyValueStorage>('storage');
  return readScored(yield* call([storage, storage.get], SCORED_COMPLAINTS_KEY));
}

/**
 * problem-list: the tabs. A refresh keeps the list on screen while it reloads; its feedback ('Actualizado'
 * or 'No se pudo actualizar') stays for a toast's time.
 */
function* loadList() {
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchComplaintList, api);
  if (result.success && result.data) {
    yield* put(actions.listLoadSucceeded(result.data.tabs));
  } else {
    yield* put(actions.listLoadFailed(failureText(result)));
  }
  const { refresh } = yield* select(selectComplaintList);
  if (refresh === 'updated' || refresh === 'failed') {
    yield* call(sleep, TOAST_DEFAULT_MS);
    yield* put(actions.refreshSettled());
  }
}

/** The chosen tab goes in the URL (`tab=<index>`, the rest of the query kept), replacing the entry. */
function* keepTabInUrl(action: PayloadAction<{ index: number; query: string }>) {
  const params = new URLSearchParams(action.payload.query);
  params.set('tab', String(action.payload.index));
  yield* call(navigateTo, {
    path: `${fixedPaths.complaintList}?${params.toString()}`,
    replace: true,
  });
}

/** problem-detail for the query's id; an answer about another complaint is not shown. */
function* loadDetail() {
  const { problemId } = yield* select(selectComplaintDetail);
  if (problemId === '') return;
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchComplaintDetail, api, { problemId });
  if (!result.success || !result.data) {
    yield* put(actions.detailLoadFailed(failureText(result)));
  } else if (result.data.problemId !== problemId) {
    // Not the complaint asked for: the page's own failure text.
    yield* put(actions.detailLoadFailed({}));
  } else {
    yield* put(actions.detailLoadSucceeded(result.data));
  }
}

/**
 * The score modal, SCORE_MODAL_DELAY_MS after the detail loaded with isNeedScore non-zero (the schema reads
 * any non-zero value as 1, spec section 4), unless this device already scored the complaint. Every other
 * action of the watcher (the page left, opened again, retried) ends a pending wait: the modal never shows
 * on another page.
 */
function* scoreTimer(action: UnknownAction) {
  if (!actions.detailLoadSucceeded.match(action)) return;
  const { problemId, isNeedScore } = action.payload;
  if (isNeedScore !== 1) return;
  const scored = yield* call(scoredIds);
  if (scored.includes(problemId)) return;
  yield* call(sleep, SCORE_MODAL_DELAY_MS);
  yield* put(actions.scoreDue({ problemId }));
}

/**
 * problem-score with the chosen stars (the Submit's reducer took the tap: one request per burst). Success:
 * remembered on this device (the modal never returns for it), closed, thanked. Failure: the modal stays with
 * the message, and Submit re-arms once the rest of the burst is over.
 */
function* submitScore() {
  const { score, detail } = yield* select(selectComplaintHistory);
  if (!score.open || !score.submitting || detail.problemId === '') return;
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(sendComplaintScore, api, {
    problemId: detail.problemId,
    score: score.stars,
  });
  if (result.success) {
    const storage = yield* getContext<KeyValueStorage>('storage');
    const scored = yield* call(scoredIds);
    yield* call(
      [storage, storage.set],
      SCORED_COMPLAINTS_KEY,
      JSON.stringify(withScored(scored, detail.problemId)),
    );
    yield* put(actions.scoreSucceeded());
    yield* put(toastRequested({ messageId: SCORE_THANKS_ID }));
    return;
  }
  yield* put(actions.scoreFailed(failureText(result)));
  yield* call(rearmAfter, actions.scoreRearmed());
}

export function* complaintHistorySaga() {
  // The hardware back closes the detail page's modals first (src/shell/uiSagaBack.ts).
  yield* call(registerBackLayers, complaintHistoryBackLayers);
  yield* takeLatest(
    [actions.listOpened.type, actions.listRetryRequested.type, actions.refreshRequested.type],
    safely(loadList, actions.listLoadFailed(WORKER_FAILED)),
  );
  yield* takeLatest(actions.tabSelected.type, safely(keepTabInUrl, null));
  yield* takeLatest(
    [actions.detailOpened.type, actions.detailRetryRequested.type],
    safely(loadDetail, actions.detailLoadFailed(WORKER_FAILED)),
  );
  yield* takeLatest(
    [
      actions.detailOpened.type,
      actions.detailRetryRequested.type,
      actions.detailLoadSucceeded.type,
      actions.detailLeft.type,
    ],
    safely(scoreTimer, null),
  );
  yield* takeLeading(actions.scoreSubmitted.type, safely(submitScore, actions.scoreCrashed()));
}
