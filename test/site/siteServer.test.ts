/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES } from '../../src/site';
import { start, tempDir, type Running } from '../server/helpers';

/** server/static.ts: the website's paths serve its prerendered pages; the app's routes keep index.html. */
describe('demo server: the company website', () => {
  let srv: Running;
  beforeAll(async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'dist', 'site'), { recursive: true });
    for (const route of SITE_ROUTES) {
      fs.writeFileSync(
        path.join(dir, 'dist', route.file),
        `<!doctype html><title>site ${route.path}</title>`,
      );
    }
    srv = await start({}, dir);
  });
  afterAll(() => srv.close());

  it.each(SITE_ROUTES.map((r) => [r.path, r.file]))(
    '%s serves %s as revalidated HTML',
    async (sitePath, _file) => {
      const res = await fetch(`${srv.url}${sitePath}?lang=en`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toContain(`<title>site ${sitePath}</title>`);
    },
  );

  it("keeps the app's routes, the landing and index.html as they were", async () => {
    for (const [url, title] of [
      ['/customer-service?sessionId=abc', 'app'],
      ['/about-us', 'app'],
      ['/PrivacyPolicy', 'app'],
      ['/index.html', 'app'],
      ['/promotion', 'promotion'],
    ]) {
      expect({ url, text: await (await fetch(`${srv.url}${url}`)).text() }).toEqual({
        url,
        text: expect.stringContaining(`<title>${title}</title>`),
      });
    }
  });

  it('redirects a page file to its section path, query kept', async () => {
    const res = await fetch(`${srv.url}/site/About.html?lang=en`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/About?lang=en');
    const home = await fetch(`${srv.url}/site/index.html`, { redirect: 'manual' });
    expect(home.headers.get('location')).toBe('/');
    expect((await fetch(`${srv.url}/site/other.html`)).status).toBe(404);
  });

  it('answers HEAD for a section', async () => {
    expect((await fetch(`${srv.url}/Loan`, { method: 'HEAD' })).status).toBe(200);
  });
});

describe('demo server: a build without the website', () => {
  it('keeps / an app route', async () => {
    const srv = await start();
    try {
      expect(await (await fetch(`${srv.url}/`)).text()).toContain('<title>app</title>');
      expect(await (await fetch(`${srv.url}/About`)).text()).toContain('<title>app</title>');
    } finally {
      await srv.close();
    }
  });
});
