// `npm test`: every check, in order; stops at the first failing step and prints a summary line.
// Steps that do not measure time and leave a core idle run side by side (`together`): each lane's steps
// in order, the first lane's output live, the others' printed once the group is over. A failing step
// stops the other lanes at once.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { root, ensureTestChrome, ensureNginx } = require('./lib');

const PRODUCTION_DIST = path.join(root, 'dist-production');

/** The environment without the developer pages' build switch. */
function withoutDevtools(env) {
  delete env.CUOTA_DEVTOOLS;
  return env;
}

const typecheck = ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']];
const lint = ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']];
const format = ['format', 'npx', ['prettier', '--check', '.']];
// An export nothing imports (source, tests, scripts, server) is dead code: knip names it.
const deadExports = ['dead exports', 'npx', ['knip', '--include', 'exports,types']];
// The build borrowers get (`npm run build`: no developer pages), in a folder of its own: the jest step's
// production build test scans it, the size step measures it.
const productionBuild = [
  'production build as borrowers get it (no developer pages)',
  'npx',
  ['webpack', '--mode', 'production', '--output-path', PRODUCTION_DIST],
  { env: withoutDevtools({ ...process.env }) },
];
// The browser tests use the test page, so this build keeps the developer pages (CUOTA_DEVTOOLS=1);
// test/scripts/productionBuild.test.ts (in the jest step) builds without them and scans the output.
const devtoolsBuild = [
  'production build with the developer pages (for the browser tests)',
  'npx',
  ['webpack', '--mode', 'production'],
  { env: { ...process.env, CUOTA_DEVTOOLS: '1' } },
];
/** The early-tap suites: their pages run under CPU throttling, which leaves the cores mostly idle. */
const EARLY_TAP_SUITES = 'earlyTaps';

const steps = [
  // tsc, ESLint and Prettier are single-threaded, webpack mostly: the checks beside the builds, 144 s
  // here against about 180 s one after the other (and 202 s as four lanes, which overload two cores).
  {
    together: [
      [typecheck, lint, format, deadExports],
      [productionBuild, devtoolsBuild],
    ],
  },
  // Alone: it measures time.
  ['QA tape benchmark budgets', 'npm', ['run', '-s', 'bench:tape', '--', '--check']],
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
  // The tests in two lanes, so that neither core idles: the Chromium suites (one browser, about one core
  // and a half) beside jest (two workers), then the early-tap suites (throttled pages, mostly waiting)
  // and the same build's smoke journeys in WebKit and Gecko (installs webkit2gtk-driver, xvfb and
  // firefox-esr when missing and root). Each browser lane has its own demo server.
  {
    browsers: true,
    together: [
      [
        [
          'browser end-to-end tests (all but the early-tap suites)',
          'node',
          ['scripts/e2e.js', '--testPathIgnorePatterns', EARLY_TAP_SUITES, '/node_modules/'],
        ],
      ],
      [
        [
          'unit, saga and component tests (and every QA tape in test/replays)',
          'npx',
          ['jest', '--ci'],
          { env: { ...process.env, CUOTA_PRODUCTION_DIST: PRODUCTION_DIST } },
        ],
        [
          'browser end-to-end tests: the early-tap suites (CPU throttled)',
          'node',
          ['scripts/e2e.js', '--testPathPatterns', EARLY_TAP_SUITES],
        ],
        ['browser smoke tests in WebKit and Gecko', 'node', ['scripts/engines.js']],
      ],
    ],
  },
];

/** The steps running now, each the leader of its own process group (so a failure can stop the rest). */
const running = new Set();

/** Stops every running step with its children (a browser, a demo server, jest's workers). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Gone meanwhile.
    }
  }
}

/**
 * Runs one step; resolves with its exit code and, unless `live` (output straight to the terminal), its
 * output. A step stopped because another lane failed resolves as stopped.
 */
function runStep([, cmd, args, options = {}], live) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, {
      cwd: root,
      ...options,
      detached: true,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const done = (code, text = '') => {
      running.delete(child);
      resolve({ code, stopped: stopping, output: Buffer.concat(chunks).toString() + text });
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => done(1, `${error.message}\n`));
  });
}

/** Set once a lane has failed: the other lanes' steps are stopped, not reported as failures. */
let stopping = false;

/** Runs a lane's steps in order up to the first failure: { failed: name or null, passed, log }. */
async function runLane(lane, live) {
  let log = '';
  let passed = 0;
  for (const step of lane) {
    if (stopping) break;
    const header = `\n== ${step[0]}\n`;
    const started = Date.now();
    if (live) process.stdout.write(header);
    const result = await runStep(step, live);
    if (!live) log += header + result.output;
    const took = `(${step[0]}: ${Math.round((Date.now() - started) / 1000)} s)\n`;
    if (live) process.stdout.write(took);
    else log += took;
    if (result.stopped)
      return { failed: null, passed, log: `${log}(stopped: another lane failed)\n` };
    if (result.code !== 0) {
      stopping = true;
      stopAll();
      return { failed: `${step[0]} (exit ${result.code})`, passed, log };
    }
    passed += 1;
  }
  return { failed: null, passed, log };
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    stopAll();
    process.exit(130);
  });
}

async function main() {
  let passed = 0;
  const fail = (what) => {
    console.error(`\n${what} failed`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  };
  for (const step of steps) {
    if (step.browsers) {
      try {
        process.env.CHROME_PATH = ensureTestChrome();
        process.env.NGINX_PATH = ensureNginx();
        // The browser step runs its suites in lanes: a suite that times its pages knows it
        // (test/e2e/earlyTaps.e2e.test.ts).
        process.env.E2E_BESIDE_OTHER_WORK = '1';
      } catch (error) {
        console.error(error.message);
        fail('finding the browsers');
      }
    }
    const lanes = step.together ?? [[step]];
    const results = await Promise.all(lanes.map((lane, i) => runLane(lane, i === 0)));
    for (const result of results) process.stdout.write(result.log);
    passed += results.reduce((sum, result) => sum + result.passed, 0);
    const failed = results.find((result) => result.failed);
    if (failed) fail(failed.failed);
  }
  console.log(`\nsteps: ${passed} passed, 0 failed`);
}

void main();
