import type { Locator, Page } from 'playwright-core';
import { EARLY_REPLAY_MARK } from '../../src/platform/boot/earlyEvents';
import { BRIDGE_ACTIONS, FIRE_AND_FORGET_ACTIONS } from '../../src/platform/bridge/actions';
import { baseUrl, browserSuite, screenshot } from './support/browser';
import {
  app,
  FIRST_CASES,
  lighthouseRoutes,
  NO_MAIN_CONTROL,
  type TapCase,
} from './support/earlyTapCases';
import { ROUTE_CASES } from './support/earlyTapRouteCases';
import { installHost } from './support/simulatedHost';
import { throttleLikeLighthouse, watchInteractions, type Interactions } from './support/throttle';

jest.setTimeout(120_000);

const CASES: TapCase[] = [...FIRST_CASES, ...ROUTE_CASES];

/** Spec-free budget of the issue: the slowest interaction of a flow, under the same throttling. */
const INP_BUDGET_MS = 200;

/** A 1x1 PNG to upload: the picture does not matter, the picker's answer reaching the form does. */
const PHOTO = {
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** One row of the printed table. */
interface Row {
  name: string;
  visibleMs: number;
  worksFromMs: number | null;
  inertMs: number;
  early: string;
  inpMs: number;
}

/** How the table names each kind of early tap. */
const EARLY_NAMES: Record<TapCase['early'], string> = {
  kept: 'kept, replayed',
  link: 'followed by the browser',
  app: 'drawn by the app: works at once',
};
const rows: Row[] = [];

/** Taps the middle of `target` as a finger would (touch, then the click the browser makes of it). */
async function tap(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  // Scrolled just into view, a control can sit under a bar fixed at the screen's edge (the extension
  // page's floating-button dock): a finger scrolls it further up first, here to the middle.
  const box = await target.evaluate((el) => {
    const middle = (r: DOMRect) => document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    const shown = middle(el.getBoundingClientRect());
    if (!shown || !el.contains(shown)) el.scrollIntoView({ block: 'center' });
    const { x, y, width, height } = el.getBoundingClientRect();
    return width > 0 && height > 0 ? { x, y, width, height } : null;
  });
  if (!box) throw new Error('the control has no box');
  const at = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return at;
}

/** When the app took over the kept taps (ms since the navigation), or null when it has not yet. */
const replayedAt = (page: Page) =>
  page.evaluate(
    (mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null,
    EARLY_REPLAY_MARK,
  );

/**
 * What keeps a page from being skipped silently: each page `npm run lighthouse -- --all` measures
 * (every route of the route table with its demo URL, the landing and the website) has a case opening
 * it, or its reason in NO_MAIN_CONTROL; and each case opens the route it names.
 */
function coverageProblems(): string[] {
  const pages = lighthouseRoutes.pagesToMeasure().map((p) => p.route);
  const cased = new Set(CASES.map((c) => c.route));
  const file = 'test/e2e/support/earlyTapCases.ts or earlyTapRouteCases.ts';
  return [
    ...pages
      .filter((route) => !cased.has(route) && !Object.hasOwn(NO_MAIN_CONTROL, route))
      .map((route) => `${route}: no case in CASES of ${file} (or reason in NO_MAIN_CONTROL)`),
    ...[...cased, ...Object.keys(NO_MAIN_CONTROL)]
      .filter((route) => !pages.includes(route))
      .map((route) => `${route}: not a page of scripts/lighthouseRoutes.js`),
    ...Object.keys(NO_MAIN_CONTROL)
      .filter((route) => cased.has(route))
      .map((route) => `${route}: has a case and a NO_MAIN_CONTROL reason`),
    ...CASES.filter((c) => {
      const { pathname } = new URL(c.path, baseUrl);
      return c.route === '*' ? pages.includes(pathname) : pathname !== c.route;
    }).map((c) => `${c.name}: opens ${c.path}, not its route ${c.route}`),
  ];
}

describe('every page has its early-tap case', () => {
  it('covers each route of the route table with its demo URL, the landing and the website', () => {
    expect(coverageProblems()).toEqual([]);
  });
});

describe('no tap is lost on a slow phone (Lighthouse mobile throttling: CPU 4x, 150 ms, 1.6 Mbit/s)', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    // The payment reference's copy button answers with its toast only when the copy worked.
    await suite.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
  });

  afterAll(() => {
    const table = rows.map(
      (r) =>
        `| ${r.name} | ${(r.visibleMs / 1000).toFixed(2)} s | ${
          r.worksFromMs === null ? '-' : `${(r.worksFromMs / 1000).toFixed(2)} s`
        } | ${(r.inertMs / 1000).toFixed(2)} s | ${r.early} | ${Math.round(r.inpMs)} ms |`,
    );
    console.log(
      [
        '| page: control | tapped at | works from | inert for | early tap | INP |',
        '| --- | --- | --- | --- | --- | --- |',
        ...table,
      ].join('\n'),
    );
  });

  for (const c of CASES) {
    it(`${c.name}: the tap made the moment it shows takes effect`, async () => {
      const { page } = suite;
      const interactions: Interactions = await watchInteractions(page);
      if (c.inApp) {
        await installHost(
          page,
          { kind: 'android' },
          { fireAndForget: FIRE_AND_FORGET_ACTIONS, actions: BRIDGE_ACTIONS },
        );
      }
      await throttleLikeLighthouse(suite.context, page);
      await page.goto(`${baseUrl}${c.path}`, { waitUntil: 'commit' });
      if (c.typed) {
        const field = page.getByLabel(c.typed.field);
        await field.waitFor();
        await tap(page, field);
        await page.keyboard.type(c.typed.text);
      }
      const control = c.control(page);
      await control.waitFor();
      const tappedAt = await tap(page, control);
      // Only a kept tap's page is read at once: a link or an app's control may already be leaving it.
      const before = c.early === 'kept' ? await replayedAt(page) : null;
      await c.effect(page);
      const worksFrom = await replayedAt(page);
      if (c.early === 'kept') {
        // The test made its tap before the app was there: it proves the early path, not a late tap.
        expect(before).toBeNull();
        expect(worksFrom).not.toBeNull();
      }
      if (c.typed) expect(await page.getByLabel(c.typed.field).inputValue()).toBe(c.typed.kept);
      await screenshot(page, `early-tap-${c.name.replace(/[^a-z]+/gi, '-')}`);
      const inp = await interactions.worst();
      rows.push({
        name: c.name,
        visibleMs: tappedAt,
        worksFromMs: c.early === 'kept' ? worksFrom : tappedAt,
        early: EARLY_NAMES[c.early],
        inertMs: c.early === 'kept' && worksFrom !== null ? Math.max(0, worksFrom - tappedAt) : 0,
        inpMs: inp,
      });
      expect(inp).toBeLessThanOrEqual(INP_BUDGET_MS);
      expect(suite.errors).toEqual([]);
    });
  }

  it('a page opened inside the app shows its photo tile working: the tap the moment it shows opens the picker', async () => {
    const { page } = suite;
    await throttleLikeLighthouse(suite.context, page);
    await page.goto(`${baseUrl}${app('/complaint/entry?orderId=1180')}`, { waitUntil: 'commit' });
    await tap(page, page.getByRole('button', { name: 'Pagos y reembolsos' }));
    await page.waitForURL(/\/complainPageNext\?/);
    const add = page.getByText('Agregar fotos');
    await add.waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tap(page, add)]);
    await chooser.setFiles(PHOTO);
    await page.getByTestId('cq-tile').first().waitFor();
    expect(suite.errors).toEqual([]);
  });

  it('a burst of early taps on a money-moving submit sends one request', async () => {
    const { page } = suite;
    await throttleLikeLighthouse(suite.context, page);
    const pushes: string[] = [];
    page.on('request', (request) => {
      if (/loan-detail-push/.test(request.url())) pushes.push(request.url());
    });
    await page.goto(`${baseUrl}${app('/loan/confirm?productId=1')}`, { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Confirmar y solicitar' });
    await submit.waitFor();
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    if (!box) throw new Error('no submit button');
    // Three taps as fast as a finger makes them; the first one may already open the next page.
    for (let i = 0; i < 3; i += 1)
      await page.touchscreen
        .tap(box.x + box.width / 2, box.y + box.height / 2)
        .catch(() => undefined);
    await page.waitForURL(/\/loan\/details\?/);
    await page.waitForTimeout(500);
    expect(pushes).toHaveLength(1);
    expect(suite.errors).toEqual([]);
  });
});
