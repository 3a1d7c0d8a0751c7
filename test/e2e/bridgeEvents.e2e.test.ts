import type { Page, Route } from 'playwright-core';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';

jest.setTimeout(90_000);

/** The page's namespace as the native app sees it (config `bridge.namespace`, default CuotaWeb). */
interface PageApi {
  emit(event: string, payload?: unknown): void;
}

/** What the app sends: `window.CuotaWeb.emit(event, payload)`, once the page installed it. */
async function emit(page: Page, event: string, payload?: unknown) {
  await page.waitForFunction(
    () => typeof (window as unknown as { CuotaWeb?: PageApi }).CuotaWeb?.emit === 'function',
  );
  await page.evaluate(
    ([name, value]) => (window as unknown as { CuotaWeb: PageApi }).CuotaWeb.emit(name, value),
    [event, payload] as const,
  );
}

/**
 * Counts the requests to one server path and lets a test change the answers after the first one (the
 * demo backend's data does not change by itself): `change(data)` edits the answer's `data`.
 */
async function watch(page: Page, path: string, change?: (data: Record<string, unknown>) => void) {
  const seen = { count: 0 };
  await page.route(`**${path}*`, async (route: Route) => {
    seen.count += 1;
    const response = await route.fetch();
    if (seen.count === 1 || !change) return route.fulfill({ response });
    const body = (await response.json()) as { data?: Record<string, unknown> };
    if (body.data) change(body.data);
    return route.fulfill({ response, json: body });
  });
  return seen;
}

async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

const loanDetails = `${baseUrl}/loan/details?${demoSession}&productId=1&orderId=1174`;
const cardRepayment = `${baseUrl}/repayment/choose?${demoSession}&orderId=1174&productId=1&amount=359160&couponId=`;

describe('events from the app in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('resume: the loan details page asks again and shows the fresh order', async () => {
    const requests = await watch(page, '/v3/loan-details/loan-details', (data) => {
      data.noticeStatusText = 'Pago recibido';
    });
    await page.goto(loanDetails);
    const rating = page.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await rating.waitFor();
    await rating.getByRole('button', { name: 'Ahora no' }).click();
    await page.getByRole('heading', { name: 'Pago pendiente' }).waitFor();
    expect(requests.count).toBe(1);
    await emit(page, 'resume');
    await page.getByRole('heading', { name: 'Pago recibido' }).waitFor();
    expect(requests.count).toBe(2);
    // The rating closed on this visit stays closed after the refresh.
    expect(await rating.isVisible()).toBe(false);
    await screenshot(page, 'bridge-events-loan-detail-resumed');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('resume: the repayment page reloads its amount; unknown events change nothing', async () => {
    const requests = await watch(page, '/v3/installment/loan-play-detail', (data) => {
      data.repayAmount = 120000;
    });
    await page.goto(`${baseUrl}/repayment?${demoSession}&productId=1&orderId=1174`);
    const amount = page.getByTestId('rp-amount');
    await amount.waitFor();
    const before = await amount.textContent();
    await emit(page, 'bankFlowEnded');
    await emit(page, 'somethingElse', { x: 1 });
    await page.waitForTimeout(300);
    expect(requests.count).toBe(1);
    await emit(page, 'resume');
    await page.getByText('$1,200.00').first().waitFor();
    expect(requests.count).toBe(2);
    expect(await amount.textContent()).not.toBe(before);
    await screenshot(page, 'bridge-events-repayment-resumed');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('card repayment: bankFlowEnded and resume reload the cards; back closes the SMS step, then goes back', async () => {
    const bound = {
      id: '399',
      bankName: 'Banorte',
      cardNo: '520473******1111',
      bankCode: 'BANORTE',
    };
    const requests = await watch(page, '/repayment-way', (data) => {
      if (Array.isArray(data.bankCards)) data.bankCards = [...(data.bankCards as unknown[]), bound];
    });
    // A page before this one, so that back outside the app has somewhere to go.
    await page.goto(loanDetails);
    await page.getByRole('dialog', { name: 'Califique nuestro servicio' }).waitFor();
    await page.goto(cardRepayment);
    const cards = page.locator('[data-testid="cr-card"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);

    await emit(page, 'bankFlowEnded');
    await page.getByText('Banorte').waitFor();
    expect(await cards.count()).toBe(3);
    expect(requests.count).toBe(2);
    await screenshot(page, 'bridge-events-card-list-reloaded');
    await expectAccessible(page);

    await page.getByRole('radio', { name: /BBVA/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    const sms = page.getByRole('dialog', { name: 'Verificación por SMS' });
    await sms.waitFor();
    const resend = sms.getByTestId('cr-resend');
    const secondsLeft = async () => Number(/(\d+) s/.exec((await resend.textContent()) ?? '')?.[1]);
    await page.waitForTimeout(2_500);
    const before = await secondsLeft();
    expect(before).toBeLessThan(60);
    await emit(page, 'resume');
    await expect(waitForCount(requests, 3)).resolves.toBe(true);
    // The step stayed open and its countdown went on: not reset to 60.
    expect(await sms.isVisible()).toBe(true);
    expect(await secondsLeft()).toBeLessThanOrEqual(before);
    await screenshot(page, 'bridge-events-sms-after-resume', { fullPage: false });
    await expectAccessible(page);

    await emit(page, 'back');
    await sms.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/repayment/choose');
    await screenshot(page, 'bridge-events-sms-closed-by-back');
    await expectAccessible(page);

    await emit(page, 'back');
    await page.waitForURL(/\/loan\/details\?/);
    expect(errors).toEqual([]);
  });

  it('languageChanged: the page loads again in English; an invalid payload is ignored', async () => {
    await page.goto(loanDetails);
    const rating = page.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await rating.waitFor();
    await emit(page, 'languageChanged', { locale: 'fr' });
    await emit(page, 'languageChanged', 'en');
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('lang=');
    await emit(page, 'languageChanged', { locale: 'en' });
    await page.waitForURL(/lang=en/);
    await page.getByRole('heading', { level: 1, name: 'Loan details' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('dialog', { name: 'Rate our service' }).waitFor();
    await screenshot(page, 'bridge-events-language-en');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

/** Polls a counter for a short while (a background request has no visible busy state to wait for). */
async function waitForCount(seen: { count: number }, expected: number) {
  for (let i = 0; i < 50; i += 1) {
    if (seen.count >= expected) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
