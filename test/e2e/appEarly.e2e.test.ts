import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { firstRequestFor } from '../../src/app/firstRequests';
import { routePath, routeRows, type RouteKey } from '../../src/app/routeTable';
import { defaultPaths } from '../../src/config/paths';
import { endpointUrl, resolveEndpoints } from '../../src/platform/api/endpoints';
import { baseUrl, browserSuite, screenshot } from './support/browser';
import { replayHeadless, takeTape } from './support/tapes';

jest.setTimeout(120_000);

/** scripts/lighthouseRoutes.js (plain Node, CommonJS): each route's demo URL and the app's query. */
const { DEMO_SESSION, DEMO_URLS } = jest.requireActual<{
  DEMO_SESSION: string;
  DEMO_URLS: Record<string, string>;
}>('../../scripts/lighthouseRoutes');

const root = path.resolve(__dirname, '../..');
const endpoints = resolveEndpoints();

/** What each page shows of its first call's answer (the demo server's seeded data). */
/** The route table's keys whose page makes a first data call. */
const ROUTE_KEYS = routeRows()
  .filter((row) => row.first)
  .map((row) => row.key);

const SHOWN: Partial<Record<RouteKey, string>> = {
  customerService: '800 953 4210',
  loanDetail: 'Pago pendiente',
  order: 'Préstamo liquidado',
  loanAgreement: '**** 1234',
  periodLoanAgreement: '**** 1234',
  confirm: 'Tasa diaria',
  paymentInstructions: '93011174035916',
  repay: '$3,591.60',
  repayDelay: '$450.00',
  repayChoose: 'terminada en 1234',
  complaint: 'Pago pendiente',
  complaintUrl: 'Pago vencido',
  complaintForm: 'Pagos y reembolsos',
  complaintList: 'Quisiera saber si puedo pagar',
  complaintDetails: 'Limitamos las llamadas',
  bindCard: 'tarjeta terminada en 1234',
  bindBank: 'tarjeta terminada en 1234',
};

function demoUrl(route: RouteKey, extra = ''): string {
  const url = DEMO_URLS[routePath(route, defaultPaths)] ?? '';
  return `${baseUrl}${url}${url.includes('?') ? '&' : '?'}${DEMO_SESSION}${extra}`;
}

/** The path of the route's first call on the demo server (no query: the session is in it). */
function firstCallPath(route: RouteKey): string {
  const url = DEMO_URLS[routePath(route, defaultPaths)] ?? '';
  const [pathname = '', query = ''] = url.split('?');
  const first = firstRequestFor(defaultPaths, pathname, query);
  if (!first) throw new Error(`${route} has no first call`);
  return endpointUrl(endpoints[first.endpoint]);
}

const isCall = (request: Request, callPath: string) =>
  request.method() === 'POST' && new URL(request.url()).pathname === callPath;

/**
 * The script that issued each request to `callPath`, by Chromium's record of the request's initiator
 * (the innermost script of its call stack): the early script's, or the app's when its saga asked.
 */
async function callInitiators(page: Page, callPath: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const initiators: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname !== callPath) return;
    const frames = event.initiator.stack?.callFrames ?? [];
    initiators.push(new URL(frames[0]?.url ?? 'about:blank').pathname);
  });
  await cdp.send('Network.enable');
  return initiators;
}

/** The app's entry and library chunks (not the runtime, not the early script or its chunk). */
const APP_SCRIPTS = /\/assets\/(app\.|\d+\.)[^/]*\.js$/;

async function requestLog(page: Page) {
  const log: Request[] = [];
  page.on('request', (request) => log.push(request));
  return log;
}

describe('the first data request of every app route starts from the early script', () => {
  const suite = browserSuite();

  it.each(ROUTE_KEYS)('%s: one request, issued by the early script, data shown', async (route) => {
    const { page } = suite;
    const callPath = firstCallPath(route);
    const initiators = await callInitiators(page, callPath);
    const log = await requestLog(page);
    await page.goto(demoUrl(route));
    await page
      .getByText(SHOWN[route] ?? 'no text for this route')
      .first()
      .waitFor();
    // Anything the app does next (a reload, a rating) is not the first call: settle, then count.
    await page.waitForLoadState('networkidle');
    const calls = log.filter((request) => isCall(request, callPath));
    expect(calls).toHaveLength(1);
    // Issued by the early script, not by the app's saga (whose fetch took its answer).
    expect(initiators).toEqual([expect.stringMatching(/^\/assets\/app-early\.[^/]+\.js$/)]);
    expect(suite.errors).toEqual([]);
  });

  it.each(ROUTE_KEYS)('%s: the request goes out with the app scripts blocked', async (route) => {
    const { page } = suite;
    const callPath = firstCallPath(route);
    const blocked: string[] = [];
    await page.route(APP_SCRIPTS, (request) => {
      blocked.push(request.request().url());
      return request.abort();
    });
    const call = page.waitForRequest((request) => isCall(request, callPath), { timeout: 10_000 });
    await page.goto(demoUrl(route));
    const request = await call;
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(blocked.some((url) => /\/app\.[^/]*\.js$/.test(url))).toBe(true);
    // Without the app nothing renders and the request stays the only one.
    suite.errors.length = 0;
  });

  it('a failed early answer ends in the page failure message with Retry, and Retry loads it', async () => {
    const { page } = suite;
    const callPath = firstCallPath('repay');
    const log = await requestLog(page);
    await page.route(
      (url) => url.pathname === callPath,
      (route) => route.abort('connectionfailed'),
    );
    await page.goto(demoUrl('repay'));
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    expect(await page.getByText('No pudimos cargar la información de pago.').isVisible()).toBe(
      true,
    );
    // The app took the failed early answer: it did not ask again on its own.
    expect(log.filter((request) => isCall(request, callPath))).toHaveLength(1);
    await screenshot(page, 'app-early-failed');
    await page.unrouteAll();
    await retry.click();
    await page.getByText('$3,591.60').first().waitFor();
    expect(log.filter((request) => isCall(request, callPath))).toHaveLength(2);
    suite.errors.length = 0;
  });

  it('a QA tape recorded over an early request replays clean, headless and with npm run replay', async () => {
    const { page } = suite;
    const callPath = firstCallPath('repayDelay');
    const log = await requestLog(page);
    await page.goto(demoUrl('repayDelay', '&qaTape=1'));
    await page.getByText('$450.00').first().waitFor();
    expect(log.filter((request) => isCall(request, callPath))).toHaveLength(1);
    const { text, tape } = await takeTape(page, 'app-early-extension');
    const calls = tape.entries.filter(
      (entry) => entry.kind === 'apiCall' && entry.endpoint === 'loanPlayDelayDetail',
    );
    expect(calls).toHaveLength(1);
    await replayHeadless(tape);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-early-')), 'tape.json');
    fs.writeFileSync(file, text);
    const cli = spawnSync('npm', ['run', '--silent', 'replay', '--', file], {
      cwd: root,
      encoding: 'utf8',
    });
    expect({ status: cli.status, out: cli.stdout + cli.stderr }).toMatchObject({ status: 0 });
    expect(suite.errors).toEqual([]);
  });
});
