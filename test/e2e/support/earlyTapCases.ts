import type { Locator, Page } from 'playwright-core';
import { demoSession } from './browser';

/**
 * The early-tap cases of test/e2e/earlyTaps.e2e.test.ts: every page of the app's route table (each
 * opened at its demo URL of scripts/lighthouseRoutes.js), the promotion landing and the website, each
 * with its main control and the effect a user sees of a tap on it.
 */
export interface TapCase {
  name: string;
  /** The page's route: a path of the route table (`*`: the not-found page), '/promotion' or '/'. */
  route: string;
  path: string;
  /**
   * Opened inside the app (a simulated Android host, test/e2e/support/simulatedHost.ts): for the
   * controls whose effect is the app's own (dial, close the web view, log in again).
   */
  inApp?: true;
  /** The control tapped the moment it shows. */
  control(page: Page): Locator;
  /**
   * 'kept': painted by the prerendered HTML, tapped before the app is there, kept and replayed;
   * 'link': a plain link, which the browser follows without scripts; 'app': drawn by the app itself.
   */
  early: 'kept' | 'link' | 'app';
  /**
   * The tap loads another document (a plain link to another page): its interaction lasts until that
   * page replaces this one, which the network and the server time (150 ms round trips here), not this
   * page's work. Its INP is reported in the table, not held to the budget.
   */
  leaves?: true;
  /** Text typed into a field the moment it shows, before the tap. */
  typed?: { field: string; text: string; kept: string };
  /** What the tap does once the app has it. */
  effect(page: Page): Promise<void>;
}

/** scripts/lighthouseRoutes.js (plain Node, CommonJS): the pages and their demo URLs. */
export const lighthouseRoutes = jest.requireActual<{
  DEMO_URLS: Record<string, string>;
  pagesToMeasure: () => { route: string; url: string }[];
}>('../../../scripts/lighthouseRoutes');

/**
 * Routes with no case, each with its reason: only for a page with no control whose effect means
 * something. Empty today: the legal documents have their contents links, and the contract pages (whose
 * only control is the back arrow) close the web view in the app, which is the back's effect there.
 */
export const NO_MAIN_CONTROL: Record<string, string> = {};

export const app = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${demoSession}`;
/** The route's demo URL (scripts/lighthouseRoutes.js) with the e2e session. */
export const demo = (route: string) => {
  const url = lighthouseRoutes.DEMO_URLS[route];
  if (!url) throw new Error(`no demo URL for ${route}`);
  return app(url);
};

const LANDING = '/promotion?id=1&app_from=cuota&user_from=e2e&utm_tag=spring';
const MOBILE_MESSAGE = 'Ingrese el número de celular correcto';

/** The pages of the first measurement: the landing, settings, two app pages, the website. */
export const FIRST_CASES: TapCase[] = [
  {
    name: 'landing: change captcha (no phone)',
    route: '/promotion',
    path: LANDING,
    control: (page) => page.getByRole('button', { name: 'Cambiar imagen' }),
    early: 'kept',
    effect: (page) => page.getByText(MOBILE_MESSAGE).first().waitFor(),
  },
  {
    name: 'landing: get code (no phone)',
    route: '/promotion',
    path: LANDING,
    control: (page) => page.getByRole('button', { name: 'Obtener código' }),
    early: 'kept',
    effect: (page) => page.getByText(MOBILE_MESSAGE).first().waitFor(),
  },
  {
    // The Spanish page paints, then the app renders it afresh in English: the tap lands all the same
    // (on a slow phone the finger may find the English page already there).
    name: 'landing in English: get code (no phone)',
    route: '/promotion',
    path: `${LANDING}&lang=en`,
    control: (page) => page.getByRole('button', { name: /^(Obtener código|get code)$/ }),
    early: 'kept',
    effect: (page) => page.getByText('Please enter the correct mobile number').first().waitFor(),
  },
  {
    name: 'landing: phone typed, then get code',
    route: '/promotion',
    path: LANDING,
    control: (page) => page.getByRole('button', { name: 'Obtener código' }),
    early: 'kept',
    typed: { field: 'Número de celular', text: '13912345678', kept: '139 1234 5678' },
    // The phone is taken: the next rule is the captcha's.
    effect: (page) => page.getByText('Ingrese el código de la imagen correcto').first().waitFor(),
  },
  {
    name: 'settings: English',
    route: '/settings',
    path: app('/settings'),
    control: (page) => page.getByText('English', { exact: true }),
    early: 'kept',
    effect: (page) => page.getByRole('heading', { name: 'Settings' }).waitFor(),
  },
  {
    name: 'loan details: Pagar',
    route: '/loan/details',
    path: app('/loan/details?productId=1&orderId=1180'),
    control: (page) => page.getByRole('button', { name: 'Pagar', exact: true }),
    early: 'app',
    effect: (page) => page.waitForURL(/\/repayment\?/),
  },
  {
    name: 'complaint entry: a type',
    route: '/complaint/entry',
    path: app('/complaint/entry?orderId=1180'),
    control: (page) => page.getByRole('button', { name: 'Pagos y reembolsos' }),
    early: 'app',
    effect: (page) => page.waitForURL(/\/complainPageNext\?/),
  },
  {
    name: 'website: Contact tab',
    route: '/',
    path: '/',
    control: (page) => page.getByRole('link', { name: 'Contacto' }).first(),
    early: 'link',
    leaves: true,
    effect: async (page) => {
      await page.waitForURL(/\/Contact$/);
      await page.locator('#site-contact-info').waitFor();
    },
  },
];
