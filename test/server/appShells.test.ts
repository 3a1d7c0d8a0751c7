/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_ROUTES } from '../../src/app/shellRoutes';
import { start, tempDir, type Running } from './helpers';

/** server/static.ts: each app route serves its prerendered page; other paths keep index.html. */
describe('demo server: the prerendered app pages', () => {
  let srv: Running;
  beforeAll(async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'dist', 'app'), { recursive: true });
    for (const route of SHELL_ROUTES) {
      fs.writeFileSync(
        path.join(dir, 'dist', route.file),
        `<!doctype html><title>shell ${route.path}</title>`,
      );
    }
    srv = await start({}, dir);
  });
  afterAll(() => srv.close());

  it.each(SHELL_ROUTES.map((r) => [r.path, r.file]))(
    '%s serves %s as revalidated HTML under the CSP',
    async (routePath) => {
      const res = await fetch(`${srv.url}${routePath}?orderId=1174&sessionId=abc`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toContain(`<title>shell ${routePath}</title>`);
    },
  );

  it('keeps index.html for any other path, the landing its own page', async () => {
    for (const [url, title] of [
      ['/no-such-page', 'app'],
      ['/loan/confirm-new?productId=1', 'app'],
      ['/index.html', 'app'],
      ['/promotion', 'promotion'],
    ]) {
      expect({ url, text: await (await fetch(`${srv.url}${url}`)).text() }).toEqual({
        url,
        text: expect.stringContaining(`<title>${title}</title>`),
      });
    }
  });

  it("redirects a page file to its route's path, query kept; unknown files are 404", async () => {
    const res = await fetch(`${srv.url}/app/repayment-extension.html?orderId=1`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/repayment/extension?orderId=1');
    expect((await fetch(`${srv.url}/app/other.html`)).status).toBe(404);
  });
});

describe('demo server: a build without prerendered app pages', () => {
  it('serves index.html at the app routes', async () => {
    const srv = await start();
    try {
      for (const url of ['/repayment?orderId=1', '/complaintList'])
        expect(await (await fetch(`${srv.url}${url}`)).text()).toContain('<title>app</title>');
    } finally {
      await srv.close();
    }
  });
});
