import type { Page } from 'playwright-core';
import { BRIDGE_ACTIONS, FIRE_AND_FORGET_ACTIONS } from '../../src/platform/bridge/actions';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';
import {
  SAMPLE_POSITION,
  installHost,
  received,
  receivedAction,
  type HostKind,
  type HostOptions,
} from './support/simulatedHost';

jest.setTimeout(90_000);

const lists = { fireAndForget: FIRE_AND_FORGET_ACTIONS, actions: BRIDGE_ACTIONS };

/**
 * The actions the screens trigger, driven from those screens inside the simulated host, on each v1
 * transport and the legacy (method-per-action Android) host. openPageVariant, goHome and goMine have no
 * screen: bridgeProtocol.e2e.test.ts sends them through the bridge module itself.
 */
const HOSTS: HostKind[] = ['react-native', 'webkit', 'android', 'legacy-android'];

/** A 16-digit card number: the 15 digits given and their Luhn check digit. */
function luhnCard(first15: string): string {
  let sum = 0;
  [...first15].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return `${first15}${(10 - (sum % 10)) % 10}`;
}

describe.each(HOSTS)('inside a %s host, the screens reach the app', (kind) => {
  const suite = browserSuite();
  let page: Page;
  let errors: string[];

  beforeEach(() => {
    ({ page, errors } = suite);
  });

  const open = async (path: string, options: Partial<HostOptions> = {}) => {
    await installHost(page, { kind, ...options }, lists);
    await page.goto(`${baseUrl}${path}`);
  };

  /** The message as the host got it: the v1 envelope on v1 transports, the JSON payload on legacy. */
  const expectMessage = async (action: string, payload: Record<string, unknown>) => {
    const message = await receivedAction(page, action);
    expect(message.transport).toBe(kind);
    expect(message.raw).toBe('string');
    expect(message.payload).toEqual(payload);
    if (!kind.startsWith('legacy')) {
      expect(message.v).toBe(1);
      expect(typeof message.id).toBe('string');
    }
    return message;
  };

  it('customer service: callTelephone from the telephone link, closeWebView from the back button', async () => {
    await open(`/customer-service?${demoSession}`);
    await page.locator('a[href^="tel:"]').click();
    await expectMessage('callTelephone', { phone: '800 953 4210' });
    expect(page.url()).toContain('/customer-service');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectMessage('closeWebView', {});
    expect(errors).toEqual([]);
  });

  it('loan details: rateApp after 5 stars, openPage from Pay (answered: the page stays)', async () => {
    await open(`/loan/details?${demoSession}&productId=1&orderId=1174`);
    const rating = page.getByRole('dialog', { name: 'Califique nuestro servicio' });
    await rating.getByRole('radio', { name: '5 de 5 estrellas' }).click();
    await rating.getByRole('button', { name: 'Enviar' }).click();
    await expectMessage('rateApp', {});
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const message = await expectMessage('openPage', {
      page: 'repay',
      productId: '1',
      orderId: '1174',
    });
    expect(message.action).toBe('openPage');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/loan/details');
    expect(errors).toEqual([]);
  });

  it('loan order 200: goProductPage from Borrow again', async () => {
    await open(`/loan/order?${demoSession}&productId=1&orderId=1200`);
    await page
      .getByRole('dialog', { name: 'Califique nuestro servicio' })
      .getByRole('button', { name: 'Ahora no' })
      .click();
    await page.getByRole('button', { name: 'Pedir prestado de nuevo' }).click();
    await expectMessage('goProductPage', { productId: '1' });
    expect(errors).toEqual([]);
  });

  it('loan confirm: track on a successful push, and the details page opens at once', async () => {
    await open(`/loan/confirm?productId=1&${demoSession}`);
    await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
    await expectMessage('track', { point: 'confirm', productId: '1' });
    await page.waitForURL(/\/loan\/details\?/);
    expect(errors).toEqual([]);
  });

  it('bank card binding: startBankFlow, endBankFlow, then closeWebView', async () => {
    // A card of its own per host: the demo backend refuses a card the user already bound.
    const card = luhnCard(`51051051051${HOSTS.indexOf(kind)}000`);
    suite.secrets.push(card);
    await open(`/bank-card/bind?${demoSession}&orderId=1174`);
    await page.locator('[data-testid="bc-bank"]').first().waitFor();
    await page.getByRole('radio', { name: /HSBC/ }).check();
    await page.getByLabel('Número de tarjeta').pressSequentially(card);
    await page.getByRole('button', { name: 'Vincular tarjeta' }).click();
    await expectMessage('startBankFlow', { orderId: '1174' });
    const end = await receivedAction(page, 'endBankFlow');
    expect(Object.keys(end.payload).sort()).toEqual(['cardId', 'orderId']);
    expect(end.payload.orderId).toBe('1174');
    await receivedAction(page, 'closeWebView');
    // The page's hello comes once its first page is open (the bank flow starts as the page opens).
    expect(received(page).filter((r) => r.action === 'hello')).toHaveLength(1);
    expect(
      received(page)
        .map((r) => r.action)
        .filter((a) => a !== 'hello'),
    ).toEqual(['startBankFlow', 'endBankFlow', 'closeWebView']);
    expect(JSON.stringify(received(page))).not.toContain(card);
  });

  it('session expired (HTTP 401): goLogin asks the app for a forced login', async () => {
    await page.route('**/user-problem/get-whatsapp**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
    );
    await open(`/customer-service?${demoSession}`);
    await expectMessage('goLogin', { force: true });
  });

  it('test page: locate answered with a position, shareTape of the recorded tape', async () => {
    await open(`/testPreview?${demoSession}&productId=1&orderId=1174&qaTape=1`);
    await page.getByText('Sesión iniciada como 13800138000').waitFor();
    await page.getByRole('button', { name: 'Obtener ubicación' }).click();
    await expectMessage('locate', {});
    const location = page.getByTestId('tp-location');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="tp-location"]')?.textContent?.startsWith('Latitud'),
    );
    expect(await location.textContent()).toContain(SAMPLE_POSITION.latitude.toFixed(5));
    await page.getByRole('button', { name: 'Enviar a la app' }).click();
    const share = await receivedAction(page, 'shareTape');
    expect(typeof share.payload.tape).toBe('string');
    expect(String(share.payload.tape)).toContain('"entries"');
    await page.getByText('Cinta enviada a la app').waitFor();
    await screenshot(page, `bridge-${kind}-test-page`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
