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

const instructionsUrl = (query: string) =>
  `${baseUrl}/repayment/instructions?${demoSession}&productId=1&orderId=1174&${query}`;

/** Every <img> on the page has loaded (no broken demo asset). */
async function brokenImages(page: Page): Promise<string[]> {
  // Images the page renders after the load event are still under way then: wait until each one has
  // loaded or failed (a failed one is complete with no width).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.complete),
  );
  return page.$$eval('main img', (imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.src),
  );
}

describe('payment instructions page in the browser', () => {
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

  it('instalment (requestType 1, OXXO): every section, copy of the reference with the toast', async () => {
    const request = page.waitForRequest(/\/plays\/v3\/loan-details\/generate-vcode/);
    await page.goto(instructionsUrl('amount=359160&payCode=OXXO&requestType=1'));
    const body = new URLSearchParams((await request).postData() ?? '');
    expect(Object.fromEntries(body)).toEqual({
      productId: '1',
      orderId: '1174',
      amount: '359160',
      payCode: 'OXXO',
      requestType: '1',
    });
    await page.getByRole('heading', { name: 'Pago de su cuota en OXXO' }).waitFor();
    expect(await page.getByTestId('pi-total').textContent()).toBe('$3,591.60');
    expect(await page.getByTestId('pi-repay-code').textContent()).toBe('93011174035916');
    await page.getByRole('img', { name: 'Código de pago para escanear en caja' }).waitFor();
    await page.getByRole('heading', { name: 'Cómo pagar en OXXO' }).waitFor();
    expect(await page.getByRole('link', { name: 'pagos@cuota.mx' }).getAttribute('href')).toBe(
      'mailto:pagos@cuota.mx',
    );
    await page.waitForLoadState('load');
    expect(await brokenImages(page)).toEqual([]);

    const copy = page.getByRole('button', { name: 'Copiar referencia de pago' });
    const box = await copy.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'pay-instructions-oxxo');
    expect(await accessibilityViolations(page)).toEqual([]);

    await copy.click();
    await page.locator('.toast').getByText('Copiado con éxito').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('93011174035916');
    await screenshot(page, 'pay-instructions-copied');
    expect(errors).toEqual([]);
  });

  it('extension (requestType 2, SPEI): the delay amount, copy of the company name', async () => {
    const request = page.waitForRequest(/\/plays\/v3\/loan-details\/generate-vcode/);
    await page.goto(instructionsUrl('amount=45000&payCode=SPEI&requestType=2'));
    const body = new URLSearchParams((await request).postData() ?? '');
    expect(body.get('requestType')).toBe('2');
    expect(body.get('amount')).toBe('45000');
    expect(body.get('payCode')).toBe('SPEI');
    await page.getByRole('heading', { name: 'Pago de la extensión en SPEI' }).waitFor();
    expect(await page.getByTestId('pi-total').textContent()).toBe('$450.00');
    await page.getByRole('heading', { name: 'Cómo pagar por transferencia SPEI' }).waitFor();
    await page.waitForLoadState('load');
    expect(await brokenImages(page)).toEqual([]);
    await screenshot(page, 'pay-instructions-spei');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Copiar nombre de la empresa' }).click();
    await page.locator('.toast').getByText('Copiado con éxito').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Cuota Servicios Financieros S.A. de C.V.',
    );
    expect(errors).toEqual([]);
  });

  it('a v3 failure shows only the retry block; retry loads the instructions', async () => {
    await setScenario('generateVcode:fail');
    await page.goto(instructionsUrl('amount=359160&payCode=7ELEVEN&requestType=1'));
    await page.getByText('No pudimos cargar las instrucciones de pago.').waitFor();
    expect(await page.getByTestId('pi-total').count()).toBe(0);
    await screenshot(page, 'pay-instructions-failed');
    expect(await accessibilityViolations(page)).toEqual([]);
    await setScenario('ok');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Pago de su cuota en 7-Eleven' }).waitFor();
    expect(await page.getByTestId('pi-repay-code').textContent()).toBe('71101174359160');
    expect(errors).toEqual([]);
  });

  it('shows the loading skeleton while the answer is on its way', async () => {
    await setScenario('generateVcode:slow');
    await page.goto(instructionsUrl('amount=359160&payCode=OXXO&requestType=1'));
    await page.getByText('Cargando las instrucciones de pago…').waitFor({ state: 'attached' });
    expect(await page.locator('[aria-busy="true"]').count()).toBe(1);
    await screenshot(page, 'pay-instructions-loading');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByTestId('pi-repay-code').waitFor({ timeout: 10_000 });
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an invalid query shows a clear message and makes no call', async () => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('generate-vcode')) calls += 1;
    });
    await page.goto(instructionsUrl('amount=359160&payCode=OXXO&requestType=3'));
    await page
      .getByRole('alert')
      .getByText('Faltan los datos del pago. Regrese a la página anterior', { exact: false })
      .waitFor();
    await screenshot(page, 'pay-instructions-invalid');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(calls).toBe(0);
    expect(errors).toEqual([]);
  });
});
