// QA tape benchmark: records a 10,000-entry tape from the real store (fake api, virtual clock),
// then replays it headless. Prints the recording cost per action and the replay throughput, and what
// a full page load costs a tab recording at its 2 MB cap (keeping the tape, taking it up again).
// `--check` exits non-zero over budget (replay of the whole tape 1 s, recording 1 ms per action,
// 100 ms to keep and take up a full tab tape: the median of PAGE_LOAD_RUNS page loads, since one
// 40 ms measurement on a shared machine can double with a garbage collection).
import { qaPlugin } from '../src/qa/qaPlugin';
import { setupStore } from '../src/app/features';
import { replayTape } from '../src/app/appReplay';
import { customerServiceActions } from '../src/features/customerService';
import type { ApiResult } from '../src/platform/api/types';
import { BRIDGE_ACTIONS } from '../src/platform/bridge/bridge';
import type { Bridge, BridgeResult } from '../src/platform/bridge/types';
import { createVirtualClock } from '../src/platform/clock/clock';
import { createNavigator } from '../src/platform/navigation/navigation';
import type { SagaContext } from '../src/platform/context';
import {
  createRecorder,
  DEFAULT_TAPE_BYTES,
  formatDivergence,
  TAPE_PAGES_KEY,
  type Tape,
} from '../src/qa/tape';
import { toastRequested } from '../src/shell/uiSlice';

const TARGET_ENTRIES = 10_000;
const REPLAY_BUDGET_MS = 1_000;
const RECORD_BUDGET_MS_PER_ACTION = 1;
const PAGE_LOAD_BUDGET_MS = 100;
const PAGE_LOAD_RUNS = 5;

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

interface Session {
  tape: Tape | null;
  cycles: number;
  actions: number;
  msPerAction: number;
}

/** The saga context of a session: answers at once, a virtual clock, storage in memory. */
function plainContext(): SagaContext {
  const memory = new Map<string, string>();
  return {
    api: {
      post: () => Promise.resolve(answer),
      get: () => Promise.resolve(answer),
      upload: () => Promise.resolve(answer),
    } as never,
    bridge,
    clock: createVirtualClock(),
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
  };
}

/** One scripted session: with the recorder until the tape has TARGET_ENTRIES, or a fixed number of cycles without it. */
async function session(withRecorder: boolean, fixedCycles = 0): Promise<Session> {
  const recorder = createRecorder({
    build: 'bench',
    locale: 'es-MX',
    brand: 'Cuota',
    userAgent: 'node',
    maxBytes: 64 * 1024 * 1024,
  });
  const plain = { ...plainContext(), clock: createVirtualClock() };
  const { clock } = plain;
  const store = setupStore(undefined, {
    context: plain,
    plugins: [qaPlugin(withRecorder ? recorder : null)],
  });
  let actions = 0;
  let recordingMs = 0;
  const timed = (action: Parameters<typeof store.dispatch>[0]) => {
    const start = performance.now();
    store.dispatch(action);
    recordingMs += performance.now() - start;
    actions += 1;
  };
  let cycles = 0;
  const more = () => (withRecorder ? recorder.entryCount() < TARGET_ENTRIES : cycles < fixedCycles);
  for (let i = 0; more(); i += 1) {
    cycles += 1;
    timed(customerServiceActions.pageOpened());
    await macrotask();
    timed(customerServiceActions.telephoneTapped({ telephone: '55 1234 5678' }));
    timed(toastRequested({ text: `Aviso ${i}` }));
    await macrotask();
    await clock.advance(3_000);
  }
  const tape = withRecorder ? (JSON.parse(recorder.exportJson()) as Tape) : null;
  return { tape, cycles, actions, msPerAction: recordingMs / actions };
}

/**
 * A tab recording at its cap (DEFAULT_TAPE_BYTES): the time its page's pagehide takes to keep the tape,
 * and the next page load's recorder to take it up (read, check, restore) before the page's first action.
 */
function pageLoadCost(): { keepMs: number; takeMs: number; kb: number } {
  const tab = plainContext().storage;
  const load = (path: string) => {
    let persist = () => undefined as void;
    const recorder = createRecorder({
      build: 'bench',
      locale: 'es-MX',
      brand: 'Cuota',
      userAgent: 'node',
      tab: { path, storage: tab, onLeave: (p) => (persist = p) },
    });
    const started = performance.now();
    const context = recorder.wrapContext(plainContext());
    const takeMs = performance.now() - started;
    return { recorder, context, takeMs, leave: () => persist() };
  };
  const first = load('/loan/confirm');
  // The context is wrapped already (timed above): the QA plugin's sagas and the recorder's middleware.
  const store = setupStore(undefined, {
    context: first.context,
    plugins: [{ ...qaPlugin(), middleware: first.recorder.middleware }],
  });
  for (let i = 0; first.recorder.bytes() < DEFAULT_TAPE_BYTES * 0.95; i += 1)
    store.dispatch(toastRequested({ text: `Aviso ${i} 55 1234 ${String(i).padStart(4, '0')}` }));
  store.sagaTask?.cancel();
  const started = performance.now();
  first.leave();
  const keepMs = performance.now() - started;
  const kb = (tab.get(TAPE_PAGES_KEY) ?? '').length / 1024;
  const second = load('/loan/details');
  return { keepMs, takeMs: second.takeMs, kb };
}

async function main() {
  const check = process.argv.includes('--check');
  const recorded = await session(true);
  const without = await session(false, recorded.cycles);
  const tape = recorded.tape as Tape;
  const actions = recorded.actions;
  // What recording adds to each user action's dispatch (reducers and sagas run in both sessions).
  const msPerAction = Math.max(0, recorded.msPerAction - without.msPerAction);
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
    `recording: ${msPerAction.toFixed(3)} ms added per user action (${recorded.msPerAction.toFixed(3)} ms ` +
      `with the recorder, ${without.msPerAction.toFixed(3)} ms without; ${actions} user actions, each ` +
      `with its reducers, sagas and their actions)`,
  );
  console.log(
    `replay: ${replayMs.toFixed(0)} ms for the whole tape, ` +
      `${Math.round(report.actions / (replayMs / 1000))} actions/s, ` +
      `${Math.round(tape.entries.length / (replayMs / 1000))} entries/s`,
  );
  const runs = Array.from({ length: PAGE_LOAD_RUNS }, () => pageLoadCost());
  const totals = runs.map((run) => run.keepMs + run.takeMs);
  const page = runs[totals.indexOf([...totals].sort((a, b) => a - b)[PAGE_LOAD_RUNS >> 1])];
  const pageMs = page.keepMs + page.takeMs;
  console.log(
    `page load while recording (median of ${PAGE_LOAD_RUNS}): ${page.keepMs.toFixed(1)} ms to keep a ` +
      `${page.kb.toFixed(0)} KB tab tape on pagehide, ${page.takeMs.toFixed(1)} ms for the next page ` +
      `to take it up (keep + take up per run: ${totals.map((t) => t.toFixed(1)).join(', ')} ms)`,
  );
  const over: string[] = [];
  if (pageMs > PAGE_LOAD_BUDGET_MS)
    over.push(`page load ${pageMs.toFixed(1)} ms > ${PAGE_LOAD_BUDGET_MS} ms`);
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
