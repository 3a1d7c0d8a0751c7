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

const VISA = '4111111111111111';
const returnTo = encodeURIComponent('/loan/details?orderId=1174&productId=1');
const pageUrl = (extra = '') =>
  `${baseUrl}/bank-card/bind?${demoSession}&orderId=1174&returnTo=${returnTo}${extra}`;

async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** The page loaded: the bank radios are there. */
async function banksShown(page: Page) {
  await page.locator('[data-testid="bc-bank"]').first().waitFor();
}

describe('bank card binding in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    await fetch(`${baseUrl}/__demo/reset`, { method: 'POST' });
  });
  beforeEach(() => {
    ({ page, errors } = suite);
  });

  it('binds a card end to end: rules, grouping, success toast, masked card, back to returnTo', async () => {
    suite.secrets.push(VISA, '4111 1111 1111 1111');
    await page.goto(pageUrl());
    await banksShown(page);
    expect(await page.locator('h1').textContent()).toBe('Vincular tarjeta bancaria');
    expect(await page.locator('[data-testid="bc-bank"]').count()).toBe(8);
    // Every logo is an image the page could load (data: PNGs pass the CSP and the image check).
    const logos = page.locator('img.bc-logo');
    expect(await logos.count()).toBe(8);
    expect(
      await logos.evaluateAll((imgs) =>
        imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0),
      ),
    ).toBe(true);
    const bound = page.locator('[data-testid="bc-card"]');
    expect(await bound.allTextContents()).toEqual([
      expect.stringContaining('**** 1234'),
      expect.stringContaining('**** 5678'),
    ]);
    const holder = page.getByLabel('Nombre del titular');
    expect(await holder.inputValue()).toBe('María Fernanda López García');
    await screenshot(page, 'bank-card');
    await expectAccessible(page);

    const submit = page.getByRole('button', { name: 'Vincular tarjeta' });
    expect((await submit.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await holder.fill('');
    // Leaving the emptied field shows its error first (the button moves down under a click otherwise).
    await holder.blur();
    await page.getByText('Ingrese el nombre del titular').waitFor();
    await submit.click();
    await page.getByText('Seleccione su banco').waitFor();
    await page.getByText('Ingrese el número de tarjeta').waitFor();
    await page.getByText('Ingrese el nombre del titular').waitFor();
    await screenshot(page, 'bank-card-errors');
    await expectAccessible(page);

    const card = page.getByLabel('Número de tarjeta');
    await card.pressSequentially('4111-1111-1111-1112 99');
    expect(await card.inputValue()).toBe('4111 1111 1111 1112');
    await submit.click();
    await page.getByText('El número de tarjeta no es válido, revíselo').waitFor();

    await page.getByRole('radio', { name: /Banorte/ }).check();
    await card.fill('');
    await card.pressSequentially(VISA);
    expect(await card.inputValue()).toBe('4111 1111 1111 1111');
    await holder.fill('maria fernanda lopez garcia');
    await submit.click();
    await page.getByText('Tarjeta vinculada correctamente').waitFor();
    expect(await bound.allTextContents()).toEqual([
      expect.stringContaining('**** 1234'),
      expect.stringContaining('**** 5678'),
      expect.stringContaining('**** 1111'),
    ]);
    expect(await card.inputValue()).toBe('');
    expect(await page.content()).not.toContain(VISA);
    await screenshot(page, 'bank-card-bound');
    await expectAccessible(page);

    await page.waitForURL(/\/loan\/details\?orderId=1174&productId=1$/);
    expect(errors).toEqual([]);
  });

  it('keeps the form with the server message when the card is already bound', async () => {
    await page.goto(pageUrl());
    await banksShown(page);
    await page.getByRole('radio', { name: /BBVA/ }).check();
    await page.getByLabel('Número de tarjeta').pressSequentially('4152310000071234');
    suite.secrets.push('4152310000071234');
    await page.getByRole('button', { name: 'Vincular tarjeta' }).click();
    await page.getByText('Esta tarjeta ya está vinculada').waitFor();
    expect(await page.getByLabel('Número de tarjeta').inputValue()).toBe('4152 3100 0007 1234');
    expect(page.url()).toContain('/bank-card/bind');
    await screenshot(page, 'bank-card-refused');
    await expectAccessible(page);
  });

  it('shows the failure with Retry when card-init fails, and speaks English', async () => {
    await setScenario('cardInitFail');
    await page.goto(pageUrl('&languageType=1'));
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'The list of banks could not be retrieved, please try again later',
    );
    await screenshot(page, 'bank-card-failed-en');
    await expectAccessible(page);
    await setScenario('ok');
    await retry.click();
    await banksShown(page);
    expect(await page.locator('h1').textContent()).toBe('Link a bank card');
  });

  it('tells the app the bank flow starts and ends, then closes the web view', async () => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __calls: string[] }).__calls = calls;
      const record = (name: string) => (json: string) => {
        calls.push(`${name} ${json}`);
        return 'ok';
      };
      (window as unknown as { CuotaNative: Record<string, (json: string) => string> }).CuotaNative =
        {
          startBankFlow: record('startBankFlow'),
          endBankFlow: record('endBankFlow'),
          closeWebView: record('closeWebView'),
        };
    });
    const card = '5105105105105100';
    suite.secrets.push(card);
    await page.goto(`${baseUrl}/bank-card/bind?${demoSession}&orderId=1174`);
    await banksShown(page);
    await page.getByRole('radio', { name: /HSBC/ }).check();
    await page.getByLabel('Número de tarjeta').pressSequentially(card);
    await page.getByRole('button', { name: 'Vincular tarjeta' }).click();
    await page.waitForFunction(() =>
      (window as unknown as { __calls: string[] }).__calls.some((c) =>
        c.startsWith('closeWebView'),
      ),
    );
    const calls = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
    expect(calls.map((c) => c.split(' ')[0])).toEqual([
      'startBankFlow',
      'endBankFlow',
      'closeWebView',
    ]);
    expect(calls.join('\n')).not.toContain(card);
  });
});
