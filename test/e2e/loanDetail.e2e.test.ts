import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';

jest.setTimeout(60_000);

describe('loan details page in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('status 174: repay and extension, the reminder modal goes to extension', async () => {
    await page.goto(`${baseUrl}/loan/details?${demoSession}&productId=1&orderId=1174`);
    const rating = page.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await rating.waitFor();
    await rating.getByRole('button', { name: 'Ahora no' }).click();
    await page.getByRole('heading', { name: 'Pago pendiente' }).waitFor();
    expect(await page.locator('.ld-status-image').getAttribute('src')).toBe(
      '/images/loanDetail/status-174.svg',
    );
    expect(await page.locator('main').textContent()).not.toContain('Cupón');
    await screenshot(page, 'loan-detail-174');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Extensión' }).click();
    const reminder = page.getByRole('dialog', { name: 'Recordatorio' });
    await reminder.waitFor();
    await screenshot(page, 'loan-detail-extension-modal');
    expect(await accessibilityViolations(page)).toEqual([]);
    await reminder.getByRole('button', { name: 'Ir a la extensión' }).click();
    await page.waitForURL(/\/repayment\/extension\?.*orderId=1174/);
    expect(errors).toEqual([]);
  });

  it('rating on status 200: 2 stars thank the user; then Borrow again shows', async () => {
    await page.goto(`${baseUrl}/loan/order?${demoSession}&productId=1&orderId=1200`);
    const rating = page.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await rating.waitFor();
    await rating.getByRole('button', { name: 'Enviar' }).click();
    await rating.getByText('Seleccione una calificación').waitFor();
    await rating.getByRole('radio', { name: '2 de 5 estrellas' }).click();
    const star = await rating.getByRole('radio', { name: '2 de 5 estrellas' }).boundingBox();
    expect(star?.height).toBeGreaterThanOrEqual(44);
    expect(star?.width).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'loan-detail-rating');
    expect(await accessibilityViolations(page)).toEqual([]);
    await rating.getByRole('button', { name: 'Enviar' }).click();
    const thanks = page.getByRole('dialog', { name: '¡Gracias!' });
    await thanks.waitFor();
    await screenshot(page, 'loan-detail-thanks');
    expect(await accessibilityViolations(page)).toEqual([]);
    await thanks.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Pedir prestado de nuevo' }).waitFor();
    expect(await page.locator('.ld-status-image').getAttribute('src')).toBe(
      '/images/loanDetail/status-200.svg',
    );
    await screenshot(page, 'loan-detail-200');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('status 110 hides the detail list; unknown status uses the 200 image', async () => {
    await page.goto(`${baseUrl}/loan/details?${demoSession}&productId=1&orderId=1110`);
    await page.getByRole('heading', { name: 'Solicitud rechazada' }).waitFor();
    expect(await page.locator('.ld-rows').count()).toBe(0);
    await screenshot(page, 'loan-detail-110');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/loan/details?${demoSession}&productId=1&orderId=1999`);
    await page.getByRole('heading', { name: 'Estado del pedido' }).waitFor();
    expect(await page.locator('.ld-status-image').getAttribute('src')).toBe(
      '/images/loanDetail/status-200.svg',
    );
  });
});
