import type { Page, Route } from 'playwright-core';
import { HOSTILE_URLS } from '../platform/url/hostileUrls';
import { baseUrl, browserSuite, demoSession, screenshot } from './support/browser';
import { XSS_CORPUS } from './support/xssCorpus';

jest.setTimeout(120_000);

/** Every in-app page that shows server data, opened with the demo world's ids. */
const PAGES: readonly [string, string][] = [
  ['customer-service', '/customer-service?'],
  ['loan-confirm', '/loan/confirm?productId=1&'],
  ['loan-details', '/loan/details?productId=1&orderId=1174&'],
  ['repayment', '/repayment?productId=1&orderId=1174&'],
  ['extension', '/repayment/extension?productId=1&orderId=1174&'],
  [
    'instructions',
    '/repayment/instructions?productId=1&orderId=1174&amount=359160&payCode=OXXO&requestType=1&',
  ],
  ['card-repayment', '/repayment/choose?orderId=1174&productId=1&amount=359160&couponId=&'],
  ['contract', '/contract?orderNo=1001&'],
  ['period-agreement', '/agony?orderNo=1200&'],
];

type Mode = 'xss' | 'huge' | 'urls';
const ALL_XSS = XSS_CORPUS.join(' ');
const HUGE = 'W'.repeat(100_000);

const looksLikeUrl = (key: string, value: string) =>
  /logo|img|image|url|icon|src|contract/i.test(key) || /^(\/|https?:|data:)/.test(value);
/** Text the flow may decide on (numbers, dates, codes) stays as it is; display text is attacked. */
const isDisplayText = (value: string) =>
  !/^[\d\s.,:$-]*$/.test(value) && !/^[A-Z0-9_]{2,}$/.test(value);

let urlIndex = 0;
function mutate(value: unknown, mode: Mode, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => mutate(v, mode, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mutate(v, mode, k)]));
  }
  if (typeof value !== 'string') return value;
  if (mode === 'urls') {
    if (!looksLikeUrl(key, value)) return value;
    urlIndex += 1;
    return HOSTILE_URLS[urlIndex % HOSTILE_URLS.length];
  }
  if (looksLikeUrl(key, value) || !isDisplayText(value)) return value;
  return mode === 'xss' ? `${value} ${ALL_XSS}` : `${value}${HUGE}`;
}

async function attack(page: Page, mode: Mode) {
  const handler = async (route: Route) => {
    const response = await route.fetch();
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      await route.fulfill({ response });
      return;
    }
    const envelope =
      body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {};
    envelope.data = mutate(envelope.data, mode);
    await route.fulfill({ response, json: envelope });
  };
  await page.route('**/plays/**', handler);
  await page.route('**/api/**', handler);
}

describe('hostile answers in the browser', () => {
  const suite = browserSuite();

  it(`the XSS corpus has at least 50 strings (${XSS_CORPUS.length}) and the URL corpus at least 30 (${HOSTILE_URLS.length})`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    expect(HOSTILE_URLS.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(PAGES)('%s', (name, path) => {
    const open = async (mode: Mode) => {
      const { page } = suite;
      const dialogs: string[] = [];
      const foreign: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      page.on('request', (r) => {
        const url = r.url();
        if (!url.startsWith(baseUrl) && !url.startsWith('data:')) foreign.push(url);
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __xss: () => void; __xssHits: number };
        w.__xssHits = 0;
        w.__xss = () => {
          w.__xssHits += 1;
        };
      });
      await attack(page, mode);
      await page.goto(`${baseUrl}${path}${demoSession}`);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
        timeout: 10_000,
      });
      const state = await page.evaluate(() => ({
        hits: (window as unknown as { __xssHits: number }).__xssHits,
        width: document.documentElement.scrollWidth,
        scripted: Array.from(document.querySelectorAll('[src],[href]'))
          .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '')
          .filter((u) => /^\s*(javascript|vbscript|data:text)/i.test(u)),
        text: document.body.innerText.length,
      }));
      return { state, dialogs, foreign };
    };

    it('every XSS string in every text field runs nothing', async () => {
      const { state, dialogs } = await open('xss');
      expect(state.hits).toBe(0);
      expect(dialogs).toEqual([]);
      expect(state.scripted).toEqual([]);
      expect(state.width).toBeLessThanOrEqual(375);
      expect(suite.errors).toEqual([]);
    });

    it('100 KB words in every text field stay inside a 375 px screen', async () => {
      const { state } = await open('huge');
      expect(state.width).toBeLessThanOrEqual(375);
      // The first screen only: a page of 100 KB words is too tall for one full-page capture.
      await screenshot(suite.page, `hostile-huge-${name}`, { fullPage: false });
      expect(suite.errors).toEqual([]);
    });

    it('hostile image and link URLs: no foreign request, no script URL in the page', async () => {
      const { state, foreign } = await open('urls');
      expect(foreign).toEqual([]);
      expect(state.scripted).toEqual([]);
      expect(state.hits).toBe(0);
      expect(suite.errors).toEqual([]);
    });
  });
});
