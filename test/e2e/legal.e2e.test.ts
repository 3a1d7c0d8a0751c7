import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';

jest.setTimeout(60_000);

describe('contract, period agreement and login failure pages in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('shows the contract with the card masked, accessibly', async () => {
    await page.goto(`${baseUrl}/contract?${demoSession}&orderNo=1001`);
    await page.getByText('**** 1234').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Pagaré');
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toContain('4152313800001234');
    for (const expected of ['18%', '0.0065%', '16%', '3%', 'María López Hernández', '$3,000.00'])
      expect(text).toContain(expected);
    await screenshot(page, 'legal-contract');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the server message when the contract is missing', async () => {
    await page.goto(`${baseUrl}/contract?${demoSession}&orderNo=missing`);
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Contrato no encontrado');
    await screenshot(page, 'legal-contract-failed');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows the period (instalment) agreement at /agony', async () => {
    await page.goto(`${baseUrl}/agony?${demoSession}&orderNo=1200`);
    await page.getByText('**** 1234').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Contrato de préstamo a plazos');
    expect((await page.locator('body').textContent()) ?? '').not.toContain('4152313800001234');
    await screenshot(page, 'legal-agony');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the login failure page with its fixed texts', async () => {
    await page.goto(`${baseUrl}/login-failed?${demoSession}`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Fracaso');
    expect(
      await page.getByText('Le ofrece servicios profesionales y pago de préstamos.').count(),
    ).toBe(1);
    await screenshot(page, 'legal-login-failed');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
