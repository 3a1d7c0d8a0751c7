import fs from 'node:fs';
import path from 'node:path';

/**
 * Each feature's tests are found from one place, its test/features/<name>/README.md (a QA page's:
 * test/qa/<name>/README.md): the browser, robustness, server and replay tests kept elsewhere. This test keeps those indexes true: every test
 * file an index names exists, and every test file named after the feature outside its folder is named
 * in its index.
 */
const TEST_ROOT = path.resolve(__dirname, '..');
const FEATURES = path.join(TEST_ROOT, 'features');
/** The folders whose files are named after the feature they test. */
const ELSEWHERE = ['e2e', 'robustness', 'server', 'replays', 'scripts'];
const TEST_FILE = /\.(test\.tsx?|tape\.json)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const testFiles = filesUnder(TEST_ROOT).filter((file) => TEST_FILE.test(file));
const testNames = new Set(testFiles.map((file) => path.basename(file)));
const foldersOf = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** The QA pages: feature folders of their own (src/qa/<name> with its slice), the test page and the bridge check. */
const SRC_QA = path.resolve(TEST_ROOT, '..', 'src', 'qa');
const qaPages = foldersOf(SRC_QA).filter((name) =>
  fs.existsSync(path.join(SRC_QA, name, `${name}Slice.ts`)),
);
/** Each feature's test folder, by its name: test/features/<name>, or test/qa/<name> for a QA page. */
const folderOf = new Map([
  ...foldersOf(FEATURES).map((name): [string, string] => [name, path.join(FEATURES, name)]),
  ...qaPages.map((name): [string, string] => [name, path.join(TEST_ROOT, 'qa', name)]),
]);
const features = [...folderOf.keys()];
const readmeOf = (name: string) => path.join(folderOf.get(name) ?? '', 'README.md');

/** The test files an index names, by file name: every backticked name that ends like a test. */
function named(readme: string): string[] {
  return [...readme.matchAll(/`([^`\s]+)`/g)]
    .map((m) => path.basename(m[1]))
    .filter((name) => TEST_FILE.test(name));
}

describe("each feature's test index (test/features/<name>/README.md)", () => {
  it('exists for every feature folder', () => {
    expect(features.length).toBeGreaterThan(10);
    expect(qaPages).toEqual(expect.arrayContaining(['devtools', 'bridgeCheck']));
    expect(features.filter((name) => !fs.existsSync(readmeOf(name)))).toEqual([]);
  });

  it.each(features)('%s: names only test files that exist', (name) => {
    const readme = fs.readFileSync(readmeOf(name), 'utf8');
    expect(named(readme).filter((file) => !testNames.has(file))).toEqual([]);
  });

  it.each(features)(
    '%s: names every test file named after it in the other test folders',
    (name) => {
      const readme = fs.readFileSync(readmeOf(name), 'utf8');
      const listed = new Set(named(readme));
      const afterIt = testFiles
        .filter((file) => ELSEWHERE.includes(path.relative(TEST_ROOT, file).split(path.sep)[0]))
        .map((file) => path.basename(file))
        .filter((file) => file.startsWith(`${name}.`) || file.startsWith(`${name}Saga`));
      expect(afterIt.filter((file) => !listed.has(file))).toEqual([]);
    },
  );
});
