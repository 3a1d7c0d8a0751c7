/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Tape } from '../../src/qa/tape';

const root = path.resolve(__dirname, '../..');
const tapeFile = path.join(root, 'test/replays/customer-service.tape.json');

function replay(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    [
      '-r',
      'ts-node/register/transpile-only',
      '-r',
      './scripts/styles.js',
      'scripts/replay.ts',
      ...args,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { code: run.status, out: run.stdout + run.stderr };
}

jest.setTimeout(60_000);

describe('npm run replay', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-replay-'));

  it('replays a tape and exits 0 with a summary', () => {
    const { code, out } = replay(tapeFile);
    expect(out).toMatch(/customer-service\.tape\.json: ok, \d+ entries, \d+ actions/);
    expect(code).toBe(0);
  });

  it('exits 1 at the first divergence and prints entry, expected and got', () => {
    const tape = JSON.parse(fs.readFileSync(tapeFile, 'utf8')) as Tape;
    const call = tape.entries.find((e) => e.kind === 'apiCall');
    if (call?.kind !== 'apiCall') throw new Error('the tape has no api call');
    call.endpoint = 'contractDetail';
    const edited = path.join(dir, 'edited.tape.json');
    fs.writeFileSync(edited, JSON.stringify(tape));
    const { code, out } = replay(edited);
    expect(code).toBe(1);
    expect(out).toContain('DIVERGED');
    expect(out).toMatch(/Divergence at entry \d+ of \d+ \(apiCall\): api call differs/);
    expect(out).toContain('endpoint: expected "contractDetail", got "getWhatsapp"');
  });

  it('writes a jest regression test for a tape that replays', () => {
    const out = path.join(dir, 'bug123.test.ts');
    expect(replay(tapeFile, '--write-test', out).code).toBe(0);
    const text = fs.readFileSync(out, 'utf8');
    expect(text).toContain('expectTapeReplays(');
    expect(text).toContain('customer-service.tape.json');
  });

  it('copies a tape from outside the repository into test/replays for the test it writes', () => {
    const name = `outside-${process.pid}.tape.json`;
    const outside = path.join(dir, name);
    fs.copyFileSync(tapeFile, outside);
    const copy = path.join(root, 'test/replays', name);
    try {
      const out = path.join(dir, 'outside.test.ts');
      expect(replay(outside, '--write-test', out).code).toBe(0);
      expect(fs.readFileSync(copy, 'utf8')).toBe(fs.readFileSync(tapeFile, 'utf8'));
      const text = fs.readFileSync(out, 'utf8');
      expect(text).toContain(`test/replays/${name}`);
      expect(text).not.toContain(dir);
      // A second tape of the same name is refused rather than written over.
      const again = replay(outside, '--write-test', out);
      expect(again.code).toBe(1);
      expect(again.out).toContain('exists: rename the tape');
    } finally {
      fs.rmSync(copy, { force: true });
    }
  });

  it('refuses a file that is not a tape', () => {
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '{"hello":1}');
    const { code, out } = replay(bad);
    expect(code).toBe(1);
    expect(out).toContain('not a version 1 QA tape');
  });
});
