import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';

jest.setTimeout(120_000);

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function expectReadable(page: Page, name: string) {
  // Nothing wider than the screen: a long document wraps.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, name);
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('legal pages, about us and settings in the browser', () => {
  const suite = browserSuite();

  it.each(VIEWPORTS)('shows the privacy notice and the loan terms on a $name', async (viewport) => {
    const { page, errors } = suite;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`${baseUrl}/privacy?${demoSession}`);
    await page.getByRole('heading', { name: 'Aviso de privacidad', level: 1 }).waitFor();
    await page.getByText(/dentro de los 30 días naturales/).waitFor();
    await page
      .getByText(/exclusivamente para usuarios mexicanos/)
      .first()
      .waitFor();
    await expectReadable(page, `legal-privacy-${viewport.name}`);

    await page.goto(`${baseUrl}/loan-terms`);
    await page
      .getByRole('heading', { name: 'Términos y condiciones del préstamo', level: 1 })
      .waitFor();
    // Mexico's market publishes no loan terms (India's: test/e2e/markets.e2e.test.ts).
    await page.getByText('Este documento no aplica en tu país.').waitFor();
    expect(await page.getByText(/Rs\./).count()).toBe(0);
    await expectReadable(page, `legal-loan-terms-${viewport.name}`);
    expect(errors).toEqual([]);
  });

  it('shows the privacy notice in English with languageType=1, also at its legacy path', async () => {
    const { page } = suite;
    await page.goto(`${baseUrl}/PrivacyPolicy?${demoSession}&languageType=1`);
    await page.getByRole('heading', { name: 'Privacy notice', level: 1 }).waitFor();
    await page
      .getByText(/within 30 days/)
      .first()
      .waitFor();
    await expectReadable(page, 'legal-privacy-en');
  });

  it('shows about us, and settings switches the language for the next pages', async () => {
    const { page } = suite;
    await page.goto(`${baseUrl}/about-us?${demoSession}`);
    await page.getByRole('heading', { name: 'Acerca de nosotros', level: 1 }).waitFor();
    await expectReadable(page, 'legal-about-us');

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { name: 'Configuración', level: 1 }).waitFor();
    await expectReadable(page, 'legal-settings');
    // A tap, as a finger makes it: on the prerendered page before the app takes over, the early-tap
    // keeper holds it and the app replays it, so the box changes once the app is there, not at once.
    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.goto(`${baseUrl}/customer-service`);
    await page.getByRole('heading', { name: 'Customer service', level: 1 }).waitFor();
  });
});
