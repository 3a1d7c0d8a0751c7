import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { replayTape } from '../../../src/app/appReplay';
import { formatDivergence, type Tape } from '../../../src/qa/tape';

const resultsDir = path.resolve(__dirname, '../../../test-results/tapes');
const replaysDir = path.resolve(__dirname, '../../replays');

/**
 * Takes the tape the page has recorded (opened with ?qaTape=1), saves it under test-results/tapes
 * (and under test/replays when UPDATE_TAPES=1), and returns its text and parsed form.
 */
export async function takeTape(page: Page, name: string): Promise<{ text: string; tape: Tape }> {
  const text = await page.evaluate(() => {
    const tape = window.__CUOTA_TAPE__;
    if (!tape) throw new Error('the page is not recording a QA tape');
    return tape.exportJson();
  });
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}.tape.json`), text);
  if (process.env.UPDATE_TAPES === '1')
    fs.writeFileSync(path.join(replaysDir, `${name}.tape.json`), text);
  return { text, tape: JSON.parse(text) as Tape };
}

/** Replays the tape headless (real reducers and sagas, no network, virtual time); throws the divergence. */
export async function replayHeadless(tape: Tape) {
  const report = await replayTape(tape);
  if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
  return report;
}
