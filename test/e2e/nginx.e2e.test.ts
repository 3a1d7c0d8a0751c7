/**
 * The documented deployment, tried as a deployer tries it: this build served by real nginx with
 * docs/nginx.conf.example (its CHANGE lines filled in: a throwaway certificate, the build, the demo
 * server as the backend) and opened in Chromium at 375 px. Every page of the route table, the landing
 * and every website section renders what the demo server renders, with no CSP violation and no failed
 * request; nginx answers each path with the demo server's headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { SITE_ROUTES } from '../../src/site/siteRoutes';
import { browserFlags, screenshot } from './support/browser';
import { get, nginxLog } from './support/nginx';
import { dist, startDeployment, type RunningDeployment } from './support/nginxDeployment';

jest.setTimeout(300_000);

const { pagesToMeasure } = jest.requireActual<{
  pagesToMeasure: () => { route: string; url: string }[];
}>('../../scripts/lighthouseRoutes');

/** Every page: each route of the route table with its demo data, the landing, each website section. */
const PAGES: { route: string; url: string }[] = [
  ...pagesToMeasure().filter((p) => p.route !== '/'),
  ...SITE_ROUTES.map((r) => ({ route: r.path, url: r.path })),
];

let deployment: RunningDeployment;
let tls: RunningDeployment['tls'];
let demo: RunningDeployment['demo'];
let nginxUrl: string;
let httpUrl: string;
let context: BrowserContext;

beforeAll(async () => {
  deployment = await startDeployment();
  ({ tls, demo, url: nginxUrl, httpUrl } = deployment);
  console.log(`deployment test: ${deployment.nginx.version}, ${PAGES.length} pages`);
  context = await chromium.launchPersistentContext(path.join(deployment.dir, 'chrome'), {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...browserFlags, tls.chromeFlag],
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
  });
});

afterAll(async () => {
  await context?.close();
  await deployment?.stop();
});

interface Visit {
  text: string;
  title: string;
  violations: string[];
  failed: string[];
  errors: string[];
  sink: string;
  /** The workers the page started (the locale data's, src/platform/boot/intlWarm.ts). */
  workers: string[];
}

/** Opens a page, lets it load its data, and reads what a user sees and what went wrong. */
async function visit(page: Page, origin: string, url: string): Promise<Visit> {
  const violations: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];
  const workers: string[] = [];
  const own = (u: string) => u.startsWith(origin);
  page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
  page.on('console', (m) => {
    if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
    else if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => {
    if (own(r.url())) failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (own(r.url()) && r.status() >= 400) failed.push(`${r.url()} ${r.status()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto(`${origin}${url}`);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.locator('h1').first().waitFor();
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').trim();
  const seen = { violations: [...violations], failed: [...failed], errors: [...errors] };
  // Trusted Types are enforced: a script's text from a plain string is refused (the app sets none).
  const sink = await page.evaluate(() => {
    try {
      document.createElement('script').text = 'void 0';
      return 'allowed';
    } catch (error) {
      return error instanceof TypeError ? 'refused' : 'other';
    }
  });
  return { text, title: await page.title(), ...seen, sink, workers };
}

describe('docs/nginx.conf.example on real nginx', () => {
  it.each(PAGES.map((p) => [p.route, p.url]))(
    '%s renders as on the demo server: 0 CSP violations, 0 failed requests',
    async (route, url) => {
      let onNginx = await context.newPage();
      let viaNginx = await visit(onNginx, nginxUrl, url);
      // An API call Chromium reports aborted (net::ERR_ABORTED: /promotion's track-visit in one run,
      // its get-sid in another, 2 runs of 4 here; the cause is not found yet) is printed and the page
      // visited again once: the second visit must be clean like every other.
      const aborted = viaNginx.failed.filter((f) => /\/api\/.* net::ERR_ABORTED$/.test(f));
      if (aborted.length > 0 && aborted.length === viaNginx.failed.length) {
        console.log(
          `nginx: ${route}: aborted on the first visit, visited again: ${aborted.join(', ')}`,
        );
        await onNginx.close();
        onNginx = await context.newPage();
        viaNginx = await visit(onNginx, nginxUrl, url);
      }
      if (['/loan/details', '/promotion', '/', '/complainPageNext'].includes(route))
        await screenshot(
          onNginx,
          `nginx-${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'site'}`,
        );
      await onNginx.close();
      const onDemo = await context.newPage();
      const viaDemo = await visit(onDemo, demo.url, url);
      await onDemo.close();
      expect(viaNginx.sink).toBe('refused');
      // The locale data's worker starts under the CSP and its Trusted Types, from nginx's files.
      expect(viaNginx.workers).toEqual([expect.stringMatching(/^\/assets\/intl-warm\.\w+\.js$/)]);
      expect(viaNginx.violations).toEqual([]);
      expect(viaNginx.failed).toEqual([]);
      expect(viaNginx.errors).toEqual([]);
      expect(viaNginx.text).not.toMatch(/Cargando/);
      expect(viaNginx.text.length).toBeGreaterThan(40);
      expect(viaNginx.title).toBe(viaDemo.title);
      expect(viaNginx.text).toBe(viaDemo.text);
    },
  );
});

/** The headers a deployment must send alike; the rest (Date, ETag, framing, encoding) may differ. */
const COMPARED = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'cache-control',
  'content-type',
  'location',
];

const pick = (headers: Record<string, string>) =>
  Object.fromEntries(COMPARED.filter((h) => h in headers).map((h) => [h, headers[h]]));

/** One built file of each kind the pages load. */
function builtFiles(): string[] {
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  const first = (re: RegExp) => assets.find((f) => re.test(f));
  return [
    `/assets/${first(/^app\.[0-9a-f]+\.js$/)}`,
    `/assets/${first(/\.[0-9a-f]+\.css$/)}`,
    `/assets/${first(/\.[0-9a-f]+\.js\.map$/)}`,
    '/config.js',
    '/favicon.svg',
    '/index.html',
    '/promotion.html',
  ];
}

describe('nginx answers each path with the demo server’s status and headers', () => {
  const paths = () => [
    ...new Set(PAGES.map((p) => p.url.split('?')[0])),
    '/promotion/',
    '/About/',
    '/app/repayment.html?orderId=1174',
    '/site/About.html',
    ...builtFiles(),
  ];

  it('every page path, built file and file address', async () => {
    const differ: string[] = [];
    for (const url of paths()) {
      for (const accept of ['gzip, deflate, br', 'identity']) {
        const [a, b] = [
          await get(`${nginxUrl}${url}`, tls.cert, accept),
          await get(`${demo.url}${url}`, tls.cert, accept),
        ];
        const keys = ['status', ...COMPARED];
        const [x, y]: Record<string, unknown>[] = [
          { status: a.status, ...pick(a.headers) },
          { status: b.status, ...pick(b.headers) },
        ];
        // A redirect's own body and caching are the server's; its target and policy headers are ours.
        const redirect = a.status === 301 && b.status === 301;
        const skipped = redirect ? ['content-type', 'cache-control'] : [];
        for (const key of keys.filter((k) => x[k] !== y[k] && !skipped.includes(k)))
          differ.push(`${url} (${accept}) ${key}: nginx ${String(x[key])}, demo ${String(y[key])}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('the API through nginx: the backend’s answer with our headers, never stored', async () => {
    const [a, b] = [
      await get(`${nginxUrl}/plays/no-such-endpoint`, tls.cert),
      await get(`${demo.url}/plays/no-such-endpoint`, tls.cert),
    ];
    expect({ status: a.status, ...pick(a.headers) }).toEqual({
      status: b.status,
      ...pick(b.headers),
    });
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.body.toString()).toBe(b.body.toString());
  });

  it('compressed as the build’s copies; files that are not answers are 404', async () => {
    const script = builtFiles()[0];
    const gz = await get(`${nginxUrl}${script}`, tls.cert, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(fs.readFileSync(path.join(dist, `${script}.gz`)));
    for (const file of ['/headers.nginx.conf', '/app/no-such.html', '/missing.js']) {
      expect([file, (await get(`${nginxUrl}${file}`, tls.cert)).status]).toEqual([file, 404]);
      expect([file, (await get(`${demo.url}${file}`, tls.cert)).status]).toEqual([file, 404]);
    }
    // An extension-less path is an app route on both: the fallback page, never the host's file.
    for (const origin of [nginxUrl, demo.url]) {
      const res = await get(`${origin}/_headers`, tls.cert, 'identity');
      expect(res.body.toString()).not.toMatch(/Content-Security-Policy/);
      expect(res.body.toString()).toBe(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    }
  });

  it('plain HTTP redirects to HTTPS; nginx logged no error', async () => {
    const res = await fetch(`${httpUrl}/loan/details?orderId=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(
      /^https:\/\/127\.0\.0\.1\/loan\/details\?orderId=1$/,
    );
    expect(nginxLog(deployment.dir)).not.toMatch(/\[(emerg|alert|crit|error)\]/);
  });
});

describe('nginx’s access log', () => {
  it('names each path asked for, never the query with the session', async () => {
    const session = 'deviceId=log-dev-3f8a1c&userId=log-usr-5c1e77&sessionId=log-ses-9d2b40';
    const page = await context.newPage();
    const seen = await visit(page, nginxUrl, `/loan/details?productId=1&orderId=1174&${session}`);
    await page.close();
    expect(seen.failed).toEqual([]);
    await fetch(`${httpUrl}/loan/details?${session}`, { redirect: 'manual' });
    const log = fs.readFileSync(deployment.accessLog, 'utf8');
    const lines = log.split('\n').filter((l) => /"[A-Z]+ \S+ HTTP\/[\d.]+" /.test(l));
    console.log(
      `nginx access log (${lines.length} lines), the last:\n${lines.slice(-3).join('\n')}`,
    );
    expect(log).toMatch(/"GET \/loan\/details HTTP\/2\.0" 200 /);
    expect(log).toMatch(/"POST \/plays\/v3\/loan-details\/loan-details HTTP\/2\.0" 200 /);
    expect(log).toMatch(/"GET \/loan\/details HTTP\/1\.1" 301 /);
    // Neither this visit's session nor the page tests' (demo-session ...) nor any query.
    const kept = ['log-ses', 'log-usr', 'log-dev', 'demo-session', 'demo-device', 'Id=', '?'];
    expect(kept.filter((text) => log.includes(text))).toEqual([]);
    expect(kept.filter((text) => nginxLog(deployment.dir).includes(text))).toEqual([]);
  });
});
