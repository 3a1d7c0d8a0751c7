import { call, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { WORKER_FAILED } from '../../platform/api/failureText';
import { safely } from '../../platform/saga/safely';
import { registerBackLayers } from '../../shell/uiSagaBack';
import { complaintsActions as actions, complaintsBackLayers } from './complaintsSlice';
import { chooseSubType, chooseType, loadEntry } from './entrySaga';
import { formSession, persistDraft, save } from './formSaga';
import { MESSAGE_IDS } from './messages';

/**
 * The complaint entry and form. Loads are takeLatest, the send takeLeading (one request per burst of
 * taps); the draft is written on every change of the text and the photos. Every worker runs in `safely`.
 */
export function* complaintsSaga() {
  // The hardware back closes the form's large photo first (src/shell/uiSagaBack.ts).
  yield* call(registerBackLayers, complaintsBackLayers);
  yield* takeLatest(
    [actions.entryOpened.type, actions.entryRetryRequested.type],
    safely(loadEntry, actions.entryLoadFailed(WORKER_FAILED)),
  );
  // A type or sub-type opens the form (or says why not): one navigation per burst of taps.
  yield* takeLeading(actions.typeChosen.type, safely(chooseType, null));
  yield* takeLeading(actions.subTypeChosen.type, safely(chooseSubType, null));
  yield* takeLatest(
    actions.formOpened.type,
    safely(formSession, actions.formLoadFailed(WORKER_FAILED)),
  );
  yield* takeEvery(
    [actions.textChanged.type, actions.photoUploaded.type, actions.photoRemoved.type],
    safely(persistDraft, null),
  );
  yield* takeLeading(
    actions.saveRequested.type,
    safely(save, actions.saveFailed({ messageId: MESSAGE_IDS.saveFailed })),
  );
}
