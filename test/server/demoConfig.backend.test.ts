/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { DEMO_BACKEND_LINE } from '../../server/demoConfig';
import { parseRuntimeConfig } from '../../src/platform/config/runtime';
import { start, type Running } from './helpers';

/**
 * Issue 35: the demo's own backend honours Idempotency-Key (server/idempotency.ts), so the demo server's
 * config.js declares it after the build's file; a server in front of another backend (API_TARGET) sends
 * the build's config.js as it is, and the app relies on no key.
 */

/** The build's config.js: public/config.js, copied into dist as it is. */
const BUILD_CONFIG = fs.readFileSync(path.resolve(__dirname, '../../public/config.js'), 'utf8');

/**
 * Runs a config.js as the page's classic script does and returns what it left on window, copied into this
 * realm (the app reads its own realm's plain objects; the vm context's have another Object.prototype).
 */
function configOf(script: string): Record<string, unknown> {
  const sandbox = { window: {} as { __CUOTA_CONFIG__?: unknown } };
  vm.runInNewContext(script, sandbox);
  return JSON.parse(JSON.stringify(sandbox.window.__CUOTA_CONFIG__ ?? {})) as Record<
    string,
    unknown
  >;
}

function writeConfig(srv: Running, text: string) {
  fs.writeFileSync(path.join(srv.dir, 'dist', 'config.js'), text);
}

let demo: Running;
let proxied: Running;
beforeAll(async () => {
  demo = await start();
  // Nothing listens on port 9: no request here reaches the upstream.
  proxied = await start({ apiTarget: 'http://127.0.0.1:9' });
  writeConfig(demo, BUILD_CONFIG);
  writeConfig(proxied, BUILD_CONFIG);
});
afterAll(async () => {
  await demo.close();
  await proxied.close();
});

describe("demo server: config.js declares the demo's backend", () => {
  it("the build's config.js followed by the backend line, as JavaScript that revalidates", async () => {
    const res = await fetch(`${demo.url}/config.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = await res.text();
    expect(body).toBe(`${BUILD_CONFIG}${DEMO_BACKEND_LINE}`);
    expect(DEMO_BACKEND_LINE).toContain('idempotencyKeys: true');
  });

  it("run in a page: backend honours keys, the build's other fields kept", async () => {
    const config = configOf(await (await fetch(`${demo.url}/config.js`)).text());
    const build = configOf(BUILD_CONFIG);
    expect(build).not.toHaveProperty('backend');
    expect(Object.keys(build).length).toBeGreaterThan(0);
    expect(config).toEqual({ ...build, backend: { idempotencyKeys: true } });
    // The app's boot reads it without a word on the console (test/setup.ts fails on one).
    expect(parseRuntimeConfig(config).backend).toEqual({ idempotencyKeys: true });
  });

  it("follows the build's file as it is now (a deployment edits it in place)", async () => {
    writeConfig(
      demo,
      "window.__CUOTA_CONFIG__ = { allowedHosts: ['pay.example'], allowedImageHosts: ['img.example'] };\n",
    );
    try {
      expect(configOf(await (await fetch(`${demo.url}/config.js`)).text())).toEqual({
        allowedHosts: ['pay.example'],
        allowedImageHosts: ['img.example'],
        backend: { idempotencyKeys: true },
      });
    } finally {
      writeConfig(demo, BUILD_CONFIG);
    }
  });

  it("the demo's backend line wins over a build that declares the spec's backend", async () => {
    writeConfig(demo, 'window.__CUOTA_CONFIG__ = { backend: { idempotencyKeys: false } };\n');
    try {
      expect(configOf(await (await fetch(`${demo.url}/config.js`)).text())).toEqual({
        backend: { idempotencyKeys: true },
      });
    } finally {
      writeConfig(demo, BUILD_CONFIG);
    }
  });

  it('without a config.js in the build: an empty configuration with the backend line', async () => {
    fs.rmSync(path.join(demo.dir, 'dist', 'config.js'));
    try {
      const res = await fetch(`${demo.url}/config.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(configOf(await res.text())).toEqual({ backend: { idempotencyKeys: true } });
    } finally {
      writeConfig(demo, BUILD_CONFIG);
    }
  });
});

describe("demo server with API_TARGET: config.js is the build's as it is", () => {
  it('no backend line, the same headers', async () => {
    const res = await fetch(`${proxied.url}/config.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = await res.text();
    expect(body).toBe(BUILD_CONFIG);
    expect(body).not.toContain('idempotencyKeys');
    expect(configOf(body)).not.toHaveProperty('backend');
  });
});
