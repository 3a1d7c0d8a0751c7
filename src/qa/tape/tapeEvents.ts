import type { Action } from '@reduxjs/toolkit';
import { call, getContext, takeLeading } from 'typed-redux-saga';
import {
  bridgeEventReceived,
  type BridgeEventAction,
  type BridgeEventName,
} from '../../platform/bridge/events';
import type { Bridge } from '../../platform/bridge/types';
import { safely } from '../../platform/saga/safely';
import type { KeyValueStorage } from '../../platform/storage/types';
import { activeRecorder } from './active';
import { TAPE_PAGES_KEY, TAPE_STORAGE_FLAG } from './tapeKeys';

// The native app's tape events. Kept out of the recorder's chunk: only the switch and the active
// recorder are read here. Every effect goes through the saga context, so a replayed tape that holds
// these events answers them from the tape and never switches recording on or shares anything.

/**
 * The tab's recording switch, as the test page and the app flip it. On: the next page load records (the
 * page loaded now is recorded from its start only if it was loaded recording). Off: no later page load
 * records and the tape kept for the next one is dropped; this page's tape stays readable until it goes.
 */
export function* switchTapeRecording(on: boolean) {
  const storage = yield* getContext<KeyValueStorage>('storage');
  if (on) {
    if ((yield* call([storage, storage.get], TAPE_STORAGE_FLAG)) === '1') return;
    yield* call([storage, storage.set], TAPE_STORAGE_FLAG, '1');
  } else {
    yield* call([storage, storage.remove], TAPE_STORAGE_FLAG);
  }
  yield* call([storage, storage.remove], TAPE_PAGES_KEY);
}

/**
 * exportTape: the tape so far (every recorded page load of the tab) goes to the app through the bridge's
 * shareTape. Without a recording (or in a replay of a tape that exported) the app gets an empty tape.
 * The tape is read from the recorder here, never carried in an action.
 */
function* exportTapeToApp() {
  const bridge = yield* getContext<Bridge>('bridge');
  const recorder = yield* call(activeRecorder);
  const json = recorder ? recorder.exportJson() : '';
  yield* call([bridge, bridge.shareTape], json);
}

function* startTape() {
  yield* call(switchTapeRecording, true);
}

function* stopTape() {
  yield* call(switchTapeRecording, false);
}

/** An app event of that name; its payload is not read (the three take none). */
const appEvent =
  (name: BridgeEventName) =>
  (action: Action): action is BridgeEventAction =>
    bridgeEventReceived.match(action) && action.payload.event === name;

/**
 * The app's startTape, stopTape and exportTape events (bridgeEventReceived, origin bridge), one at a
 * time each. A thrown worker shows nothing: the app is not waiting on the page for these.
 */
export function* tapeEventsSaga() {
  yield* takeLeading(appEvent('startTape'), safely(startTape, null));
  yield* takeLeading(appEvent('stopTape'), safely(stopTape, null));
  yield* takeLeading(appEvent('exportTape'), safely(exportTapeToApp, null));
}
