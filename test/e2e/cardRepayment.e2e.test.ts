import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
  setScenario,
} from './support/browser';

jest.setTimeout(90_000);

const pageUrl = (orderId: string) =>
  `${baseUrl}/repayment/choose?${demoSession}&orderId=${orderId}&productId=1&amount=359160&couponId=`;

/** The code the demo server printed for the last commit (demo-only endpoint, never in API answers). */
async function lastSmsCode(): Promise<string> {
  const res = await fetch(`${baseUrl}/__demo/last-sms`);
  const body = (await res.json()) as { code?: string };
  if (!res.ok || !body.code) throw new Error('no SMS code printed');
  return body.code;
}

async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('card repayment in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('pay without a card, select, SMS step with countdown, short/wrong/right code, details', async () => {
    await page.goto(pageUrl('1174'));
    const cards = page.locator('[data-testid="cr-card"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    expect(await cards.first().textContent()).toContain('**** 1234');
    const html = await page.content();
    // The numbers as the demo hands them out (masked) show as their last 4 only.
    expect(html).not.toContain('415231******1234');
    expect(html).not.toContain('557907******5678');
    expect(html).not.toContain('415231');
    expect(await page.locator('[data-testid="cr-amount"]').textContent()).toBe('$3,591.60');
    // nothing of the cards is kept in web storage
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    expect(stored).not.toContain('1234');
    await screenshot(page, 'card-repayment');
    await expectAccessible(page);

    const pay = page.getByRole('button', { name: 'Pagar' });
    expect((await pay.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await pay.click();
    await page.getByText('Primero seleccione una tarjeta bancaria').waitFor();
    await screenshot(page, 'card-repayment-no-card');
    await expectAccessible(page);

    await page.getByRole('radio', { name: /BBVA/ }).check();
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
    await dialog.waitFor();
    const resend = dialog.getByTestId('cr-resend');
    expect(await resend.textContent()).toMatch(/Reenviar en \d+ s/);
    expect(await resend.isDisabled()).toBe(true);
    await screenshot(page, 'card-repayment-sms');
    await expectAccessible(page);

    const code = dialog.getByLabel('Código de verificación');
    const confirm = dialog.getByRole('button', { name: 'Confirmar pago' });
    await code.fill('123');
    await confirm.click();
    await dialog.getByText('Ingrese el código correcto').waitFor();
    await screenshot(page, 'card-repayment-sms-short');
    await expectAccessible(page);

    const right = await lastSmsCode();
    suite.secrets.push(right);
    const wrong = right === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await confirm.click();
    await dialog.getByText('Código de verificación incorrecto').waitFor();
    await screenshot(page, 'card-repayment-sms-wrong');
    await expectAccessible(page);

    await code.fill(right);
    await confirm.click();
    await page.waitForURL(/\/loan\/details\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('orderId')).toBe('1174');
    expect(url.searchParams.get('productId')).toBe('1');
    await page.locator('main').waitFor();
    await screenshot(page, 'card-repayment-to-details');
    expect(errors).toEqual([]);
  });

  it('order 1180 needs no SMS code: straight to the loan details', async () => {
    await page.goto(pageUrl('1180'));
    await page.getByRole('radio', { name: /Santander/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(/\/loan\/details\?/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('1180');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('cancel closes the SMS step', async () => {
    await page.goto(pageUrl('1174'));
    await page.getByRole('radio', { name: /BBVA/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/repayment/choose');
  });

  it('the alternative method refuses a foreign url: the payment was requested, pay stays off, details offered', async () => {
    await setScenario('repaymentHuichao:foreignUrl');
    await page.goto(pageUrl('1174'));
    await page.getByRole('radio', { name: /Otro método de pago/ }).check();
    await screenshot(page, 'card-repayment-alternative');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page
      .getByText('Su pago fue solicitado, pero no pudimos abrir la página de pago.')
      .waitFor();
    expect(page.url()).toContain('/repayment/choose');
    expect(await page.getByRole('button', { name: 'Pagar' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ver el detalle del préstamo' }).click();
    await page.waitForURL(/\/loan\/details\?.*orderId=1174/);
  });

  it('a failed card list shows the server message and a retry', async () => {
    await setScenario('repaymentWay:fail');
    await page.goto(pageUrl('1174'));
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Servicio no disponible');
    expect(await page.locator('[data-testid="cr-card"]').count()).toBe(0);
    await screenshot(page, 'card-repayment-failed');
    await expectAccessible(page);
  });

  it('the alternative method opens the same-origin payment url', async () => {
    await page.goto(pageUrl('1174'));
    await page.getByRole('radio', { name: /Otro método de pago/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(/\/carpmm\?paid=1$/);
  });
});
