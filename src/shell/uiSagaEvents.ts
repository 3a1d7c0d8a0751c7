import type { Action } from '@reduxjs/toolkit';
import { call, takeEvery, takeLatest } from 'typed-redux-saga';
import {
  bridgeEventReceived,
  type BridgeEventAction,
  type BridgeEventName,
} from '../platform/bridge/events';
import { safely } from '../platform/saga/safely';
import { onBackEvent } from './uiSagaBack';

/**
 * What the app's language and session events do (stored, then the page loads again) comes with the
 * first of them: a chunk of its own, since a first screen never needs it.
 */
const hostChange = () => import(/* webpackChunkName: "ui-host" */ './uiSagaHost');

/**
 * `languageChanged`: the page switches to the app's language (src/shell/uiSagaLanguage.ts);
 * `sessionChanged` (or the hello answer's `session`): the app's session wins (src/shell/sessionLink).
 */
function* onHostChange(action: BridgeEventAction) {
  const { onHostEvent } = yield* call(hostChange);
  yield* call(onHostEvent, action);
}

/**
 * A saga pattern for events from the native app (`window.<namespace>.emit(event, payload)`, put by the
 * bridge's events saga as `bridgeEventReceived`): matches the events named, nothing else. The payload
 * stays untrusted: each reaction checks what it reads.
 */
export const bridgeEvent =
  (...names: readonly BridgeEventName[]) =>
  (action: Action): action is BridgeEventAction =>
    bridgeEventReceived.match(action) && names.includes(action.payload.event);

/**
 * The events every page answers the same way, whichever page is open: `back` (the hardware back button:
 * the open page's top modal or step closes, else back as the title bar goes), `languageChanged` (the
 * app's language: stored, and the page loads again in it) and `sessionChanged` (the app's session:
 * another one than the tab's is stored, and the page loads again with it). The page events (`resume`, `bankFlowEnded`)
 * belong to the features whose pages reload.
 */
export function* uiEventsSaga() {
  // One close (or one back) per press: every event counts.
  yield* takeEvery(bridgeEvent('back'), safely(onBackEvent, null));
  // The latest word wins: each loads the page again.
  yield* takeLatest(bridgeEvent('languageChanged', 'sessionChanged'), safely(onHostChange, null));
}
