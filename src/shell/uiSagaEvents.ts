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
 * The language switch (session, reload) comes with the first `languageChanged`: a chunk of its own,
 * since a first screen never needs it (the settings page's chunk has it too).
 */
const languageSwitch = () => import(/* webpackChunkName: "ui-language" */ './uiSagaLanguage');

/** `languageChanged`: the page switches to the app's language (src/shell/uiSagaLanguage.ts). */
export function* onLanguageEvent(action: BridgeEventAction) {
  const { onLanguageChanged } = yield* call(languageSwitch);
  yield* call(onLanguageChanged, action);
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
 * the open page's top modal or step closes, else back as the title bar goes) and `languageChanged` (the
 * app's language: stored, and the page loads again in it). The page events (`resume`, `bankFlowEnded`)
 * belong to the features whose pages reload.
 */
export function* uiEventsSaga() {
  // One close (or one back) per press: every event counts.
  yield* takeEvery(bridgeEvent('back'), safely(onBackEvent, null));
  yield* takeLatest(bridgeEvent('languageChanged'), safely(onLanguageEvent, null));
}
