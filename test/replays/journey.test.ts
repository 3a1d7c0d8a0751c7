/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replayTape } from '../../src/app/appReplay';
import { formatDivergence, splitPages, type Tape } from '../../src/qa/tape';
import { loadTape } from '../support/tapes';

const root = path.resolve(__dirname, '../..');
const file = path.join(__dirname, 'journey-confirm-to-details.tape.json');

/** `npm run replay` on a file. */
function replayCli(tapeFile: string) {
  const run = spawnSync(
    process.execPath,
    [
      '-r',
      'ts-node/register/transpile-only',
      '-r',
      './scripts/styles.js',
      'scripts/replay.ts',
      tapeFile,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { code: run.status, out: run.stdout + run.stderr };
}

/** The journey with the third page's first api answer changed (the instalment's amount). */
function tampered(): Tape {
  const tape = loadTape(file);
  const third = splitPages(tape)[2];
  const answer = third.tape.entries.find((e) => e.kind === 'apiResult');
  if (answer?.kind !== 'apiResult') throw new Error('the third page has no api answer');
  const result = answer.result as { data: { repayAmount: number } };
  result.data.repayAmount += 100;
  return tape;
}

jest.setTimeout(60_000);

describe('the journey tape: confirm, details, repay, card and SMS, details over five page loads', () => {
  it('is one tape of five page loads, each with its own start state', () => {
    const tape = loadTape(file);
    const pages = splitPages(tape);
    expect(pages.map(({ index, path: p }) => `${index} ${p}`)).toEqual([
      '0 /loan/confirm',
      '1 /loan/details',
      '2 /repayment',
      '3 /repayment/choose',
      '4 /loan/details',
    ]);
    for (const page of pages.slice(1)) {
      // Every later page starts over: the fresh store of a page load, none of the last page's data.
      expect(page.tape.header.initialActions).toBe(0);
      expect(Object.keys(page.tape.header.initialState ?? {})).toEqual(['ui']);
    }
    const api = pages.map((p) =>
      p.tape.entries.flatMap((e) => (e.kind === 'apiCall' ? [e.endpoint] : [])),
    );
    // Outside the app the router moves to the next page before the test loads it afresh (as the web view
    // would): that move may start the next page's first request on the page it leaves, or not, as the
    // reload comes sooner or later. What each page itself asked is fixed.
    const own = (calls: string[], next: string) =>
      calls[calls.length - 1] === next ? calls.slice(0, -1) : calls;
    expect([
      api[0],
      api[1],
      own(api[2], 'repaymentWay'),
      own(api[3], 'loanDetails'),
      api[4],
    ]).toEqual([
      ['loanDetailConfirm', 'loanDetailPush'],
      ['loanDetails'],
      ['loanPlayDetail'],
      ['repaymentWay', 'repaymentCommit', 'repaymentConfirm'],
      ['loanDetails'],
    ]);
    expect(api).toHaveLength(5);
  });

  it('replays clean, page by page', async () => {
    const tape = loadTape(file);
    const report = await replayTape(tape);
    if (report.divergence) throw new Error(formatDivergence(report.divergence, tape));
    expect(report).toMatchObject({ ok: true, pages: 5, entries: tape.entries.length });
  });

  it('reports a changed api answer on the third page with that page', async () => {
    const tape = tampered();
    const report = await replayTape(tape);
    expect(report.ok).toBe(false);
    expect(report.pages).toBe(3);
    const divergence = report.divergence;
    expect(divergence).toMatchObject({
      message: 'the sagas dispatched a different action',
      page: { index: 2, path: '/repayment', position: 3, of: 5 },
    });
    expect(divergence?.differences.join('\n')).toMatch(/payload\.repayAmount/);
    const entry = tape.entries[divergence?.index ?? -1];
    expect(entry).toMatchObject({ kind: 'action', origin: 'saga' });
    expect(splitPages(tape)[2].start).toBeLessThan(divergence?.index ?? 0);
    const text = formatDivergence(divergence!, tape);
    expect(text).toContain('page load 3 of 5: /repayment');
    expect(text).toContain('\n  screen: /repayment');
  });

  it('npm run replay lists the pages, and names the page of a divergence', () => {
    const clean = replayCli(file);
    expect(clean.code).toBe(0);
    expect(clean.out).toMatch(/journey-confirm-to-details\.tape\.json: ok, \d+ entries, .*5 pages/);
    expect(clean.out).toContain('page 3: /repayment');
    const edited = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-journey-')), 'x.json');
    fs.writeFileSync(edited, JSON.stringify(tampered()));
    const bad = replayCli(edited);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('DIVERGED');
    expect(bad.out).toContain('page load 3 of 5: /repayment');
  });
});
