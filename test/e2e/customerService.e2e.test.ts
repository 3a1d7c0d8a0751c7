import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
  setScenario,
} from './support/browser';

jest.setTimeout(60_000);

describe('customer service page in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('shows the seeded telephone and e-mail as tel: and mailto: links, accessibly', async () => {
    await page.goto(`${baseUrl}/customer-service?${demoSession}`);
    const tel = page.locator('a[href^="tel:"]');
    await tel.waitFor();
    expect(await page.locator('h1').textContent()).toBe('Servicio al cliente');
    expect(await tel.getAttribute('href')).toBe('tel:8009534210');
    expect(await tel.textContent()).toContain('800 953 4210');
    expect(await page.locator('a[href^="mailto:"]').getAttribute('href')).toBe(
      'mailto:soporte@cuota.mx',
    );
    const box = await tel.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // At 375 px the address takes a line of its own rather than breaking inside a word.
    const emailLines = await page.locator('a[href^="mailto:"] .contact-value').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(emailLines).toBe(1);
    await screenshot(page, 'customer-service');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the session on reload without query parameters and speaks English with languageType=1', async () => {
    await page.goto(`${baseUrl}/customer-service?${demoSession}&languageType=1`);
    await page.locator('a[href^="tel:"]').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Customer service');
    await page.goto(`${baseUrl}/customer-service`);
    await page.locator('a[href^="tel:"]').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Customer service');
    await screenshot(page, 'customer-service-en');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows the server message with a retry that recovers when the call fails', async () => {
    await setScenario('getWhatsapp:fail');
    await page.goto(`${baseUrl}/customer-service?${demoSession}`);
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'Servicio no disponible, inténtelo más tarde',
    );
    await screenshot(page, 'customer-service-failed');
    expect(await accessibilityViolations(page)).toEqual([]);
    await setScenario('ok');
    await retry.click();
    await page.locator('a[href^="tel:"]').waitFor();
  });

  it('calls the native bridge instead of following tel: inside the app', async () => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __calls: string[] }).__calls = calls;
      (window as unknown as { CuotaNative: Record<string, (json: string) => string> }).CuotaNative =
        {
          callTelephone: (json: string) => {
            calls.push(json);
            return 'ok';
          },
        };
    });
    await page.goto(`${baseUrl}/customer-service?${demoSession}`);
    await page.locator('a[href^="tel:"]').click();
    await page.waitForFunction(
      () => (window as unknown as { __calls: string[] }).__calls.length > 0,
    );
    const calls = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
    expect(calls[0]).toContain('800 953 4210');
    expect(page.url()).toContain('/customer-service');
  });

  it('shows a finished not-found screen for an unknown path', async () => {
    await page.goto(`${baseUrl}/no-such-page?${demoSession}`);
    await page.locator('h1').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Página no encontrada');
    await screenshot(page, 'not-found');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
