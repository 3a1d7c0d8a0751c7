import type { UnknownAction } from '@reduxjs/toolkit';
import fs from 'node:fs';
import { qaPlugin } from '../../src/qa/qaPlugin';
import { setupStore } from '../../src/app/features';
import { replayTape, type ReplayAppOptions } from '../../src/app/appReplay';
import {
  createRecorder,
  formatDivergence,
  TAPE_FORMAT_VERSION,
  type RecorderOptions,
  type Tape,
} from '../../src/qa/tape';
import { fakeContext, type FakeContext } from './fakeContext';
import { watchedPutLog } from './sagaHarness';

/**
 * `settle()` is the saga harness's (test/support/sagaHarness.ts): it runs until no fake api (or bridge)
 * answer is pending and nothing new is put. The store of `startRecording` has no harness run: its
 * context is a `fakeContext()`, whose mocks settle watches, and its actions go to a `watchedPutLog`.
 */
export { settle } from './sagaHarness';

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

let recordings = 0;

/**
 * A real store (every feature's slice and saga) on a fake saga context, with a recorder around both.
 * `context` defaults to a `fakeContext()` (the spec's backend); a test gives its own for another one.
 */
export function startRecording(
  options: Partial<RecorderOptions> = {},
  context: FakeContext = fakeContext(),
) {
  const recorder = createRecorder({
    build: 'test',
    locale: 'es-MX',
    brand: 'Cuota',
    userAgent: 'jest',
    ...options,
  });
  recordings += 1;
  const put = watchedPutLog(`recording store #${recordings}`);
  const store = setupStore(undefined, {
    context,
    plugins: [
      qaPlugin(recorder),
      {
        middleware: () => (next) => (action) => {
          put.push(action as UnknownAction);
          return next(action);
        },
      },
    ],
  });
  const tape = () => JSON.parse(recorder.exportJson()) as Tape;
  return { recorder, context, store, tape };
}
