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

describe('loan confirm page in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('shows the offer accessibly and submits to the loan details with from=confirm', async () => {
    await page.goto(`${baseUrl}/loan/confirm?productId=1&${demoSession}`);
    await page.locator('[data-testid="lc-amount"]').waitFor();
    expect(await page.locator('[data-testid="lc-amount"]').textContent()).toBe('$3,000.00');
    expect(await page.locator('[data-testid="lc-coupon"]').count()).toBe(1);
    const submit = page.getByRole('button', { name: 'Confirmar y solicitar' });
    const box = await submit.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'loan-confirm');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('checkbox').uncheck();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await submit.click();
    await page.waitForURL(/\/loan\/details\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe('1');
    expect(url.searchParams.get('orderId')).toBe('1001');
    expect(url.searchParams.get('from')).toBe('confirm');
    // the fresh order (status 21) shows on the details screen
    await page.getByRole('heading', { name: 'Solicitud en revisión' }).waitFor();
    await screenshot(page, 'loan-confirm-to-details');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the reload modal for product 3, then the refreshed offer', async () => {
    await page.goto(`${baseUrl}/loan/confirm?productId=3&${demoSession}`);
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Estamos ajustando el monto de su préstamo.');
    await screenshot(page, 'loan-confirm-pop');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.waitForFunction(() => !document.querySelector('dialog[open]'), undefined, {
      timeout: 15_000,
    });
    expect(await page.locator('[data-testid="lc-amount"]').textContent()).toBe('$2,500.00');
  });

  it('shows a generic retry block when the offer fails to load', async () => {
    await setScenario('loanDetailConfirm:fail');
    await page.goto(`${baseUrl}/loan/confirm?productId=1&${demoSession}`);
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'No pudimos cargar su oferta. Inténtelo de nuevo.',
    );
    expect(await page.locator('[data-testid="lc-amount"]').count()).toBe(0);
    await screenshot(page, 'loan-confirm-failed');
  });

  it('a foreign details url is refused: the loan is requested, no second submit, the order page offered', async () => {
    await setScenario('loanDetailPush:foreignUrl');
    await page.goto(`${baseUrl}/loan/confirm?productId=2&${demoSession}`);
    await page.locator('[data-testid="lc-amount"]').waitFor();
    expect(await page.locator('[data-testid="lc-coupon"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
    await page.getByText('Su préstamo fue solicitado.').waitFor();
    expect(page.url()).toContain('/loan/confirm');
    // The button never re-arms: the answer booked the loan.
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('button', { name: 'Confirmar y solicitar' }).count()).toBe(0);
    await screenshot(page, 'loan-confirm-booked');
    expect(await accessibilityViolations(page)).toEqual([]);
    // The demo's foreign url names no order: the order page, at its configured path.
    await page.getByRole('button', { name: 'Ver mis préstamos' }).click();
    await page.waitForURL(/\/loan\/order/);
  });
});
