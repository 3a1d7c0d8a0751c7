import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureText, WORKER_FAILED } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import type { LocateFailure } from '../../platform/bridge/geolocation';
import type { Bridge } from '../../platform/bridge/types';
import { safely } from '../../platform/saga/safely';
import { activeRecorder } from '../tape/active';
import { switchTapeRecording } from '../tape/tapeEvents';
import { toastRequested } from '../../shell/uiSlice';
import { postSmsCodeLogin } from './devtoolsApi';
import {
  selectDevtools,
  devtoolsActions as actions,
  type Position,
  type ShareOutcome,
} from './devtoolsSlice';

/** Toast ids of "send to app", by outcome (texts in messages.ts and the catalogs). */
export const SHARE_TOAST_IDS: Record<ShareOutcome, string> = {
  shared: 'devtools.shareShared',
  unavailable: 'devtools.shareUnavailable',
  failed: 'devtools.shareFailed',
};

/** The automatic SMS-code login with the fixed test credentials (spec section 6), on page open. */
export function* loginWithTestCredentials() {
  const { credentials } = yield* select(selectDevtools);
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(postSmsCodeLogin, api, credentials);
  if (result.success) yield* put(actions.loginSucceeded());
  else yield* put(actions.loginFailed(failureText(result)));
}

/**
 * "Send to app": the tape is read here from the page's recorder, never carried in an action, and
 * handed to the native app through the bridge. Outside the app the bridge answers handledBy 'none'.
 */
export function* shareTape() {
  // Whatever happens (a throw included), the page leaves its sharing state.
  let outcome: ShareOutcome = 'failed';
  try {
    const bridge = yield* getContext<Bridge>('bridge');
    const recorder = yield* call(activeRecorder);
    // Without a recorder (headless replay of a tape that shared) the call still happens, with no tape.
    const json = recorder ? recorder.exportJson() : '';
    const result = yield* call([bridge, bridge.shareTape], json);
    outcome = result.ok ? 'shared' : result.handledBy === 'none' ? 'unavailable' : 'failed';
  } finally {
    yield* put(actions.tapeShareFinished({ outcome }));
  }
  yield* put(toastRequested({ messageId: SHARE_TOAST_IDS[outcome] }));
}

const FAILURES: readonly LocateFailure[] = ['denied', 'unavailable', 'timeout', 'unsupported'];

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A located answer's value, checked (it comes from the host): finite degrees in range, accuracy >= 0. */
function positionOf(value: unknown): Position | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields: Record<string, unknown> = { ...value };
  const { latitude, longitude, accuracy } = fields;
  if (!isFiniteNumber(latitude) || Math.abs(latitude) > 90) return null;
  if (!isFiniteNumber(longitude) || Math.abs(longitude) > 180) return null;
  if (!isFiniteNumber(accuracy) || accuracy < 0) return null;
  return { latitude, longitude, accuracy };
}

/** The location probe: one position through the bridge (the app's, or the web view's geolocation). */
function* locate() {
  const bridge = yield* getContext<Bridge>('bridge');
  const result = yield* call([bridge, bridge.locate]);
  const position = result.ok ? positionOf(result.value) : null;
  if (position) {
    yield* put(actions.locationSucceeded(position));
    return;
  }
  const reason = FAILURES.find((failure) => failure === result.error) ?? 'unavailable';
  yield* put(actions.locationFailed({ reason }));
}

/**
 * Start or stop recording: the tab's switch (the session flag, only ever '1'), read at the next page
 * load, which the page then makes. Start begins a new tape; stop drops the one kept for the next page.
 */
export function* switchRecording(action: PayloadAction<{ on: boolean }>) {
  yield* call(switchTapeRecording, action.payload.on);
  yield* put(actions.recordingSwitched({ on: action.payload.on }));
}

/** Each watcher names what a thrown worker shows: the login's failed state, the share's failure toast. */
export function* devtoolsSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.loginRetried.type],
    safely(loginWithTestCredentials, actions.loginFailed(WORKER_FAILED)),
  );
  yield* takeLeading(
    actions.tapeShareRequested.type,
    safely(shareTape, toastRequested({ messageId: SHARE_TOAST_IDS.failed })),
  );
  yield* takeLatest(
    actions.locationRequested.type,
    safely(locate, actions.locationFailed({ reason: 'unavailable' })),
  );
  // The switch shows nothing until the reload it asks for: a thrown worker leaves the page as it was.
  yield* takeLeading(actions.recordingSwitchRequested.type, safely(switchRecording, null));
}
