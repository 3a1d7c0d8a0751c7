// Shared helpers for the project scripts (plain Node; makeCertificate uses the selfsigned dev dependency).
const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const https = require('node:https');
const net = require('node:net');
const os = require('node:os');
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
        // Mexico's unless `env` says MARKET: the tests are written against it.
        API_TARGET: '',
        MARKET: '',
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

/** Debian's headless Chromium: Blink and V8 without the browser's window and UI. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser tests drive: CHROME_PATH, else Debian's chromium-headless-shell (the same
 * Blink and V8 as the chromium package without its UI: appShell's 51 tests take 53 s in it against 86 s
 * in the full browser on this 2-core machine), installed when missing and root; else the full chromium.
 * Lighthouse keeps the full browser (ensureChrome).
 */
function ensureTestChrome() {
  if (process.env.CHROME_PATH) return ensureChrome();
  if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (isRoot()) {
    console.log(
      "Headless Chromium is missing: installing Debian's chromium-headless-shell (apt-get install -y)…",
    );
    if (aptInstall(['chromium-headless-shell']) && fs.existsSync(HEADLESS_SHELL)) {
      return HEADLESS_SHELL;
    }
  }
  console.log('chromium-headless-shell is not available: the browser tests use the full chromium.');
  return ensureChrome();
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

/** True when this process may install system packages. */
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * `apt-get install -y` of Debian packages, non-interactive; when that fails (a fresh machine has no
 * package lists yet), `apt-get update` and once more. True when the install succeeded.
 */
function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
      .status === 0;
  if (install()) return true;
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return install();
}

/** Gecko for the engine smoke tests (scripts/engines.js): FIREFOX_PATH, else Debian's Firefox ESR. */
function findFirefox() {
  if (process.env.FIREFOX_PATH)
    return fs.existsSync(process.env.FIREFOX_PATH) ? process.env.FIREFOX_PATH : null;
  for (const candidate of ['/usr/bin/firefox-esr', '/usr/bin/firefox']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Finds Firefox, installing Debian's firefox-esr when missing and running as root. */
function ensureFirefox() {
  let firefox = findFirefox();
  if (firefox) return firefox;
  if (process.env.FIREFOX_PATH)
    throw new Error(`FIREFOX_PATH=${process.env.FIREFOX_PATH} does not exist.`);
  if (isRoot()) {
    console.log(
      "Firefox is missing: installing Debian's firefox-esr (apt-get install -y firefox-esr)…",
    );
    const installed = aptInstall(['firefox-esr']);
    firefox = findFirefox();
    if (installed && firefox) return firefox;
  }
  throw new Error(
    'The Gecko smoke tests need Firefox. Install it with `sudo apt-get install -y firefox-esr`, ' +
      'or point FIREFOX_PATH at a Firefox binary (ESR 128 or newer: it is driven over WebDriver BiDi).',
  );
}

/** The es_MX locale's source (Debian's `locales`), from which WebKit's locale is compiled. */
const ES_MX_SOURCE = '/usr/share/i18n/locales/es_MX';

/**
 * WebKit for the engine smoke tests: WEBKIT_DRIVER_PATH, else Debian's WebKitWebDriver (WebKitGTK), and
 * the X server it draws on (XVFB_PATH, else Debian's Xvfb). { driver, xvfb }, or null when one is missing.
 */
function findWebKit() {
  const pick = (variable, candidates) => {
    if (process.env[variable])
      return fs.existsSync(process.env[variable]) ? process.env[variable] : null;
    return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
  };
  const driver = pick('WEBKIT_DRIVER_PATH', ['/usr/bin/WebKitWebDriver']);
  const xvfb = pick('XVFB_PATH', ['/usr/bin/Xvfb']);
  return driver && xvfb ? { driver, xvfb } : null;
}

/**
 * Finds WebKit and Xvfb, installing Debian's webkit2gtk-driver and xvfb when missing and running as
 * root (with `locales`, for the es_MX locale the browser speaks, when its source is missing too).
 */
function ensureWebKit() {
  let webkit = findWebKit();
  if (webkit && fs.existsSync(ES_MX_SOURCE)) return webkit;
  if (!webkit && (process.env.WEBKIT_DRIVER_PATH || process.env.XVFB_PATH)) {
    throw new Error(
      `WEBKIT_DRIVER_PATH=${process.env.WEBKIT_DRIVER_PATH ?? ''} or XVFB_PATH=${process.env.XVFB_PATH ?? ''} does not exist.`,
    );
  }
  if (isRoot()) {
    const packages = [
      ...(webkit ? [] : ['webkit2gtk-driver', 'xvfb']),
      ...(fs.existsSync(ES_MX_SOURCE) ? [] : ['locales']),
    ];
    console.log(
      `WebKit's test tools are missing: installing Debian's ${packages.join(', ')} (apt-get install -y)…`,
    );
    const installed = aptInstall(packages);
    webkit = findWebKit();
    if (installed && webkit) return webkit;
  }
  if (webkit) return webkit; // only the locale source is missing: webkitLocaleEnv says so
  throw new Error(
    'The WebKit smoke tests need WebKitWebDriver and an X server. Install them with ' +
      '`sudo apt-get install -y webkit2gtk-driver xvfb`, or point WEBKIT_DRIVER_PATH and XVFB_PATH at them.',
  );
}

/**
 * The environment that has WebKitGTK speak Spanish (Mexico) (navigator.language, Accept-Language): it
 * follows the C library's locale. The system's es_MX.UTF-8 when installed, else one compiled once with
 * localedef into the temporary directory. Null when neither can be had (no `locales` package).
 */
function webkitLocaleEnv() {
  const installed = spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '';
  if (/^es_MX\.utf-?8$/im.test(installed)) return { LC_ALL: 'es_MX.UTF-8' };
  const dir = path.join(os.tmpdir(), 'cuota-locales');
  const compiled = path.join(dir, 'es_MX.UTF-8');
  if (!fs.existsSync(path.join(compiled, 'LC_CTYPE')) && fs.existsSync(ES_MX_SOURCE)) {
    fs.mkdirSync(dir, { recursive: true });
    // Warnings make localedef exit non-zero with a usable locale: the files tell.
    spawnSync('localedef', ['-i', 'es_MX', '-f', 'UTF-8', compiled], { stdio: 'ignore' });
  }
  return fs.existsSync(path.join(compiled, 'LC_CTYPE'))
    ? { LOCPATH: dir, LC_ALL: 'es_MX.UTF-8' }
    : null;
}

/**
 * Starts an Xvfb X server on the first free display (Xvfb picks it: -displayfd) and waits until it
 * is ready. { child, display } with display like ':3'.
 */
function startXvfb(xvfb) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      xvfb,
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
    );
    let number = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Xvfb did not start within 10 s: ${stderr.slice(-500)}`));
    }, 10_000);
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    child.stdio[3].on('data', (chunk) => {
      number += chunk;
      if (!number.includes('\n')) return;
      clearTimeout(timer);
      resolve({ child, display: `:${number.trim()}` });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited with ${code}: ${stderr.slice(-500)}`));
    });
  });
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
  ensureTestChrome,
  findNginx,
  ensureNginx,
  findFirefox,
  ensureFirefox,
  findWebKit,
  ensureWebKit,
  webkitLocaleEnv,
  startXvfb,
  chromeFlags,
};
