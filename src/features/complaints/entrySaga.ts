import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select } from 'typed-redux-saga';
import { fixedPaths } from '../../config/paths';
import { failureText } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import type { KeyValueStorage } from '../../platform/storage/types';
import { navigateTo } from '../../shell/shellNavigation';
import { toastRequested } from '../../shell/uiSlice';
import { fetchProblemInit } from './complaintsApi';
import { COLLECTION_TYPE, complaintsActions as actions, selectEntry } from './complaintsSlice';
import { draftMatches, readDraft, startDraft, subTypeParam, writeDraft } from './draft';
import { MESSAGE_IDS } from './messages';
import type { FormQuery } from './types';
import type { ComplaintOption } from './complaintsSchema';

/** problem-init with the entry's orderId: the types, the sub-types and the orders. */
export function* loadEntry() {
  const { orderId } = yield* select(selectEntry);
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchProblemInit, api, { orderId });
  if (result.success && result.data) {
    yield* put(actions.entryLoaded(result.data));
  } else {
    yield* put(actions.entryLoadFailed(failureText(result)));
  }
}

/** `/complainPageNext?problemType=<v>&problemSonType=<v or ''>&orderNo=<orderNo>`. */
function formPath(query: FormQuery): string {
  const search = new URLSearchParams({
    problemType: query.problemType,
    problemSonType: query.problemSonType,
    orderNo: query.orderNo,
  });
  return `${fixedPaths.complaintForm}?${search.toString()}`;
}

/**
 * Opens the form for a type (and sub-type) of the current order: the draft starts first (a draft of the
 * same type, sub-type and order keeps its text and photos), then the router moves.
 */
function* goToForm(problemType: ComplaintOption, problemSonType: ComplaintOption | null) {
  const { current, orderId } = yield* select(selectEntry);
  const orderNo = current?.orderNo ?? '';
  const query: FormQuery = {
    problemType: String(problemType.value),
    problemSonType: subTypeParam(problemSonType),
    orderNo,
  };
  const storage = yield* getContext<KeyValueStorage>('storage');
  const existing = yield* call(readDraft, storage);
  const draft =
    existing && draftMatches(existing, query)
      ? { ...existing, problemType, problemSonType, orderId }
      : startDraft({ problemType, problemSonType, orderNo, orderId });
  yield* call(writeDraft, storage, draft);
  yield* call(navigateTo, { path: formPath(query) });
}

/** Whether the current order may send the collection type; if not, the toast says so. */
function* collectionAllowed() {
  const { current } = yield* select(selectEntry);
  if (current?.isShow === 1) return true;
  yield* put(toastRequested({ messageId: MESSAGE_IDS.collectionRefused }));
  return false;
}

/**
 * A type tapped. The collection type (1) only unfolds its sub-types (the reducer did) when the current
 * order's isShow is 1, otherwise a toast says why and the page stays; any other type opens the form.
 */
export function* chooseType(action: PayloadAction<{ value: number }>) {
  const { status, types } = yield* select(selectEntry);
  const type = types.find((t) => t.value === action.payload.value);
  if (status !== 'succeeded' || !type) return;
  if (type.value === COLLECTION_TYPE) {
    yield* call(collectionAllowed);
    return;
  }
  yield* call(goToForm, type, null);
}

/** A sub-type tapped: the form with the collection type, the sub-type and the current order. */
export function* chooseSubType(action: PayloadAction<{ value: number }>) {
  const { status, types, subTypes } = yield* select(selectEntry);
  const type = types.find((t) => t.value === COLLECTION_TYPE);
  const subType = subTypes.find((t) => t.value === action.payload.value);
  if (status !== 'succeeded' || !type || !subType) return;
  if (!(yield* call(collectionAllowed))) return;
  yield* call(goToForm, type, subType);
}
