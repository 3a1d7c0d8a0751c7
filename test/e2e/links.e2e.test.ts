import type { Page } from 'playwright-core';
import { accessibilityViolations, baseUrl, browserSuite, demoSession } from './support/browser';

jest.setTimeout(600_000);

/**
 * Every route of the app with the demo's data (the native app's query where a page needs one), and the
 * company website's sections.
 */
const START = [
  '/customer-service',
  '/loan/details?productId=1&orderId=1174',
  '/loan/order?productId=1&orderId=1200',
  '/loan/confirm?productId=1',
  '/contract?orderNo=1174',
  '/agony?orderNo=1174',
  '/login-failed',
  '/repayment?productId=1&orderId=1174',
  '/repayment/extension?productId=1&orderId=1174',
  '/repayment/instructions?productId=1&orderId=1174&amount=359160&payCode=OXXO&requestType=1',
  '/carpmm?productId=1&orderId=1174',
  '/repayment/choose?productId=1&orderId=1174&amount=359160',
  '/complaint?orderId=1174',
  '/complaint/entry?orderId=1180',
  '/complainPageNext?problemType=2&problemSonType=&orderNo=1174',
  '/complaintList',
  '/complainDetails?problemId=5002',
  '/privacy',
  '/PrivacyPolicy',
  '/loan-terms',
  '/about-us',
  '/settings',
  '/bank-card/bind',
  '/bank-account/bind',
  '/testPreview?productId=1&orderId=1174',
  // The company website
  '/',
  '/About',
  '/User',
  '/Contact',
  '/Policy',
  '/Loan',
];
const NOT_FOUND = 'Página no encontrada';
/** Links found on a page lead one step further; their own links are checked only if they are new pages. */
const MAX_PAGES = 120;

/** The same-origin links of the page (absolute URLs), tel:, mailto: and other origins left out. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(baseUrl).origin;
  return hrefs.filter((href) => {
    try {
      const url = new URL(href);
      return url.origin === origin && !url.pathname.startsWith('/uploads/');
    } catch {
      return false;
    }
  });
}

/** A key per page: its path and query without the session parameters and the fragment. */
function pageKey(href: string): string {
  const url = new URL(href, baseUrl);
  for (const name of ['deviceId', 'userId', 'sessionId', 'clientType', 'merchantId'])
    url.searchParams.delete(name);
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams.toString()}`;
}

describe('every link lands', () => {
  const suite = browserSuite();

  it('follows every link of every page the app renders and finds no "not found" page', async () => {
    const { page, errors } = suite;
    const queue = START.map((path) => ({ href: `${baseUrl}${path}`, from: '(start)' }));
    const seen = new Set<string>();
    const checkedA11y = new Set<string>();
    const notFound: string[] = [];
    const violations: string[] = [];
    // The session the native app passes, once: every page after keeps it (sessionStorage).
    await page.goto(`${baseUrl}/customer-service?${demoSession}`);
    while (queue.length > 0 && seen.size < MAX_PAGES) {
      const next = queue.shift();
      if (!next) break;
      const key = pageKey(next.href);
      if (seen.has(key)) continue;
      seen.add(key);
      await page.goto(next.href);
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      const title = (await page.locator('h1').first().textContent()) ?? '';
      if (title.includes(NOT_FOUND)) notFound.push(`${key} (linked from ${next.from})`);
      const path = new URL(next.href).pathname;
      if (!checkedA11y.has(path)) {
        checkedA11y.add(path);
        for (const v of await accessibilityViolations(page)) violations.push(`${path}: ${v}`);
      }
      for (const href of await linksOf(page))
        if (!seen.has(pageKey(href))) queue.push({ href, from: key });
    }
    console.log(`Links: ${seen.size} pages visited, ${checkedA11y.size} paths checked with axe`);
    expect(notFound).toEqual([]);
    expect(violations).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(START.length);
    expect(errors).toEqual([]);
  });
});
