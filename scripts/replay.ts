// Headless QA tape replay: `npm run replay -- path/to/tape.json [more.json] [--write-test out.test.ts]`.
// Builds the real store and root saga, feeds the tape's user and bridge actions, answers every api,
// bridge and clock effect from it, runs time virtually, and exits non-zero at the first divergence.
// A tape that spans page loads replays page by page, each on a new store from the page's own start
// state; a divergence names its page (number, index and path).
import fs from 'node:fs';
import path from 'node:path';
import { replayTape } from '../src/app/appReplay';
import { formatDivergence, splitPages, TAPE_FORMAT_VERSION, type Tape } from '../src/qa/tape';

const root = path.resolve(__dirname, '..');

function usage(): never {
  console.error('usage: npm run replay -- <tape.json> [...] [--write-test <file.test.ts>]');
  process.exit(2);
}

function readTape(file: string): Tape {
  const tape = JSON.parse(fs.readFileSync(file, 'utf8')) as Tape;
  if (tape?.header?.format !== TAPE_FORMAT_VERSION || !Array.isArray(tape.entries))
    throw new Error(`not a version ${TAPE_FORMAT_VERSION} QA tape`);
  return tape;
}

/**
 * The tape as the repository keeps it: one outside the repository (a download, /tmp) is copied into
 * test/replays/ first, so the test written for it does not point at a file only this machine has.
 */
function tapeInRepository(tapeFile: string): string {
  const inside = path.relative(root, path.resolve(tapeFile));
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) return path.resolve(tapeFile);
  const copy = path.join(root, 'test/replays', path.basename(tapeFile));
  if (fs.existsSync(copy)) {
    console.error(`${path.relative(root, copy)} exists: rename the tape or remove that file first`);
    process.exit(1);
  }
  fs.copyFileSync(tapeFile, copy);
  console.log(`copied the tape to ${path.relative(process.cwd(), copy)}`);
  return copy;
}

/** A standalone jest regression test for one tape (kept in the repository). */
function writeTest(given: string, out: string) {
  const outFile = path.resolve(out);
  const tapeFile = tapeInRepository(given);
  const rel = (to: string) => {
    const r = path.relative(path.dirname(outFile), to).split(path.sep).join('/');
    return r.startsWith('.') ? r : `./${r}`;
  };
  const name = path.basename(tapeFile);
  const text = `/** @jest-environment node */
// Regression test written by \`npm run replay -- ${path.relative(root, tapeFile)} --write-test\`.
import path from 'node:path';
import { expectTapeReplays } from '${rel(path.join(root, 'test/support/tapes'))}';

it('replays ${name} with no divergence', async () => {
  await expectTapeReplays(path.resolve(__dirname, '${rel(path.resolve(tapeFile))}'));
});
`;
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, text);
  console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
}

async function main() {
  const args = process.argv.slice(2);
  const files: string[] = [];
  let testOut: string | null = null;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--write-test') {
      testOut = args[i + 1] ?? usage();
      i += 1;
    } else if (args[i].startsWith('-')) usage();
    else files.push(args[i]);
  }
  if (files.length === 0) usage();
  if (testOut && files.length !== 1) usage();

  let failed = 0;
  for (const file of files) {
    let tape: Tape;
    try {
      tape = readTape(file);
    } catch (error) {
      console.error(`${file}: ${(error as Error).message}`);
      failed += 1;
      continue;
    }
    const started = process.hrtime.bigint();
    const report = await replayTape(tape);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (report.divergence) {
      console.error(`${file}: DIVERGED`);
      console.error(formatDivergence(report.divergence, tape));
      failed += 1;
      break;
    }
    const pages = splitPages(tape);
    console.log(
      `${file}: ok, ${report.entries} entries, ${report.actions} actions ` +
        `(${report.sagaActions} from sagas), ${pages.length} ${pages.length === 1 ? 'page' : 'pages'} ` +
        `replayed in ${ms.toFixed(1)} ms`,
    );
    if (pages.length > 1)
      for (const [i, page] of pages.entries())
        console.log(`  page ${i + 1}: ${page.path}, ${page.tape.entries.length} entries`);
    if (testOut) writeTest(file, testOut);
  }
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
