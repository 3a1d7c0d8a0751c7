/** @jest-environment node */
import zlib from 'node:zlib';
import { imageSources, parseImageHosts } from '../../server/headers';
import { form, getEncoded, PAGE_SCRIPT, rawGet, start } from './helpers';
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
      // Over plain HTTP a browser ignores it: none is sent.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("defaults frame-ancestors to 'self'", async () => {
    const other = await start();
    try {
      const res = await fetch(`${other.url}/`);
      expect(res.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self';/);
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
    const res = await getEncoded(`${srv.url}/assets/app.12345678.js`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString('utf8')).toContain('console.log');
  });

  it("sends the build's brotli or gzip copy of a file as the client accepts, else the file", async () => {
    const url = `${srv.url}/assets/page.abcdef0123.js`;
    const br = await getEncoded(url, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(PAGE_SCRIPT);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");

    const gz = await getEncoded(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(PAGE_SCRIPT);

    const plain = await getEncoded(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(PAGE_SCRIPT);
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

describe('demo server: caching and CSP', () => {
  const cacheOf = async (p: string, init?: RequestInit) =>
    (await fetch(`${srv.url}${p}`, init)).headers.get('cache-control');

  it('hashed js and css are immutable for a year; HTML, config.js and app routes revalidate', async () => {
    expect(await cacheOf('/assets/app.12345678.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/assets/app.0123456789.css')).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/index.html', '/promotion', '/loan/details', '/config.js'])
      expect({ p, cache: await cacheOf(p) }).toEqual({ p, cache: 'no-cache' });
  });

  it('API and demo answers are no-store, found or not', async () => {
    expect(await cacheOf('/plays/user-problem/get-whatsapp', form({ overall: '30' }))).toBe(
      'no-store',
    );
    expect(await cacheOf('/plays/nope', { method: 'POST' })).toBe('no-store');
    expect(await cacheOf('/__demo/scenario')).toBe('no-store');
  });

  it("img-src is exactly 'self' data: by default; no unsafe-inline anywhere; base-uri is set", async () => {
    const csp = (await fetch(`${srv.url}/`)).headers.get('content-security-policy') ?? '';
    const directives = csp.split('; ');
    expect(directives).toContain("img-src 'self' data:");
    expect(directives).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https:(?!\/\/)/);
  });

  it('img-src lists the configured image hosts (option or IMAGE_HOSTS)', async () => {
    const withHosts = await start({ imageHosts: ['cdn.example.com', '.img.example.org'] });
    process.env.IMAGE_HOSTS = 'pics.example.net, bad host';
    const fromEnv = await start({ imageHosts: undefined });
    delete process.env.IMAGE_HOSTS;
    try {
      const imgSrc = async (s: typeof srv) =>
        ((await fetch(`${s.url}/`)).headers.get('content-security-policy') ?? '')
          .split('; ')
          .find((d) => d.startsWith('img-src'));
      expect(await imgSrc(withHosts)).toBe(
        "img-src 'self' data: https://cdn.example.com https://img.example.org https://*.img.example.org",
      );
      expect(await imgSrc(fromEnv)).toBe("img-src 'self' data: https://pics.example.net");
    } finally {
      await withHosts.close();
      await fromEnv.close();
    }
  });

  it('image hosts: plain host names only', () => {
    expect(
      parseImageHosts(' CDN.example.com,.b.example.com,,bad host,https://x.com,*.y.com'),
    ).toEqual(['cdn.example.com', '.b.example.com']);
    expect(imageSources(['a.com', 'a.com', "'unsafe-inline'"])).toEqual(['https://a.com']);
  });

  it('dotfiles are not served', async () => {
    const res = await fetch(`${srv.url}/.env`);
    expect(await res.text()).not.toContain('SECRET');
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
