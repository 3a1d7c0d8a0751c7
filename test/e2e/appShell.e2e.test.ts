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

  it('the accessibility check finds what it looks for, in a page and in its frames', async () => {
    const { page } = suite;
    const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const frame = `<html lang="es"><title>m</title><body><img src="${pixel}"></body></html>`;
    // A page of the server's origin, with a frame of the same origin, as the guide's hosts have.
    const probe = `${baseUrl}/axe-probe`;
    await page.route(probe, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          `<html lang="es"><head><title>t</title></head><body><main><h1>Prueba</h1>` +
          `<p style="color:#bbb;background:#fff">Texto con poco contraste</p>` +
          `<iframe title="marco" src="${probe}/frame"></iframe></main></body></html>`,
      }),
    );
    await page.route(`${probe}/frame`, (route) =>
      route.fulfill({ contentType: 'text/html', body: frame }),
    );
    await page.goto(probe);
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });
    const found = await accessibilityViolations(page);
    expect(found.map((v) => v.split(' ')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
    // The image without a text is the frame's: the check went into it.
    expect(found.find((v) => v.startsWith('image-alt'))).toMatch(/: iframe img/);
  });

  it('an unknown path shows the not-found page from the loading indicator', async () => {
    const { page } = suite;
    await page.goto(`${baseUrl}/no-such-page?${DEMO_SESSION}`);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(suite.errors).toEqual([]);
  });
});
