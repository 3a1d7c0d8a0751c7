import fs from 'node:fs';
import { replayTape, type ReplayAppOptions } from '../../src/app/tapeStore';
import { formatDivergence, TAPE_FORMAT_VERSION, type Tape } from '../../src/platform/tape';

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
