import type { Page } from 'playwright-core';
import { baseUrl, browserSuite, demoSession, setScenario } from './support/browser';
import { replayHeadless, takeTape } from './support/tapes';

jest.setTimeout(60_000);

/** Values of the demo data that are personal: none may survive in an exported tape. */
const PII = [
  'María López Hernández',
  'Av. Paseo de la Reforma 100',
  '8009534210',
  '800 953 4210',
  'e2e-device',
  'e2e-session',
  // The card numbers as the demo hands them out (masked; the contract's card is the first one).
  '415231******1234',
  '557907******5678',
];

function expectNoPii(text: string) {
  for (const value of PII)
    expect({ value, found: text.includes(value) }).toEqual({ value, found: false });
}

describe('QA tapes recorded in the browser replay headless', () => {
  const suite = browserSuite();
  let page: Page;

  beforeEach(() => {
    ({ page } = suite);
  });

  it('customer service: the page loads the telephone and e-mail', async () => {
    await page.goto(`${baseUrl}/customer-service?qaTape=1&${demoSession}`);
    const tel = page.locator('a[href^="tel:"]');
    await tel.waitFor();
    const { text, tape } = await takeTape(page, 'customer-service');
    expectNoPii(text);
    expect(tape.entries.some((e) => e.kind === 'apiCall' && e.endpoint === 'getWhatsapp')).toBe(
      true,
    );
    const report = await replayHeadless(tape);
    expect(report.sagaActions).toBeGreaterThan(0);
  });

  it('loan confirm: the reload after 5.5 s, the agreement, a refused foreign url', async () => {
    await setScenario('loanDetailPush:foreignUrl');
    await page.goto(`${baseUrl}/loan/confirm?productId=3&qaTape=1&${demoSession}`);
    await page.locator('dialog[open]').waitFor();
    await page.waitForFunction(() => !document.querySelector('dialog[open]'), undefined, {
      timeout: 15_000,
    });
    const box = page.getByRole('checkbox');
    await box.uncheck();
    await box.check();
    await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
    await page.getByText('Su préstamo fue solicitado.').waitFor();
    const { text, tape } = await takeTape(page, 'loan-confirm');
    expectNoPii(text);
    expect(tape.entries.some((e) => e.kind === 'timerFired')).toBe(true);
    expect(tape.entries.some((e) => e.kind === 'apiCall' && e.endpoint === 'loanDetailPush')).toBe(
      true,
    );
    await replayHeadless(tape);
  });

  it('loan details: rating with no star, then 2 stars, then thanks', async () => {
    await page.goto(`${baseUrl}/loan/order?${demoSession}&productId=1&orderId=1200&qaTape=1`);
    const rating = page.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await rating.waitFor();
    await rating.getByRole('button', { name: 'Enviar' }).click();
    await rating.getByRole('radio', { name: '2 de 5 estrellas' }).click();
    await rating.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog', { name: '¡Gracias!' }).waitFor();
    const { text, tape } = await takeTape(page, 'loan-detail-rating');
    expectNoPii(text);
    await replayHeadless(tape);
  });

  it('contract: personal data is redacted at capture, the last 4 card digits kept', async () => {
    await page.goto(`${baseUrl}/contract?${demoSession}&orderNo=1001&qaTape=1`);
    await page.getByText('María López Hernández').first().waitFor();
    const { text, tape } = await takeTape(page, 'contract');
    expectNoPii(text);
    // The demo hands out the masked number; the redaction keeps its mask and last 4.
    expect(text).toMatch(/\d{6}\*{6}1234/);
    expect(text).not.toMatch(/"bankNo":"\d{7}/);
    await replayHeadless(tape);
  });

  it('instalment repayment: a channel opens the instructions, the code is copied', async () => {
    await page.goto(`${baseUrl}/repayment?${demoSession}&productId=1&orderId=1174&qaTape=1`);
    await page.getByTestId('rp-amount').waitFor();
    await page.getByRole('button', { name: 'Más' }).click();
    await page.getByRole('button', { name: /Pague en efectivo en cualquier tienda OXXO/ }).click();
    await page.waitForURL(/\/repayment\/instructions\?.*requestType=1/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('.copy-button').first().click();
    await page.getByText('Copiado con éxito').waitFor();
    const { text, tape } = await takeTape(page, 'repayment-instructions');
    expectNoPii(text);
    const endpoints = tape.entries.flatMap((e) => (e.kind === 'apiCall' ? [e.endpoint] : []));
    expect(endpoints).toEqual(['loanPlayDetail', 'generateVcode']);
    expect(tape.entries.filter((e) => e.kind === 'route').length).toBeGreaterThanOrEqual(2);
    await replayHeadless(tape);
  });

  it('extension: a channel opens the instructions with the delay amount', async () => {
    await page.goto(
      `${baseUrl}/repayment/extension?${demoSession}&productId=1&orderId=1174&qaTape=1`,
    );
    await page.getByTestId('rp-delay-amount').waitFor();
    await page.getByRole('button', { name: /Pague en tiendas 7-Eleven/ }).click();
    await page.waitForURL(/\/repayment\/instructions\?.*requestType=2/);
    // The title shows while the code is still being generated; the code comes with its answer (the
    // extension page's own copy buttons may still be on screen while the router moves).
    await page.getByTestId('pi-repay-code').waitFor();
    const { text, tape } = await takeTape(page, 'extension-instructions');
    expectNoPii(text);
    const calls = tape.entries.flatMap((e) => (e.kind === 'apiCall' ? [e] : []));
    expect(calls.map((c) => c.endpoint)).toEqual(['loanPlayDelayDetail', 'generateVcode']);
    expect(JSON.stringify(calls[1].args)).toContain('"requestType":2');
    await replayHeadless(tape);
  });

  it('card repayment: SMS step, wrong code, right code; no card number or code survives', async () => {
    await page.goto(
      `${baseUrl}/repayment/choose?${demoSession}&orderId=1174&productId=1&amount=359160&couponId=&qaTape=1`,
    );
    await page.getByRole('radio', { name: /BBVA/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
    await dialog.waitFor();
    const res = await fetch(`${baseUrl}/__demo/last-sms`);
    const { code } = (await res.json()) as { code: string };
    const input = dialog.getByLabel('Código de verificación');
    await input.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirmar pago' }).click();
    await dialog.getByText('Código de verificación incorrecto').waitFor();
    await input.fill(code);
    await dialog.getByRole('button', { name: 'Confirmar pago' }).click();
    await page.waitForURL(/\/loan\/details\?/);
    await page.locator('main').waitFor();
    const { text, tape } = await takeTape(page, 'card-repayment-sms');
    expectNoPii(text);
    expect(text).not.toContain(`"${code}"`);
    const confirms = tape.entries.flatMap((e) =>
      e.kind === 'apiCall' && e.endpoint === 'repaymentConfirm' ? [e] : [],
    );
    expect(confirms).toHaveLength(2);
    expect(tape.entries.some((e) => e.kind === 'timerSet' && e.ms === 1000)).toBe(true);
    await replayHeadless(tape);
  });
});
