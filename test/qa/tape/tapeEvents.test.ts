/** @jest-environment jsdom */
import { all, call } from 'typed-redux-saga';
import { replayTape } from '../../../src/app/appReplay';
import { allFeatures } from '../../../src/app/features';
import { qaPlugin } from '../../../src/qa/qaPlugin';
import { createAppStore } from '../../../src/runtime/store';
import { bridgeEventReceived, type BridgeEventName } from '../../../src/platform/bridge/events';
import { bridgeEventsSaga } from '../../../src/platform/bridge/eventsSaga';
import type {
  Bridge,
  BridgeEventListener,
  BridgeEventSource,
} from '../../../src/platform/bridge/types';
import {
  activeRecorder,
  createRecorder,
  formatDivergence,
  setActiveRecorder,
  TAPE_PAGES_KEY,
  TAPE_STORAGE_FLAG,
  type Recorder,
  type Tape,
} from '../../../src/qa/tape';
import { tapeEventsSaga } from '../../../src/qa/tape/tapeEvents';
import { fakeContext, type FakeContext } from '../../support/fakeContext';
import { settle, sagaHarness } from '../../support/sagaHarness';

afterEach(() => setActiveRecorder(null));

const recorderFor = () =>
  createRecorder({ build: 't', locale: 'es-MX', brand: 'Cuota', userAgent: 'jest', tab: false });

function run(context: FakeContext = fakeContext()) {
  const harness = sagaHarness(tapeEventsSaga, { context });
  const emit = (event: BridgeEventName) => harness.dispatch(bridgeEventReceived(event, { any: 1 }));
  return { ...harness, emit };
}

describe('the app tape events', () => {
  it('startTape turns the tab switch on for the next page loads and starts a new tape', async () => {
    const context = fakeContext();
    context.storage.set(TAPE_PAGES_KEY, '{"kept":"tape of an old recording"}');
    const saga = run(context);
    saga.emit('startTape');
    await settle();
    expect(context.storage.get(TAPE_STORAGE_FLAG)).toBe('1');
    expect(context.storage.get(TAPE_PAGES_KEY)).toBeNull();
    saga.task.cancel();
  });

  it('startTape while the tab records leaves its tape alone', async () => {
    const context = fakeContext();
    context.storage.set(TAPE_STORAGE_FLAG, '1');
    context.storage.set(TAPE_PAGES_KEY, '{"kept":1}');
    const saga = run(context);
    saga.emit('startTape');
    await settle();
    expect(context.storage.get(TAPE_PAGES_KEY)).toBe('{"kept":1}');
    saga.task.cancel();
  });

  it('stopTape turns the switch off and drops the tape kept for the next page', async () => {
    const context = fakeContext();
    context.storage.set(TAPE_STORAGE_FLAG, '1');
    context.storage.set(TAPE_PAGES_KEY, '{"kept":1}');
    const saga = run(context);
    saga.emit('stopTape');
    await settle();
    expect(context.storage.get(TAPE_STORAGE_FLAG)).toBeNull();
    expect(context.storage.get(TAPE_PAGES_KEY)).toBeNull();
    saga.task.cancel();
  });

  it('exportTape hands the tape so far to the app through shareTape, once per burst', async () => {
    const recorder = recorderFor();
    setActiveRecorder(recorder);
    const context = fakeContext();
    const saga = run(context);
    saga.emit('exportTape');
    saga.emit('exportTape');
    await settle();
    expect(context.bridge.shareTape).toHaveBeenCalledTimes(1);
    const [json] = context.bridge.shareTape.mock.calls[0] as [string];
    expect((JSON.parse(json) as Tape).header).toMatchObject({ format: 1, build: 't' });
    saga.task.cancel();
  });

  it('exportTape without a recording hands the app an empty tape', async () => {
    const context = fakeContext();
    const saga = run(context);
    saga.emit('exportTape');
    await settle();
    expect(context.bridge.shareTape).toHaveBeenCalledWith('');
    saga.task.cancel();
  });

  it('other events do nothing here', async () => {
    const context = fakeContext();
    const saga = run(context);
    for (const event of ['resume', 'back', 'bankFlowEnded', 'languageChanged'] as const)
      saga.emit(event);
    await settle();
    expect(context.storage.get(TAPE_STORAGE_FLAG)).toBeNull();
    expect(context.bridge.shareTape).not.toHaveBeenCalled();
    saga.task.cancel();
  });
});

/**
 * The bridge's events saga and the tape events (whether the root saga runs them too does not change
 * this test). The events saga listens to the bridge's event source; a replay's bridge has none, so
 * there the events come from the tape only.
 */
function* appSagas() {
  yield* all([call(bridgeEventsSaga), call(tapeEventsSaga)]);
}

/** The app emitting through the bridge's event source, on a recorded store. */
async function recordAppEvents(): Promise<{ tape: Tape; recorder: Recorder }> {
  const recorder = recorderFor();
  setActiveRecorder(recorder);
  const context = fakeContext();
  let emit: BridgeEventListener = () => undefined;
  const events = {
    subscribe(listener: BridgeEventListener) {
      emit = listener;
      return () => undefined;
    },
  };
  const bridge: Bridge & BridgeEventSource = { ...context.bridge, events };
  const store = createAppStore({
    context: { ...context, bridge },
    plugins: [qaPlugin(recorder)],
    features: allFeatures,
    saga: appSagas,
  });
  for (const event of ['startTape', 'exportTape', 'stopTape'] as const) emit(event, null);
  await settle();
  store.stop();
  setActiveRecorder(null);
  return { tape: recorder.tape(), recorder };
}

describe('the app tape events on a tape', () => {
  it('reach the page through the recorder and are recorded with bridge origin, with what they did', async () => {
    const { tape } = await recordAppEvents();
    const actions = tape.entries.flatMap((e) =>
      e.kind === 'action' && e.action && typeof e.action === 'object' && 'type' in e.action
        ? [`${e.origin} ${String(e.action.type)}`]
        : [],
    );
    expect(actions.filter((a) => a.endsWith('bridge/eventReceived'))).toEqual([
      'bridge bridge/eventReceived',
      'bridge bridge/eventReceived',
      'bridge bridge/eventReceived',
    ]);
    const effects = tape.entries.flatMap((e) =>
      e.kind === 'sync' && e.target === 'storage'
        ? [`${e.method} ${JSON.stringify(e.args)}`]
        : e.kind === 'bridgeCall'
          ? [`bridge ${e.method} ${JSON.stringify(e.args)}`]
          : [],
    );
    expect(effects).toEqual([
      'get ["qaTape"]',
      'set ["qaTape","1"]',
      `remove ["${TAPE_PAGES_KEY}"]`,
      // The shared tape is not copied into the tape.
      'bridge shareTape []',
      'remove ["qaTape"]',
      `remove ["${TAPE_PAGES_KEY}"]`,
    ]);
  });

  it('replay answers them from the tape: recording is not switched on, nothing is shared', async () => {
    const { tape } = await recordAppEvents();
    sessionStorage.clear();
    const report = await replayTape(tape, { saga: appSagas });
    if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
    // Every storage and bridge effect of the three was met and answered by the tape ...
    expect(report).toMatchObject({ ok: true, entries: tape.entries.length });
    expect(report.actions).toBe(3);
    // ... and nothing reached the page: no switch in the tab's storage, no recorder started.
    expect(sessionStorage.length).toBe(0);
    expect(activeRecorder()).toBeNull();
  });
});
