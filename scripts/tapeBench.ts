// QA tape benchmark: records a 10,000-entry tape from the real store (fake api, virtual clock),
// then replays it headless. Prints the recording cost per action and the replay throughput.
// `--check` exits non-zero over budget (replay of the whole tape 1 s, recording 1 ms per action).
import { setupStore } from '../src/app/store';
import { replayTape } from '../src/app/tapeStore';
import { customerServiceActions } from '../src/features/customerService';
import type { ApiResult } from '../src/platform/api/types';
import { BRIDGE_ACTIONS } from '../src/platform/bridge/bridge';
import type { Bridge, BridgeResult } from '../src/platform/bridge/types';
import { createVirtualClock } from '../src/platform/clock/clock';
import { createNavigator } from '../src/platform/navigation/navigation';
import { createRecorder, formatDivergence, type Tape } from '../src/platform/tape';
import { toastRequested } from '../src/ui/uiSlice';

const TARGET_ENTRIES = 10_000;
const REPLAY_BUDGET_MS = 1_000;
const RECORD_BUDGET_MS_PER_ACTION = 1;

const answer: ApiResult<unknown> = {
  success: true,
  code: '0',
  message: 'success',
  data: { phone: '5512345678', va: '55 1234 5678', email: 'ana@correo.mx' },
  raw: null,
};
const bridgeAnswer: BridgeResult = { ok: false, handledBy: 'none' };
const bridge = Object.fromEntries(
  BRIDGE_ACTIONS.map((name) => [name, () => Promise.resolve(bridgeAnswer)]),
) as unknown as Bridge;
bridge.isInApp = () => false;
const macrotask = () => new Promise((r) => setImmediate(r));

async function record(): Promise<{ tape: Tape; actions: number; msPerAction: number }> {
  const recorder = createRecorder({
    build: 'bench',
    locale: 'es-MX',
    brand: 'Cuota',
    userAgent: 'node',
    maxBytes: 64 * 1024 * 1024,
  });
  const clock = createVirtualClock();
  const memory = new Map<string, string>();
  const store = setupStore(undefined, {
    context: recorder.wrapContext({
      api: {
        post: () => Promise.resolve(answer),
        get: () => Promise.resolve(answer),
        upload: () => Promise.resolve(answer),
      } as never,
      bridge,
      clock,
      storage: {
        get: (k) => memory.get(k) ?? null,
        set: (k, v) => void memory.set(k, v),
        remove: (k) => void memory.delete(k),
      },
      navigator: createNavigator({
        origin: 'http://localhost',
        allowedHosts: [],
        assign: () => undefined,
        replace: () => undefined,
      }),
    }),
    middleware: [recorder.middleware],
  });
  let actions = 0;
  let recordingMs = 0;
  const timed = (action: Parameters<typeof store.dispatch>[0]) => {
    const start = performance.now();
    store.dispatch(action);
    recordingMs += performance.now() - start;
    actions += 1;
  };
  for (let i = 0; recorder.entryCount() < TARGET_ENTRIES; i += 1) {
    timed(customerServiceActions.pageOpened());
    await macrotask();
    timed(customerServiceActions.telephoneTapped({ telephone: '55 1234 5678' }));
    timed(toastRequested({ text: `Aviso ${i}` }));
    await macrotask();
    await clock.advance(3_000);
  }
  const tape = JSON.parse(recorder.exportJson()) as Tape;
  // Dispatch time includes the reducers and sagas themselves; it is an upper bound for the recorder.
  return { tape, actions, msPerAction: recordingMs / actions };
}

async function main() {
  const check = process.argv.includes('--check');
  const { tape, actions, msPerAction } = await record();
  const started = performance.now();
  const report = await replayTape(tape);
  const replayMs = performance.now() - started;
  if (report.divergence) {
    console.error(formatDivergence(report.divergence, tape));
    process.exit(1);
  }
  const bytes = Buffer.byteLength(JSON.stringify(tape));
  console.log(
    `tape: ${tape.entries.length} entries, ${report.actions} actions, ${(bytes / 1024).toFixed(0)} KB`,
  );
  console.log(
    `recording: ${msPerAction.toFixed(3)} ms per dispatched action (${actions} user actions, reducers and sagas included)`,
  );
  console.log(
    `replay: ${replayMs.toFixed(0)} ms for the whole tape, ` +
      `${Math.round(report.actions / (replayMs / 1000))} actions/s, ` +
      `${Math.round(tape.entries.length / (replayMs / 1000))} entries/s`,
  );
  const over: string[] = [];
  if (replayMs > REPLAY_BUDGET_MS)
    over.push(`replay ${replayMs.toFixed(0)} ms > ${REPLAY_BUDGET_MS} ms`);
  if (msPerAction > RECORD_BUDGET_MS_PER_ACTION)
    over.push(
      `recording ${msPerAction.toFixed(3)} ms > ${RECORD_BUDGET_MS_PER_ACTION} ms per action`,
    );
  if (over.length > 0) {
    console.log(`over budget: ${over.join('; ')}`);
    if (check) process.exit(1);
  } else console.log('within budget');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
