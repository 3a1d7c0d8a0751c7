/** @jest-environment node */
import zlib from 'node:zlib';
import { rawGet, start } from './helpers';
import type { Running } from './helpers';

let srv: Running;
beforeAll(async () => {
  srv = await start({ frameAncestors: "'self' https://app.example" });
});
afterAll(() => srv.close());

describe('demo server: static app', () => {
  it('sends the CSP with frame-ancestors and the other security headers on every response', async () => {
    for (const p of ['/', '/assets/app.12345678.js', '/plays/nope', '/missing.png']) {
      const res = await fetch(`${srv.url}${p}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self' https://app.example");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("defaults frame-ancestors to 'self'", async () => {
    const other = await start();
    try {
      const res = await fetch(`${other.url}/`);
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
    } finally {
      await other.close();
    }
  });

  it('serves hashed assets as immutable with a JavaScript type, html as no-cache', async () => {
    const asset = await fetch(`${srv.url}/assets/app.12345678.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    const html = await fetch(`${srv.url}/index.html`);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('gzips text responses when the client accepts gzip', async () => {
    const { default: http } = await import('node:http');
    const body = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
      http
        .get(
          `${srv.url}/assets/app.12345678.js`,
          { headers: { 'Accept-Encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                text: zlib.gunzipSync(Buffer.concat(chunks)).toString('utf8'),
              }),
            );
          },
        )
        .on('error', reject);
    });
    expect(body.encoding).toBe('gzip');
    expect(body.text).toContain('console.log');
  });

  it('falls back to index.html for app routes and serves promotion.html for /promotion', async () => {
    const route = await fetch(`${srv.url}/customer-service?sessionId=abc`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>app</title>');
    for (const p of ['/promotion', '/promotion.html']) {
      const promo = await fetch(`${srv.url}${p}`);
      expect(await promo.text()).toContain('<title>promotion</title>');
    }
    expect((await fetch(`${srv.url}/missing.png`)).status).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%2fsecret.txt',
  ])('refuses path traversal %s', async (p) => {
    const res = await rawGet(srv.port, p);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain('outside the dist folder');
  });
});

describe('demo server: scenario from a page link', () => {
  it('a page opened with ?scenario= keeps it for its API calls through the demo_scenario cookie', async () => {
    const page = await fetch(`${srv.url}/customer-service?deviceId=d&scenario=getWhatsapp:fail`);
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^demo_scenario=getWhatsapp:fail; Path=\/; SameSite=Strict/);
    const api = await fetch(`${srv.url}/plays/user-problem/get-whatsapp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookie.split(';')[0],
      },
      body: 'overall=30',
    });
    expect((await api.json()).code).toBe(1);
  });

  it('sets no cookie without the parameter and refuses odd scenario text', async () => {
    expect((await fetch(`${srv.url}/customer-service`)).headers.get('set-cookie')).toBeNull();
    const odd = await fetch(
      `${srv.url}/customer-service?scenario=${encodeURIComponent('x; Domain=evil')}`,
    );
    expect(odd.headers.get('set-cookie')).toBeNull();
  });
});
