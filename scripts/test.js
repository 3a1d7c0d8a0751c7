// `npm test`: every check, in order; stops at the first failing step and prints a summary line.
const path = require('node:path');
const { root, run, ensureTestChrome, ensureNginx } = require('./lib');

const PRODUCTION_DIST = path.join(root, 'dist-production');

/** The environment without the developer pages' build switch. */
function withoutDevtools(env) {
  delete env.CUOTA_DEVTOOLS;
  return env;
}

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  // The build borrowers get (`npm run build`: no developer pages), in a folder of its own: the jest step's
  // production build test scans it, the size step measures it.
  [
    'production build as borrowers get it (no developer pages)',
    'npx',
    ['webpack', '--mode', 'production', '--output-path', PRODUCTION_DIST],
    { env: withoutDevtools({ ...process.env }) },
  ],
  [
    'unit, saga and component tests (and every QA tape in test/replays)',
    'npx',
    ['jest', '--ci'],
    { env: { ...process.env, CUOTA_PRODUCTION_DIST: PRODUCTION_DIST } },
  ],
  ['QA tape benchmark budgets', 'npm', ['run', '-s', 'bench:tape', '--', '--check']],
  // The browser tests use the test page, so this build keeps the developer pages (CUOTA_DEVTOOLS=1);
  // test/scripts/productionBuild.test.ts (in the jest step) builds without them and scans the output.
  [
    'production build with the developer pages (for the browser tests)',
    'npx',
    ['webpack', '--mode', 'production'],
    { env: { ...process.env, CUOTA_DEVTOOLS: '1' } },
  ],
  // Every emitted script (files and the pages' inline scripts) parses at the support matrix's level.
  [
    'syntax of every emitted script against the support matrix (ES2020)',
    'node',
    ['scripts/syntax.js'],
  ],
  // The first-load budgets hold for what borrowers download.
  [
    "size budgets (the borrowers' build)",
    'node',
    ['scripts/size.js'],
    { env: { ...process.env, DIST: PRODUCTION_DIST } },
  ],
  ['browser end-to-end tests', 'node', ['scripts/e2e.js']],
  // The same build's smoke journeys in WebKit and Gecko (installs webkit2gtk-driver, xvfb and firefox-esr
  // when missing and root).
  ['browser smoke tests in WebKit and Gecko', 'node', ['scripts/engines.js']],
];

async function main() {
  let passed = 0;
  for (const [name, cmd, args, options] of steps) {
    console.log(`\n== ${name}`);
    if (name.startsWith('browser')) {
      try {
        process.env.CHROME_PATH = ensureTestChrome();
        process.env.NGINX_PATH = ensureNginx();
      } catch (error) {
        console.error(error.message);
        console.log(`\nsteps: ${passed} passed, 1 failed`);
        process.exit(1);
      }
    }
    const code = await run(cmd, args, options);
    if (code !== 0) {
      console.error(`\n${name} failed (exit ${code})`);
      console.log(`steps: ${passed} passed, 1 failed`);
      process.exit(code);
    }
    passed += 1;
  }
  console.log(`\nsteps: ${passed} passed, 0 failed`);
}

void main();
