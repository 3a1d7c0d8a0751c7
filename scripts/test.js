// `npm test`: every check, in order; stops at the first failing step and prints a summary line.
const { run, ensureChrome, ensureNginx } = require('./lib');

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit, saga and component tests (and every QA tape in test/replays)', 'npx', ['jest', '--ci']],
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
  ['size budgets', 'node', ['scripts/size.js']],
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
        process.env.CHROME_PATH = ensureChrome();
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
