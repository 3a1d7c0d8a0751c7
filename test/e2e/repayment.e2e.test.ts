import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';

jest.setTimeout(90_000);

const VIEWPORT = { width: 375, height: 812 };

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} has no box`);
  return b;
}

/**
 * A real touch drag through the DevTools protocol (touchStart, moves one frame apart, a short hold, touchEnd).
 * The moves are spaced like a finger's: an instant synthetic jump reads as a fling to Chromium, which then
 * swallows the next tap's click.
 */
async function touchDrag(page: Page, from: [number, number], to: [number, number], steps = 10) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(...from) });
  for (let i = 1; i <= steps; i += 1) {
    const x = from[0] + ((to[0] - from[0]) * i) / steps;
    const y = from[1] + ((to[1] - from[1]) * i) / steps;
    await page.waitForTimeout(16);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await page.waitForTimeout(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

function insideViewport(b: { x: number; y: number; width: number; height: number }) {
  return (
    b.x >= 0 && b.y >= 0 && b.x + b.width <= VIEWPORT.width && b.y + b.height <= VIEWPORT.height
  );
}

describe('repayment pages in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    await suite.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
  });

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('instalment: amount with $, fold, copy, barcode, then a channel opens the instructions (requestType 1)', async () => {
    await page.goto(`${baseUrl}/repayment?${demoSession}&productId=1&orderId=1174`);
    const amount = page.getByTestId('rp-amount');
    await amount.waitFor();
    expect(await amount.textContent()).toBe('$3,591.60');
    expect(await page.locator('.rp-row').count()).toBe(2);
    await screenshot(page, 'repayment-instalment');
    expect(await accessibilityViolations(page)).toEqual([]);

    const more = page.getByRole('button', { name: 'Más' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await page.locator('.rp-row').count()).toBe(6);
    expect(await page.getByRole('button', { name: 'Ocultar' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await screenshot(page, 'repayment-instalment-expanded');

    // Channel rows, copy and barcode buttons are all >= 44 px tall.
    for (const selector of ['.rp-channel-main', '.rp-copy', '.rp-barcode-button']) {
      expect((await box(page, selector)).height).toBeGreaterThanOrEqual(44);
    }

    await page.getByRole('button', { name: 'Copiar código de pago 93011174035916' }).click();
    await page.getByText('Copiado con éxito').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('93011174035916');
    await screenshot(page, 'repayment-copied');
    expect(page.url()).toContain('/repayment?');

    await page.getByRole('button', { name: 'Ver código de barras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código de barras' });
    await dialog.waitFor();
    const image = dialog.getByRole('img');
    expect(await image.getAttribute('src')).toBe('/__demo/barcode/93011174035916.svg');
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'repayment-barcode');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/repayment?');

    await page.getByRole('button', { name: /Pague en efectivo en cualquier tienda OXXO/ }).click();
    await page.waitForURL(/\/repayment\/instructions\?/);
    expect(query(page)).toMatchObject({
      productId: '1',
      orderId: '1174',
      requestType: '1',
      amount: '359160',
      payCode: 'OXXO',
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'repayment-to-instructions');
    expect(errors).toEqual([]);
  });

  it('instalment: pay with bank card and the how-to link', async () => {
    await page.goto(`${baseUrl}/repayment?${demoSession}&productId=1&orderId=1174`);
    await page.getByRole('button', { name: 'Pagar con tarjeta bancaria' }).click();
    await page.waitForURL(/\/repayment\/choose\?/);
    expect(query(page)).toMatchObject({
      orderId: '1174',
      productId: '1',
      amount: '359160',
      couponId: '',
    });
    await page.goBack();
    await page.getByRole('link', { name: '¿Cómo pagar?' }).click();
    await page.waitForURL(/\/carpmm$/);
    await page.getByRole('heading', { level: 1, name: 'Cómo pagar' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('extension: delay amount, 7-day statement; a channel opens the instructions (requestType 2)', async () => {
    await page.goto(`${baseUrl}/repayment/extension?${demoSession}&productId=1&orderId=1174`);
    const amount = page.getByTestId('rp-delay-amount');
    await amount.waitFor();
    expect(await amount.textContent()).toBe('$450.00');
    expect(await page.getByTestId('rp-statement').textContent()).toBe(
      'Puede posponer su pago hasta 7 días pagando solo el cargo por extensión.',
    );
    expect(await page.locator('.rp-plan-row').count()).toBe(2);
    await screenshot(page, 'repayment-extension');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Pague en tiendas 7-Eleven/ }).click();
    await page.waitForURL(/\/repayment\/instructions\?/);
    expect(query(page)).toMatchObject({
      productId: '1',
      orderId: '1174',
      requestType: '2',
      amount: '45000',
      payCode: '7ELEVEN',
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('extension: the customer-service button drags (mouse and touch), stays on screen and keeps its place; a tap opens customer service', async () => {
    await page.goto(`${baseUrl}/repayment/extension?${demoSession}&productId=1&orderId=1180`);
    await page.getByTestId('rp-delay-amount').waitFor();
    const fab = page.getByRole('button', { name: 'Servicio al cliente' });
    const start = await box(page, '.floating-button');
    expect(start.width).toBeGreaterThanOrEqual(44);
    expect(start.height).toBeGreaterThanOrEqual(44);
    expect(insideViewport(start)).toBe(true);

    // Mouse drag far past the top-left corner: clamped inside the screen, and no navigation.
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(-200, -300, { steps: 10 });
    await page.mouse.up();
    const corner = await box(page, '.floating-button');
    expect(insideViewport(corner)).toBe(true);
    expect(corner.x).toBeLessThan(20);
    expect(corner.y).toBeLessThan(20);
    expect(page.url()).toContain('/repayment/extension?');

    // Touch drag to the middle right, past the right edge.
    await touchDrag(page, [corner.x + 28, corner.y + 28], [600, 400]);
    const right = await box(page, '.floating-button');
    expect(insideViewport(right)).toBe(true);
    expect(right.x + right.width).toBeGreaterThan(VIEWPORT.width - 20);
    expect(Math.abs(right.y + right.height / 2 - 400)).toBeLessThan(2);
    expect(page.url()).toContain('/repayment/extension?');
    await screenshot(page, 'repayment-extension-dragged');

    // Re-renders (barcode modal opened and closed) keep the place.
    await page.getByRole('button', { name: 'Ver código de barras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código de barras' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await box(page, '.floating-button')).toEqual(right);

    // A tap without movement opens customer service.
    await fab.tap();
    await page.waitForURL(/\/customer-service$/);
    await page.getByRole('heading', { level: 1, name: 'Servicio al cliente' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('/carpmm: the repayment description', async () => {
    await page.goto(`${baseUrl}/carpmm?${demoSession}`);
    await page.getByRole('heading', { level: 1, name: 'Cómo pagar' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(5);
    await screenshot(page, 'repayment-description');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Contactar al servicio al cliente' }).click();
    await page.waitForURL(/\/customer-service$/);
    expect(errors).toEqual([]);
  });

  it('an unknown order shows only the retry block', async () => {
    await page.goto(`${baseUrl}/repayment?${demoSession}&productId=1&orderId=42`);
    await page.getByText('No pudimos cargar la información de pago.').waitFor();
    expect(await page.getByTestId('rp-amount').count()).toBe(0);
    expect(await page.getByText('Pedido no encontrado').count()).toBe(0);
    await screenshot(page, 'repayment-failed');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/repayment/extension?${demoSession}&productId=1&orderId=42`);
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    await screenshot(page, 'repayment-extension-failed');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
