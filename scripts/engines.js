// Browser smoke tests in WebKit and Gecko: the journeys of test/engines in WebKitGTK (Debian's
// WebKitWebDriver, the engine of Safari and WKWebView, on an Xvfb display) and Firefox ESR (WebDriver
// BiDi through puppeteer-core), each against its own demo server with a fresh data file, on the build in
// dist/ (or DIST; npm test builds it with the developer pages). Installs the engines when missing (root).
// Arguments go to jest (e.g. `-t landing`, or `test/engines/gecko` for one engine).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  root,
  run,
  freePort,
  startServer,
  ensureFirefox,
  ensureWebKit,
  webkitLocaleEnv,
  startXvfb,
} = require('./lib');

async function main() {
  const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(
      `${dist} has no build: run \`CUOTA_DEVTOOLS=1 npx webpack --mode production\` first (npm test does).`,
    );
    process.exit(1);
  }
  const firefox = ensureFirefox();
  const webkit = ensureWebKit();
  const locale = webkitLocaleEnv();
  if (!locale) {
    console.warn(
      'No es_MX locale for WebKit (install `locales`): it runs in the C locale (the app still reads Spanish).',
    );
  }
  const begun = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-engines-'));
  const children = [];
  let code = 1;
  try {
    const xvfb = await startXvfb(webkit.xvfb);
    children.push(xvfb.child);
    // One server per engine: the demo's last SMS code, its scenarios and its data are never shared.
    const ports = [await freePort()];
    do ports[1] = await freePort();
    while (ports[1] === ports[0]);
    const started = await Promise.allSettled(
      ['gecko', 'webkit'].map((engine, i) =>
        startServer({ port: ports[i], dataFile: path.join(dir, `${engine}.json`), quiet: true }),
      ),
    );
    for (const result of started)
      if (result.status === 'fulfilled') children.push(result.value.child);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [gecko, webkitServer] = started.map((result) => result.value);
    code = await run(
      'npx',
      [
        'jest',
        '--ci',
        '--roots',
        '<rootDir>/test/engines',
        '--testMatch',
        '**/*.engines.ts',
        '--testPathIgnorePatterns',
        '/node_modules/',
        '--testEnvironment',
        'node',
        // One engine after the other: side by side on two cores they take longer than in turn.
        '--runInBand',
        '--verbose',
        ...process.argv.slice(2),
      ],
      {
        env: {
          ...process.env,
          ENGINES_GECKO_URL: gecko.url,
          ENGINES_WEBKIT_URL: webkitServer.url,
          ENGINES_DISPLAY: xvfb.display,
          ENGINES_WEBKIT_ENV: JSON.stringify(locale ?? {}),
          FIREFOX_PATH: firefox,
          WEBKIT_DRIVER_PATH: webkit.driver,
        },
      },
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`WebKit and Gecko smoke tests: ${((Date.now() - begun) / 1000).toFixed(0)} s`);
  process.exit(code);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
