import { SHELL_ROUTES } from '../../src/app/shellRoutes';
import { accessibilityViolations, baseUrl, browserSuite, screenshot } from './support/browser';
import { firstPaintState, watchFirstPaint } from './support/firstPaint';

jest.setTimeout(120_000);

/** scripts/lighthouseRoutes.js: each route's page with the demo server's seeded data. */
const { DEMO_URLS, DEMO_SESSION } = jest.requireActual<{
  DEMO_URLS: Record<string, string>;
  DEMO_SESSION: string;
}>('../../scripts/lighthouseRoutes');

const demoUrl = (route: string) => {
  const url = DEMO_URLS[route];
  if (!url) throw new Error(`no demo URL for ${route}`);
  return `${baseUrl}${url}${url.includes('?') ? '&' : '?'}${DEMO_SESSION}`;
};

describe('every app route paints from its HTML and React takes over in place', () => {
  const suite = browserSuite();

  it.each(SHELL_ROUTES.map((r) => [r.path]))(
    '%s: title bar and skeleton with no script at all',
    async (route) => {
      const context = await suite.context.browser()?.newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 812 },
      });
      if (!context) throw new Error('no browser');
      const page = await context.newPage();
      const styles: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') styles.push(r.url());
      });
      await page.goto(demoUrl(route));
      const title = page.getByRole('heading', { level: 1 });
      expect(await title.isVisible()).toBe(true);
      expect((await title.textContent())?.trim()).not.toBe('');
      // Styled from the page itself: the title bar has its height, no stylesheet was requested.
      expect((await page.locator('.title-bar').boundingBox())?.height).toBeGreaterThanOrEqual(44);
      expect(styles).toEqual([]);
      if (route === '/repayment') await screenshot(page, 'app-shell-repayment-no-script');
      await context.close();
    },
  );

  it.each(SHELL_ROUTES.map((r) => [r.path]))(
    '%s: hydrates the same title, nothing shifts, its data shows, no errors',
    async (route) => {
      const { page } = suite;
      await watchFirstPaint(page, ['h1']);
      await page.goto(demoUrl(route));
      // The page is done loading: no busy skeleton left.
      await page.locator('h1').waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await page.waitForLoadState('networkidle');
      const state = await firstPaintState(page, ['h1']);
      expect(state.texts).toEqual([await page.locator('h1').textContent()]);
      expect(state.replaced).toEqual([]);
      expect(state.shift).toBe(0);
      expect(suite.errors).toEqual([]);
      if (route === '/repayment') await screenshot(page, 'app-shell-repayment-hydrated');
    },
  );

  it('renders afresh in another language, with no hydration error', async () => {
    const { page } = suite;
    await watchFirstPaint(page, ['h1']);
    await page.goto(`${demoUrl('/repayment')}&lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Repay' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(suite.errors).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('an unknown path shows the not-found page from the loading indicator', async () => {
    const { page } = suite;
    await page.goto(`${baseUrl}/no-such-page?${DEMO_SESSION}`);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(suite.errors).toEqual([]);
  });
});
