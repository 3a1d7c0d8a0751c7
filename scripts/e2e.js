// Browser end-to-end tests: starts the demo server on a free port with a fresh data file,
// then runs the jest suites under test/e2e in Node against it (playwright-core + Debian chromium).
// E2E_TLS=1 serves HTTPS with HTTP/2 instead (a throwaway certificate that only the test browser trusts).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  root,
  run,
  freePort,
  makeCertificate,
  startServer,
  ensureTestChrome,
  ensureNginx,
} = require('./lib');

async function main() {
  // DIST points the server at another build output (the server reads it too).
  const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(
      `${dist} has no build: run \`npx webpack --mode production\` first (npm test does).`,
    );
    process.exit(1);
  }
  const chrome = ensureTestChrome();
  // The deployment test serves the build through real nginx (test/e2e/nginx.e2e.test.ts).
  const nginx = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-e2e-'));
  const dataFile = path.join(dir, 'db.json');
  const tls = process.env.E2E_TLS === '1' ? await makeCertificate(dir) : undefined;
  const { child, url } = await startServer({ port: await freePort(), dataFile, quiet: true, tls });
  let code = 1;
  try {
    code = await run(
      'npx',
      [
        'jest',
        '--ci',
        '--runInBand',
        '--roots',
        '<rootDir>/test/e2e',
        '--testPathIgnorePatterns',
        '/node_modules/',
        '--testEnvironment',
        'node',
        ...process.argv.slice(2),
      ],
      {
        env: {
          ...process.env,
          E2E_BASE_URL: url,
          CHROME_PATH: chrome,
          NGINX_PATH: nginx,
          // The browser trusts the certificate by its key; the tests' own fetch calls, as a root.
          ...(tls ? { E2E_CHROME_TRUST: tls.chromeFlag, NODE_EXTRA_CA_CERTS: tls.certFile } : {}),
        },
      },
    );
  } finally {
    child.kill('SIGTERM');
  }
  process.exit(code);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
