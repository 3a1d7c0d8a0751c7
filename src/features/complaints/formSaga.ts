import { all, call, getContext, put, race, select, take } from 'typed-redux-saga';
import { SUCCESS_MODAL_MS } from '../../config/constants';
import { failureText, WORKER_FAILED } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import { waitUnlessLeft } from '../../platform/saga/leave';
import { submitThenRearm, type SubmitSaga } from '../../platform/saga/rearm';
import { isDoubtful } from '../../platform/api/attempt';
import { keysHonoured } from '../../platform/saga/keysHonoured';
import { safely } from '../../platform/saga/safely';
import type { KeyValueStorage } from '../../platform/storage/types';
import { navigateTo, type NavigationRequest } from '../../shell/shellNavigation';
import { fetchProblemInit, saveComplaint } from './complaintsApi';
import {
  COLLECTION_TYPE,
  complaintsActions as actions,
  selectDraft,
  selectForm,
  selectPhotosBusy,
  selectUploadedUrls,
} from './complaintsSlice';
import { draftMatches, readDraft, removeDraft, writeDraft } from './draft';
import { MESSAGE_IDS } from './messages';
import type { FormQuery, ProblemSaveRequest } from './types';
import type { ComplaintOption, ProblemInitData } from './complaintsSchema';
import { photoSession } from './uploadSaga';

/** The query's number ('3', ' 3 '), or null for anything else. */
function queryValue(text: string): number | null {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : null;
}

/**
 * The titles of the query's type and sub-type, as the entry allows them: the collection type always with
 * one of its sub-types, any other type without one. Null when the query names something else.
 */
function findTypes(
  data: ProblemInitData,
  query: FormQuery,
): { problemType: ComplaintOption; problemSonType: ComplaintOption | null } | null {
  const typeValue = queryValue(query.problemType);
  const problemType = data.problemType.find((t) => t.value === typeValue);
  if (!problemType) return null;
  const hasSubType = query.problemSonType.trim() !== '';
  if (hasSubType !== (problemType.value === COLLECTION_TYPE)) return null;
  if (!hasSubType) return { problemType, problemSonType: null };
  const subValue = queryValue(query.problemSonType);
  const problemSonType = data.problemSonType.find((t) => t.value === subValue);
  return problemSonType ? { problemType, problemSonType } : null;
}

/** Writes the draft the form's state makes (nothing before the form is ready or once it is saved). */
export function* persistDraft() {
  const draft = yield* select(selectDraft);
  if (!draft) return;
  const storage = yield* getContext<KeyValueStorage>('storage');
  yield* call(writeDraft, storage, draft);
}

/**
 * The form opens: a draft of this type, sub-type and order restores its text and photos; otherwise (a
 * deep link) problem-init (orderId '') gives the titles of the query's values, and unknown values say so.
 */
function* openForm() {
  const { query } = yield* select(selectForm);
  if (!query) return;
  const storage = yield* getContext<KeyValueStorage>('storage');
  const draft = yield* call(readDraft, storage);
  if (draft && draftMatches(draft, query)) {
    const { problemType, problemSonType, orderId, text, images } = draft;
    yield* put(actions.formReady({ problemType, problemSonType, orderId, text, images }));
    return;
  }
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchProblemInit, api, { orderId: '' });
  if (!result.success || !result.data) {
    yield* put(actions.formLoadFailed(failureText(result)));
    return;
  }
  const found = findTypes(result.data, query);
  if (!found) {
    yield* put(actions.formUnknown());
    return;
  }
  yield* put(actions.formReady({ ...found, orderId: '', text: '', images: [] }));
  yield* call(persistDraft);
}

/** One open form: its opening and its photos, until the form is left (which cancels both). */
export function* formSession() {
  yield* race({
    session: all([
      call(safely(openForm, actions.formLoadFailed(WORKER_FAILED))),
      call(photoSession),
    ]),
    left: take(actions.formLeft.type),
  });
}

/**
 * The checks and the request of one send: the text must not be empty and no photo may still be on its
 * way. problem-save, then: the draft is removed, the success modal shows SUCCESS_MODAL_MS on the context
 * clock, and the entry opens again with the orderId it had. Leaving the form meanwhile cancels the
 * return. A failure keeps everything and shows why: 'failed' (the button re-arms SUBMIT_REARM_MS later).
 */
function* sendComplaint(): SubmitSaga {
  const form = yield* select(selectForm);
  const { problemType, query } = form;
  if (!problemType || !query) return 'done';
  const problemDetail = form.text.trim();
  if (problemDetail === '') {
    yield* put(actions.saveRejected({ textError: MESSAGE_IDS.textRequired }));
    return 'done';
  }
  if (yield* select(selectPhotosBusy)) {
    yield* put(actions.saveRejected({ message: { messageId: MESSAGE_IDS.photosBusy } }));
    return 'done';
  }
  const urls = yield* select(selectUploadedUrls);
  const api = yield* getContext<ApiClient>('api');
  const body: ProblemSaveRequest = {
    problemType: problemType.value,
    problemSonType: form.problemSonType?.value ?? '',
    problemDetail,
    problemImage: urls.join(','),
    orderNo: query.orderNo,
  };
  const result = yield* call(saveComplaint, api, body);
  if (!result.success) {
    // No answer from a backend that does not honour keys: the complaint may be saved; the form says so
    // (a second send is the borrower's own choice, never the app's).
    const doubt = isDoubtful(result) && !(yield* call(keysHonoured));
    const text = doubt
      ? { messageId: MESSAGE_IDS.saveDoubt }
      : failureText(result, { fallbackId: MESSAGE_IDS.saveFailed });
    yield* put(actions.saveFailed(text));
    return 'failed';
  }
  const storage = yield* getContext<KeyValueStorage>('storage');
  yield* call(removeDraft, storage);
  // Left (or opened anew) while the request was in flight: no modal, no return.
  if ((yield* select(selectForm)).query !== query) return 'done';
  yield* put(actions.saveSucceeded());
  if (!(yield* waitUnlessLeft(SUCCESS_MODAL_MS, actions.formLeft.type))) return 'done';
  const back: NavigationRequest = {
    page: 'complaint',
    params: form.orderId !== '' ? { orderId: form.orderId } : {},
    replace: true,
  };
  yield* call(navigateTo, back);
  return 'done';
}

/**
 * Send (takeLeading; the tap's reducer marks the form busy, so a burst of taps sends one request): the
 * send, its button re-armed by submitThenRearm (saveEnded).
 */
export function* save() {
  const form = yield* select(selectForm);
  if (form.save !== 'saving' || !form.problemType || !form.query) return;
  yield* submitThenRearm(actions.saveEnded(), sendComplaint);
}
