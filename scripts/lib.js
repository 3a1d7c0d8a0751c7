// Shared helpers for the project scripts (plain Node, no dependencies).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
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

/** Starts the demo server (serving dist/) and waits until it answers. */
async function startServer({ port, dataFile, env = {}, quiet = false }) {
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'server/index.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        ...(dataFile ? { DATA_FILE: dataFile } : {}),
        ...env,
      },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`demo server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/__demo/scenario`);
      if (res.ok) return { child, url };
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

/** Flags for headless Chromium on a machine with no outside network (shared with the browser tests). */
const chromeFlags = require('./chrome-flags.json');

module.exports = { root, run, freePort, startServer, findChrome, ensureChrome, chromeFlags };
