import type { PayloadAction } from '@reduxjs/toolkit';
import {
  call,
  fork,
  getContext,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import { bridgeEventReceived } from '../../platform/bridge/events';
import type { Bridge } from '../../platform/bridge/types';
import { now } from '../../platform/saga/sagaClock';
import { safely } from '../../platform/saga/safely';
import type { KeyValueStorage } from '../../platform/storage/types';
import { registerBackLayers } from '../../shell/uiSagaBack';
import { checkEnv } from './browser';
import {
  bridgeCheckActions as actions,
  bridgeCheckBackLayers,
  selectBridgeCheck,
} from './bridgeCheckSlice';
import { foreignCheck, frameCheck, probe } from './bridgeCheckIsolation';
import { judgeCall, judgeHello, listedActions, outcomeOf } from './judge';
import { PERSIST_KEY, persistedOf, readPersisted } from './persist';
import { selectReportText } from './report';
import { AUTOMATIC_ACTIONS, callAction } from './samples';
import type { CheckedAction } from './types';

/** The handshake: the page's own hello (the app's boot sent one already), timed on the saga clock. */
function* helloCheck(inApp: boolean) {
  const bridge = yield* getContext<Bridge>('bridge');
  const start = yield* call(now);
  const result = yield* call([bridge, bridge.hello]);
  const ms = (yield* call(now)) - start;
  yield* put(
    actions.helloFinished({
      ...judgeHello(result, inApp),
      result: outcomeOf(result, ms),
      actions: result.ok ? listedActions(result.value) : null,
    }),
  );
}

/** One action with its sample payload, timed; judged with the time-outs read when the checks started. */
function* runAction(action: CheckedAction) {
  const bridge = yield* getContext<Bridge>('bridge');
  const env = yield* call(checkEnv);
  const page = yield* select(selectBridgeCheck);
  const inApp = page.env?.inApp ?? (yield* call([bridge, bridge.isInApp]));
  const timeouts = page.env?.timeouts ?? (yield* call([env, env.timeouts]));
  const phone = yield* call([env, env.servicePhone]);
  const start = yield* call(now);
  const result = yield* call(callAction, bridge, action, phone);
  const ms = (yield* call(now)) - start;
  yield* put(
    actions.actionFinished({
      action,
      ...judgeCall(action, result, ms, { inApp, timeouts }),
      result: outcomeOf(result, ms),
    }),
  );
}

/**
 * What the page does by itself, on open and on "Run again": where it runs (in the app, which
 * transport), the handshake, track, then the child frame. On open it first takes back what this tab
 * kept (a reload loses nothing the host sent).
 */
function* automaticChecks(action: PayloadAction<unknown>) {
  if (actions.pageLeft.match(action)) return;
  const bridge = yield* getContext<Bridge>('bridge');
  const storage = yield* getContext<KeyValueStorage>('storage');
  const env = yield* call(checkEnv);
  if (actions.pageOpened.match(action)) {
    const kept = readPersisted(yield* call([storage, storage.get], PERSIST_KEY));
    if (kept) yield* put(actions.restored(kept));
  }
  const inApp = yield* call([bridge, bridge.isInApp]);
  const transport = yield* call([env, env.transport]);
  yield* put(
    actions.checksStarted({
      inApp,
      transport: transport.name,
      configured: transport.configured,
      timeouts: yield* call([env, env.timeouts]),
      userAgent: yield* call([env, env.userAgent]),
      build: yield* call([env, env.build]),
      startedAt: yield* call(now),
    }),
  );
  yield* call(helloCheck, inApp);
  for (const automatic of AUTOMATIC_ACTIONS) yield* call(runAction, automatic);
  yield* call(frameCheck);
}

/** The tester's Run buttons: each action once at a time (a second tap while it runs does nothing). */
function* consentRuns() {
  const running = new Set<CheckedAction>();
  for (;;) {
    const { payload } = yield* take(actions.actionRunRequested);
    if (running.has(payload.action)) continue;
    running.add(payload.action);
    yield* fork(function* runOnce() {
      try {
        yield* call(safely<[CheckedAction]>(runAction, runFailed), payload.action);
      } finally {
        running.delete(payload.action);
      }
    });
  }
}

/** A Run whose worker threw: a failure of that action, with the error's text. */
const runFailed = (message: string, action: CheckedAction) =>
  actions.actionFinished({
    action,
    verdict: 'fail',
    outcome: 'error',
    result: { ok: false, handledBy: 'none', error: message.slice(0, 160), value: null, ms: 0 },
  });

/** Keeps what a reload must not lose in the tab's storage (after each event, Run result, link tap). */
function* persist() {
  const page = yield* select(selectBridgeCheck);
  if (!page.open) return;
  const storage = yield* getContext<KeyValueStorage>('storage');
  yield* call([storage, storage.set], PERSIST_KEY, JSON.stringify(persistedOf(page)));
}

function* copyReport() {
  const env = yield* call(checkEnv);
  const text = yield* select(selectReportText);
  const copied = yield* call([env, env.copy], text);
  yield* put(actions.copyFinished({ copied }));
}

/**
 * Share: the system share sheet where the web view has one (called in the tap's task, so it counts as
 * the tester's gesture); else, in the app, the bridge's shareTape with the report's text.
 */
function* shareReport() {
  const env = yield* call(checkEnv);
  const text = yield* select(selectReportText);
  const sheet = yield* call([env, env.share], 'Cuota bridge check', text);
  if (sheet !== 'unavailable') {
    yield* put(actions.shareFinished({ outcome: sheet === 'cancelled' ? 'idle' : sheet }));
    return;
  }
  const bridge = yield* getContext<Bridge>('bridge');
  if (!(yield* call([bridge, bridge.isInApp]))) {
    yield* put(actions.shareFinished({ outcome: 'unavailable' }));
    return;
  }
  const result = yield* call([bridge, bridge.shareTape], text);
  const outcome = result.ok ? 'shared' : result.handledBy === 'app' ? 'failed' : 'unavailable';
  yield* put(actions.shareFinished({ outcome }));
}

const PERSISTED_BY = [
  bridgeEventReceived.type,
  actions.actionFinished.type,
  actions.foreignOpened.type,
  actions.foreignStayed.type,
  actions.foreignLeft.type,
  actions.resetRequested.type,
];

/** The bridge check page (devtools builds): its checks, the tester's runs, the isolation checks, the report. */
export function* bridgeCheckSaga() {
  yield* call(registerBackLayers, bridgeCheckBackLayers);
  yield* takeLatest(
    [
      actions.pageOpened.type,
      actions.rerunRequested.type,
      actions.resetRequested.type,
      actions.pageLeft.type,
    ],
    safely(automaticChecks, actions.checksFailed),
  );
  yield* fork(consentRuns);
  yield* takeLatest(actions.foreignOpened.type, safely(foreignCheck, null));
  yield* takeEvery(PERSISTED_BY, safely(persist, null));
  yield* takeLatest(
    actions.copyRequested.type,
    safely(copyReport, actions.copyFinished({ copied: false })),
  );
  yield* takeLeading(
    actions.shareRequested.type,
    safely(shareReport, actions.shareFinished({ outcome: 'failed' })),
  );
  yield* takeLatest(actions.probeOpened.type, safely(probe, actions.probeFinished()));
}
