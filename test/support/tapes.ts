import fs from 'node:fs';
import { qaPlugin } from '../../src/app/qa';
import { setupStore } from '../../src/app/store';
import { replayTape, type ReplayAppOptions } from '../../src/app/replay';
import {
  createRecorder,
  formatDivergence,
  TAPE_FORMAT_VERSION,
  type RecorderOptions,
  type Tape,
} from '../../src/platform/tape';
import { fakeContext } from './fakeContext';

export function loadTape(file: string): Tape {
  const tape = JSON.parse(fs.readFileSync(file, 'utf8')) as Tape;
  if (tape?.header?.format !== TAPE_FORMAT_VERSION || !Array.isArray(tape.entries))
    throw new Error(`${file} is not a version ${TAPE_FORMAT_VERSION} QA tape`);
  return tape;
}

/** Replays a tape headless; fails with the readable divergence (entry number, expected, got). */
export async function expectTapeReplays(file: string, app: ReplayAppOptions = {}) {
  const tape = loadTape(file);
  const report = await replayTape(tape, app);
  if (report.divergence) throw new Error(`${file}\n${formatDivergence(report.divergence, tape)}`);
  if (!report.ok) throw new Error(`${file}: replay stopped at entry ${report.entries}`);
  return report;
}

/** A real store (every feature's slice and saga) on a fake saga context, with a recorder around both. */
export function startRecording(options: Partial<RecorderOptions> = {}) {
  const recorder = createRecorder({
    build: 'test',
    locale: 'es-MX',
    brand: 'Cuota',
    userAgent: 'jest',
    ...options,
  });
  const context = fakeContext();
  const store = setupStore(undefined, { context, plugins: [qaPlugin(recorder)] });
  const tape = () => JSON.parse(recorder.exportJson()) as Tape;
  return { recorder, context, store, tape };
}

/** Lets sagas finish what promises they are waiting on (node test environment). */
export async function settle(turns = 5) {
  for (let i = 0; i < turns; i += 1) await new Promise((r) => setImmediate(r));
}
