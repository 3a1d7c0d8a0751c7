/**
 * Issue 27 item 5, the transport half, in Chromium: the built app opened through a hostile gateway
 * (support/hostileGateway.ts) in front of the demo server. An answer cut half way, a slow drip, a 5 MB body,
 * redirects, JSON labelled HTML and the reverse: each ends in the content or in a localized failure with
 * Retry, never a crash, a blank screen or a spinner that never stops; a money POST cut after it was booked
 * is retried with the same Idempotency-Key.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import cardRepaymentText from '../../src/i18n/messages/es-MX/cardRepayment.json';
import loanDetailText from '../../src/i18n/messages/es-MX/loanDetail.json';
import uiText from '../../src/i18n/messages/es-MX/ui.json';
import { endpointUrl, resolveEndpoints } from '../../src/platform/api/endpoints';
import { baseUrl, browserSuite, demoSession, screenshot } from './support/browser';
import {
  DRIP_MS,
  HUGE_BYTES,
  startHostileGateway,
  type GatewayMode,
  type HostileGateway,
} from './support/hostileGateway';

jest.setTimeout(60_000);

const table = resolveEndpoints();
const LOAN_DETAILS = endpointUrl(table.loanDetails);
const COMMIT = endpointUrl(table.repaymentCommit);
const isLoanDetails = (path: string) => path === LOAN_DETAILS;

const DETAILS_PATH = '/loan/details?productId=1&orderId=1174&';
const CHOOSE_PATH = '/repayment/choose?orderId=1174&productId=1&amount=359160&couponId=&';

/** Waits (up to 10 s) until `probe` says yes. */
async function until(probe: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What a console error may say about the request the gateway broke (Chromium names no URL in the text). */
const FAILED_RESOURCE = /^Failed to load resource: net::ERR_[A-Z_]+$/;

describe('hostile transports in the browser', () => {
  const suite = browserSuite();
  let gateway: HostileGateway;
  let page: Page;
  /** Console errors with the URL they are about. */
  let consoleErrors: { text: string; url: string }[];

  beforeAll(async () => {
    gateway = await startHostileGateway(baseUrl);
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(() => {
    gateway.reset();
    page = suite.page;
    consoleErrors = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error') consoleErrors.push({ text: m.text(), url: m.location().url });
    });
  });

  const open = (path: string) => page.goto(`${gateway.url}${path}${demoSession}`);

  /** The only console errors are Chromium's line for a request the gateway broke, if any. */
  function expectOnlyFailedResource() {
    const broken = new Set(gateway.seen.filter((s) => s.mode !== 'normal').map((s) => s.url));
    const others = consoleErrors.filter((e) => {
      const url = new URL(e.url);
      return !(FAILED_RESOURCE.test(e.text) && broken.has(`${url.pathname}${url.search}`));
    });
    expect(others).toEqual([]);
    const unexplained = suite.errors.filter(
      (e) => !FAILED_RESOURCE.test(e.replace(/^console: /, '')),
    );
    expect(unexplained).toEqual([]);
  }

  /** Nothing stays busy (a button may hold its busy state for a moment after a failure). */
  const noSpinnerLeft = () =>
    page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
      timeout: 5_000,
    });

  /** Loan details shows the order (behind the rating prompt the demo order 174 opens with). */
  async function expectDetails() {
    await page.locator('#ld-status-text').getByText('Pago pendiente').waitFor();
    expect(await page.locator('.load-failed').count()).toBe(0);
  }

  /** The page's localized failure with Retry; nothing busy left. */
  async function expectFailure() {
    const failed = page.locator('.load-failed');
    await failed.waitFor();
    expect(await failed.locator('.load-failed-text').textContent()).toBe(
      loanDetailText['loanDetail.loadFailed'],
    );
    await failed.getByRole('button', { name: uiText['ui.retry'] }).waitFor();
    await noSpinnerLeft();
    expect(await page.locator('#ld-status-text').count()).toBe(0);
  }

  describe('loan details', () => {
    it.each<[GatewayMode]>([['redirect-same'], ['json-as-html']])(
      '%s: the order shows',
      async (mode) => {
        gateway.set({ mode, match: isLoanDetails });
        await open(DETAILS_PATH);
        await expectDetails();
        await screenshot(page, `transport-${mode}-loan-details`);
        const calls = gateway.seen.filter((s) => s.url.startsWith(LOAN_DETAILS));
        if (mode === 'redirect-same') {
          // The 307 and the request it sent the browser to, the same POST with its body.
          expect(calls.map((c) => [c.method, c.url.includes('transport=1')])).toEqual([
            ['POST', false],
            ['POST', true],
          ]);
          expect(calls[1].headers['content-length']).toBe(calls[0].headers['content-length']);
        } else {
          expect(calls.map((c) => c.mode)).toEqual(['json-as-html']);
        }
        // Nothing of the answer became markup.
        expect(await page.locator('main script, main iframe').count()).toBe(0);
        expectOnlyFailedResource();
      },
    );

    it.each<[GatewayMode]>([['half'], ['redirect-login'], ['html-as-json']])(
      '%s: a localized failure with Retry, no spinner; Retry over a sound line shows the order',
      async (mode) => {
        gateway.set({ mode, match: isLoanDetails });
        await open(DETAILS_PATH);
        await expectFailure();
        await screenshot(page, `transport-${mode}-loan-details`);
        const [call] = gateway.seen.filter((s) => s.url.startsWith(LOAN_DETAILS));
        if (mode === 'half') expect(call.sent).toBe(call.total === null ? -1 : call.total >> 1);
        expectOnlyFailedResource();

        gateway.set({ mode: 'normal' });
        await page.getByRole('button', { name: uiText['ui.retry'] }).click();
        await expectDetails();
        expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
        expectOnlyFailedResource();
      },
    );

    it('huge: 5 MB is a localized failure; the client stops reading past 2 MB; Retry over a sound line shows the order', async () => {
      const retry = page.getByRole('button', { name: uiText['ui.retry'] });
      const calls = () => gateway.seen.filter((s) => s.url.startsWith(LOAN_DETAILS));
      gateway.set({ mode: 'huge', match: isLoanDetails });
      await open(DETAILS_PATH);
      await expectFailure();
      await screenshot(page, 'transport-huge-loan-details');
      // The first call took the early script's request (src/platform/api/early.ts), whose own copy of a
      // 2xx body is read whole (all 5 MB left the gateway); Retry is the client's own fetch: it cancels
      // its reader past the 2 MB cap, and the browser drops the connection.
      await until(() => calls()[0]?.done === true, 'the first answer to end');
      await retry.click();
      await until(() => calls()[1]?.done === true, 'the retried answer to end');
      await expectFailure();
      const second = calls()[1];
      expect(second.cutByBrowser).toBe(true);
      expect(second.sent).toBeLessThan(HUGE_BYTES);
      expectOnlyFailedResource();

      gateway.set({ mode: 'normal' });
      await retry.click();
      await expectDetails();
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expectOnlyFailedResource();
    });

    it('drip: the loading state shows while the answer trickles in, then the order', async () => {
      // The whole answer in about ten drips (one byte per drip would take minutes for this answer).
      gateway.set({ mode: 'drip', match: isLoanDetails, dripBytes: 200 });
      const started = Date.now();
      await open(DETAILS_PATH);
      await page.locator('[aria-busy="true"]').first().waitFor();
      await until(() => (gateway.seen.find((s) => s.mode === 'drip')?.sent ?? 0) > 0, 'drips');
      const [call] = gateway.seen.filter((s) => s.mode === 'drip');
      expect(call.sent).toBeLessThan(call.total ?? 0);
      await screenshot(page, 'transport-drip-loan-details-loading');
      await expectDetails();
      expect(call.sent).toBe(call.total);
      expect(Date.now() - started).toBeGreaterThanOrEqual(((call.total ?? 0) / 200 - 1) * DRIP_MS);
      await screenshot(page, 'transport-drip-loan-details');
      expectOnlyFailedResource();
    });

    it('drip of one byte at a time: loading shows, and leaving the page cuts the drip', async () => {
      gateway.set({ mode: 'drip', match: isLoanDetails });
      await open(DETAILS_PATH);
      await page.locator('[aria-busy="true"]').first().waitFor();
      await until(() => (gateway.seen.find((s) => s.mode === 'drip')?.sent ?? 0) > 2, 'drips');
      const [call] = gateway.seen.filter((s) => s.mode === 'drip');
      await screenshot(page, 'transport-drip-slow-loan-details');
      await page.goto(`${gateway.url}/customer-service?${demoSession}`);
      await until(() => call.done, 'the huge answer to end');
      expect(call.cutByBrowser).toBe(true);
      expect(call.sent).toBeLessThan(call.total ?? 0);
      expectOnlyFailedResource();
    });
  });

  describe('card repayment commit', () => {
    it('half: the booked POST whose answer is cut is retried with the same Idempotency-Key; the SMS step opens', async () => {
      gateway.set({ mode: 'half', match: (path) => path === COMMIT });
      await open(CHOOSE_PATH);
      await page.getByRole('radio', { name: /BBVA/ }).check();
      await page.getByRole('button', { name: cardRepaymentText['cardRepayment.pay'] }).click();

      // Both tries of the client (the first and its automatic retry) were cut: the page says a retry
      // sends the same request.
      const retry = page.getByRole('button', {
        name: cardRepaymentText['cardRepayment.retrySame'],
      });
      await retry.waitFor();
      await page.getByText(cardRepaymentText['cardRepayment.sameRequestNote']).waitFor();
      await noSpinnerLeft();
      await screenshot(page, 'transport-half-card-commit');

      gateway.set({ mode: 'normal' });
      await retry.click();
      const sms = page.getByRole('dialog', { name: cardRepaymentText['cardRepayment.smsTitle'] });
      await sms.waitFor();
      await screenshot(page, 'transport-half-card-commit-sms');

      const commits = gateway.seen.filter((s) => s.url.startsWith(COMMIT));
      expect(commits.map((c) => [c.method, c.mode])).toEqual([
        ['POST', 'half'],
        ['POST', 'half'],
        ['POST', 'normal'],
      ]);
      const keys = commits.map((c) => c.headers['idempotency-key']);
      expect(keys[0]).toMatch(/^[\x21-\x7e]{8,}$/);
      expect(new Set(keys).size).toBe(1);
      expectOnlyFailedResource();
    });
  });
});
