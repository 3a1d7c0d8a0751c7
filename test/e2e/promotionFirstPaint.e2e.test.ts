import type { Page, Request } from 'playwright-core';
import { accessibilityViolations, baseUrl, browserSuite, screenshot } from './support/browser';
import { firstPaintState, watchFirstPaint } from './support/firstPaint';

jest.setTimeout(90_000);

const LANDING = `${baseUrl}/promotion?id=1&app_from=cuota&user_from=e2e&utm_tag=spring`;
const TEMPLATE = /\/channel\/channel-template\?/;

/** Every request the page makes, in the order the browser issued them. */
function requestLog(page: Page): Request[] {
  const log: Request[] = [];
  page.on('request', (request) => log.push(request));
  return log;
}

/** The prerendered nodes that hydration must keep (the same DOM objects), and the layout shifts. */
const KEPT = [
  '.promo-title',
  '.promo-banner',
  'form',
  'input[name="phone"]',
  'input[name="captcha"]',
  'input[name="smsCode"]',
];

describe('the landing paints from HTML and the script takes over in place', () => {
  const suite = browserSuite();

  it('shows the form, its labels and the reserved banner box with no script at all', async () => {
    const context = await suite.context.browser()?.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    await page.goto(LANDING);
    await page.getByRole('heading', { level: 1, name: 'Regístrese' }).waitFor();
    for (const label of ['Número de celular', 'Código de la imagen', 'Código SMS'])
      expect(await page.getByLabel(label).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Acuerdo de registro' }).isVisible()).toBe(true);
    const banner = await page.locator('.promo-banner').boundingBox();
    expect(banner?.height).toBeGreaterThan(100);
    await screenshot(page, 'promotion-first-paint-no-script');
    await context.close();
  });

  it('paints the template banner from the early answer, before the app scripts have run', async () => {
    const { page } = suite;
    // Only the early script runs (with webpack's runtime and the chunk it shares with the landing):
    // the landing's entry and its library chunks never arrive.
    await page.route(/\/assets\/(promotion\.|\d+\.)[^/]*\.js$/, (route) => route.abort());
    await page.goto(LANDING);
    await page.waitForFunction(() =>
      getComputedStyle(
        document.querySelector('.promo-banner') ?? document.body,
      ).backgroundImage.startsWith('url("data:image/png'),
    );
    await screenshot(page, 'promotion-first-paint-early-banner');
    suite.errors.length = 0;
  });

  it('hydrates without a change: same nodes, no shift, one template request started before the app calls', async () => {
    const { page } = suite;
    const log = requestLog(page);
    await watchFirstPaint(page, KEPT);
    await page.goto(LANDING);
    await page
      .getByRole('heading', { level: 1, name: 'Préstamos de hasta $3,000 en minutos' })
      .waitFor();
    await page.getByRole('img', { name: 'Un celular con una palomita y monedas' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.promo-banner img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    const seen = await firstPaintState(page, KEPT);
    expect(seen.replaced).toEqual([]);
    expect(seen.shift).toBe(0);
    const urls = log.map((request) => request.url());
    const templates = urls.filter((url) => TEMPLATE.test(url));
    expect(templates).toHaveLength(1);
    // The template request comes from the early script: before any request of the app's own flow
    // (the captcha's get-sid, the visit report).
    const firstFlowCall = urls.findIndex((url) => /\/(get-sid|track-visit)\b/.test(url));
    expect(firstFlowCall).toBeGreaterThan(0);
    expect(urls.findIndex((url) => TEMPLATE.test(url))).toBeLessThan(firstFlowCall);
    expect(suite.errors).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('takes input while the template is still on its way', async () => {
    const { page } = suite;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(TEMPLATE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(LANDING, { waitUntil: 'commit' });
    const phone = page.getByLabel('Número de celular');
    // Typed as soon as the field shows, maybe before the script has taken over: nothing is lost.
    await phone.fill('13912345678');
    await page.getByRole('img', { name: 'Imagen con el código a escribir' }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('input[name="phone"]')?.value === '139 1234 5678',
    );
    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await page.getByText('Ingrese el código de la imagen correcto').waitFor();
    await screenshot(page, 'promotion-typing-before-template');
    release();
    await page
      .getByRole('heading', { level: 1, name: 'Préstamos de hasta $3,000 en minutos' })
      .waitFor();
    expect(await phone.inputValue()).toBe('139 1234 5678');
    expect(suite.errors).toEqual([]);
  });

  it('renders afresh where the prerendered page does not apply: another language, another route', async () => {
    const { page } = suite;
    await page.goto(`${LANDING}&lang=en`);
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto(`${baseUrl}/promotion#/download?id=1`);
    // The visit's language stays with the tab (the session keeps lang).
    await page.getByRole('heading', { name: 'Download the app' }).waitFor();
    expect(await page.getByLabel('Número de celular').count()).toBe(0);
    expect(suite.errors).toEqual([]);
  });
});
