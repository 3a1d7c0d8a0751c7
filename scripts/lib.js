// Shared helpers for the project scripts (plain Node; makeCertificate uses the selfsigned dev dependency).
const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const https = require('node:https');
const net = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * A throwaway self-signed certificate for 127.0.0.1, written to `dir` as cert.pem and key.pem; with the
 * Chromium flag that trusts exactly this certificate's key.
 */
async function makeCertificate(dir) {
  const { generate } = require('selfsigned');
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  fs.writeFileSync(certFile, pems.cert);
  fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  const spki = crypto
    .createHash('sha256')
    .update(crypto.createPublicKey(pems.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return {
    cert: pems.cert,
    certFile,
    keyFile,
    chromeFlag: `--ignore-certificate-errors-spki-list=${spki}`,
  };
}

/** True when GET url answers 2xx (over TLS, trusting only `ca`). */
function answers(url, ca) {
  if (!ca) return fetch(url).then((res) => res.ok);
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        resolve(res.statusCode >= 200 && res.statusCode < 300);
      })
      .on('error', reject);
  });
}

/**
 * Starts the demo server (serving dist/) and waits until it answers. With `tls` (from makeCertificate) it
 * serves HTTPS with HTTP/2, as a production deployment does. `ready`: the path polled until it answers
 * 2xx (default the demo's /__demo/scenario; with API_TARGET in `env` that is a 404, so pass e.g. '/config.js').
 */
async function startServer({
  port,
  dataFile,
  env = {},
  quiet = false,
  tls,
  ready = '/__demo/scenario',
}) {
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'server/index.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        // The demo data, whatever the shell says: readiness and the tests use its /__demo endpoints.
        API_TARGET: '',
        ...(dataFile ? { DATA_FILE: dataFile } : {}),
        ...(tls ? { TLS_CERT: tls.certFile, TLS_KEY: tls.keyFile } : {}),
        ...env,
      },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    },
  );
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`demo server exited with ${child.exitCode}`);
    try {
      if (await answers(`${url}${ready}`, tls?.cert)) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('demo server did not start within 30 s');
}

/** The browser for end-to-end tests and Lighthouse: CHROME_PATH, else Debian's chromium. */
function findChrome() {
  if (process.env.CHROME_PATH)
    return fs.existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Finds the browser, installing Debian's chromium when missing and running as root. */
function ensureChrome() {
  let chrome = findChrome();
  if (chrome) return chrome;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
  }
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("Chromium is missing: installing Debian's chromium (apt-get install -y chromium)…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const res = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    chrome = findChrome();
    if (res.status === 0 && chrome) return chrome;
  }
  throw new Error(
    'The browser tests need Chromium. Install it with `sudo apt-get install -y chromium`, ' +
      'or point CHROME_PATH at a Chromium/Chrome binary.',
  );
}

/** nginx for the deployment test (test/e2e/nginx.e2e.test.ts): NGINX_PATH, else Debian's. */
function findNginx() {
  if (process.env.NGINX_PATH)
    return fs.existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Finds nginx, installing Debian's when missing and running as root (as ensureChrome does Chromium). */
function ensureNginx() {
  let nginx = findNginx();
  if (nginx) return nginx;
  if (process.env.NGINX_PATH)
    throw new Error(`NGINX_PATH=${process.env.NGINX_PATH} does not exist.`);
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("nginx is missing: installing Debian's nginx (apt-get install -y nginx)…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const res = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    nginx = findNginx();
    if (res.status === 0 && nginx) return nginx;
  }
  throw new Error(
    'The deployment browser test needs nginx. Install it with `sudo apt-get install -y nginx`, ' +
      'or point NGINX_PATH at an nginx binary.',
  );
}

/** Flags for headless Chromium on a machine with no outside network (shared with the browser tests). */
const chromeFlags = require('./chrome-flags.json');

module.exports = {
  root,
  run,
  freePort,
  makeCertificate,
  startServer,
  findChrome,
  ensureChrome,
  findNginx,
  ensureNginx,
  chromeFlags,
};
