import type { Page } from 'playwright-core';
import { EARLY_REPLAY_MARK } from '../../../src/platform/boot/earlyHandOver';
import { demo, type TapCase } from './earlyTapCases';
import { receivedAction } from './simulatedHost';

/**
 * The early-tap cases of the route table's other pages (test/e2e/earlyTaps.e2e.test.ts): each opened
 * at its demo URL of scripts/lighthouseRoutes.js, with its main control and what a tap on it does.
 */

const show = (page: Page, text: string) => page.getByText(text).first().waitFor();
const inDialog = (page: Page, dialog: string, button: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button, exact: true });
/** The app has taken the page over (the kept taps replayed), however slow the phone. */
const tookOver = (page: Page) =>
  page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
    EARLY_REPLAY_MARK,
  );
/** The host got `action` with `payload`: what the app does next is the native side's. */
const hostGot = async (page: Page, action: string, payload: Record<string, unknown>) => {
  await tookOver(page);
  expect((await receivedAction(page, action)).payload).toEqual(payload);
};
const customerService = async (page: Page) => {
  await page.waitForURL(/\/customer-service(\?|$)/);
  await page.getByRole('heading', { level: 1, name: 'Servicio al cliente' }).waitFor();
};
/** A contents link's section heading is at the top of the screen, and stays there once the app is in. */
const jumpedTo = async (page: Page, id: string) => {
  const atTop = (target: string) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight / 2;
  };
  await page.waitForFunction(atTop, id);
  await tookOver(page);
  expect(await page.evaluate(atTop, id)).toBe(true);
};
const contents = (name: string, route: string, link: string, id: string): TapCase => ({
  name: `${name}: contents link`,
  route,
  path: demo(route),
  control: (page) => page.getByRole('link', { name: link, exact: true }),
  early: 'link',
  effect: (page) => jumpedTo(page, id),
});
const back = (name: string, route: string): TapCase => ({
  name: `${name}: back (in the app)`,
  route,
  path: demo(route),
  inApp: true,
  control: (page) => page.getByRole('button', { name: 'Atrás' }),
  early: 'kept',
  effect: (page) => hostGot(page, 'closeWebView', {}),
});

/** The other pages of the route table, each with its main control. */
export const ROUTE_CASES: TapCase[] = [
  {
    name: 'customer service: the telephone (in the app)',
    route: '/customer-service',
    path: demo('/customer-service'),
    inApp: true,
    control: (page) => page.getByRole('link', { name: 'Llamar al 800 953 4210' }),
    early: 'app',
    effect: (page) => hostGot(page, 'callTelephone', { phone: '800 953 4210' }),
  },
  {
    // Order 1174 asks for a rating (isScore 1): the dialog is what the page shows first.
    name: 'loan details 1174: rating Enviar (no stars)',
    route: '/loan/details',
    path: demo('/loan/details'),
    control: (page) => inDialog(page, 'Califique nuestro servicio', 'Enviar'),
    early: 'app',
    effect: (page) => show(page, 'Seleccione una calificación'),
  },
  {
    name: 'loan order 1200: rating Ahora no',
    route: '/loan/order',
    path: demo('/loan/order'),
    control: (page) => inDialog(page, 'Califique nuestro servicio', 'Ahora no'),
    early: 'app',
    effect: async (page) => {
      await page.getByRole('dialog', { name: 'Califique nuestro servicio' }).waitFor({
        state: 'hidden',
      });
      await page.getByRole('button', { name: 'Pedir prestado de nuevo' }).waitFor();
    },
  },
  back('contract', '/contract'),
  back('period agreement', '/agony'),
  {
    name: 'login failed: Iniciar sesión (in the app)',
    route: '/login-failed',
    path: demo('/login-failed'),
    inApp: true,
    control: (page) => page.getByRole('button', { name: 'Iniciar sesión' }),
    early: 'kept',
    effect: (page) => hostGot(page, 'goLogin', { force: true }),
  },
  {
    name: 'loan confirm: Confirmar y solicitar',
    route: '/loan/confirm',
    path: demo('/loan/confirm'),
    control: (page) => page.getByRole('button', { name: 'Confirmar y solicitar' }),
    early: 'app',
    effect: (page) => page.waitForURL(/\/loan\/details\?.*orderId=1001/),
  },
  {
    name: 'payment instructions: copy the reference',
    route: '/repayment/instructions',
    path: demo('/repayment/instructions'),
    control: (page) => page.getByRole('button', { name: 'Copiar referencia de pago' }),
    early: 'app',
    effect: (page) => show(page, 'Copiado con éxito'),
  },
  {
    name: 'repayment: OXXO',
    route: '/repayment',
    path: demo('/repayment'),
    control: (page) =>
      page.getByRole('button', { name: /Pague en efectivo en cualquier tienda OXXO/ }),
    early: 'app',
    effect: (page) => page.waitForURL(/\/repayment\/instructions\?.*payCode=OXXO/),
  },
  {
    name: 'extension: 7-Eleven',
    route: '/repayment/extension',
    path: demo('/repayment/extension'),
    control: (page) => page.getByRole('button', { name: /Pague en tiendas 7-Eleven/ }),
    early: 'app',
    effect: (page) => page.waitForURL(/\/repayment\/instructions\?.*requestType=2/),
  },
  {
    name: 'how to pay: contact customer service',
    route: '/carpmm',
    path: demo('/carpmm'),
    control: (page) => page.getByRole('link', { name: 'Contactar al servicio al cliente' }),
    early: 'link',
    leaves: true,
    effect: customerService,
  },
  {
    name: 'card repayment: Pagar (no card)',
    route: '/repayment/choose',
    path: demo('/repayment/choose'),
    control: (page) => page.getByRole('button', { name: 'Pagar', exact: true }),
    early: 'app',
    effect: (page) => show(page, 'Primero seleccione una tarjeta bancaria'),
  },
  {
    name: 'complaint 1174: Cobranza',
    route: '/complaint',
    path: demo('/complaint'),
    control: (page) => page.getByRole('button', { name: 'Cobranza' }),
    early: 'app',
    effect: async (page) => {
      await page.getByRole('button', { name: 'Llamadas excesivas' }).waitFor();
      expect(
        await page.getByRole('button', { name: 'Cobranza' }).getAttribute('aria-expanded'),
      ).toBe('true');
    },
  },
  {
    name: 'complaint form: Enviar (empty)',
    route: '/complainPageNext',
    path: demo('/complainPageNext'),
    control: (page) => page.getByRole('button', { name: 'Enviar', exact: true }),
    early: 'app',
    effect: (page) => show(page, 'Por favor, rellene sus comentarios y sugerencias'),
  },
  {
    name: 'my complaints: Respondidas',
    route: '/complaintList',
    path: demo('/complaintList'),
    control: (page) => page.getByRole('tab', { name: 'Respondidas' }),
    early: 'app',
    effect: async (page) => {
      await page.getByRole('tab', { name: 'Respondidas', selected: true }).waitFor();
      await show(page, 'Recibo más de diez llamadas al día');
    },
  },
  {
    // Complaint 5002 waits for a score: its dialog opens 3 s after the complaint shows.
    name: 'complaint 5002: score Enviar (no stars)',
    route: '/complainDetails',
    path: demo('/complainDetails'),
    control: (page) => inDialog(page, 'Califique la atención de su queja', 'Enviar'),
    early: 'app',
    effect: (page) => show(page, 'Seleccione una calificación'),
  },
  contents('privacy', '/privacy', '8. Derechos ARCO', 'privacy-arco'),
  contents(
    'privacy (legacy path)',
    '/PrivacyPolicy',
    '5. Finalidades primarias',
    'privacy-primary',
  ),
  // Mexico's market publishes no loan terms: the page is the notice, and its control is Back.
  back('loan terms (not published in Mexico)', '/loan-terms'),
  {
    name: 'about us: customer service',
    route: '/about-us',
    path: demo('/about-us'),
    control: (page) => page.getByRole('button', { name: 'Ir a atención a clientes' }),
    early: 'kept',
    effect: customerService,
  },
  {
    name: 'bind card: Vincular tarjeta (empty)',
    route: '/bank-card/bind',
    path: demo('/bank-card/bind'),
    control: (page) => page.getByRole('button', { name: 'Vincular tarjeta' }),
    early: 'app',
    effect: (page) => show(page, 'Seleccione su banco'),
  },
  {
    name: 'bind bank account: Vincular tarjeta (empty)',
    route: '/bank-account/bind',
    path: demo('/bank-account/bind'),
    control: (page) => page.getByRole('button', { name: 'Vincular tarjeta' }),
    early: 'app',
    effect: (page) => show(page, 'Ingrese el número de tarjeta'),
  },
  {
    name: 'not found: contact customer service',
    route: '*',
    path: demo('*'),
    control: (page) => page.getByRole('link', { name: 'Contactar a servicio al cliente' }),
    early: 'app',
    effect: customerService,
  },
];
