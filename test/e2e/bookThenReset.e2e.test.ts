/**
 * Issue 35 in Chromium: a money request the backend booked, whose answer never reaches the browser (the
 * connection is reset). Behind a proxy that books then resets (support/resetProxy.ts), in front of the
 * demo server, with config.js saying what the backend does:
 * - `idempotencyKeys` false (the build's own config.js, or declared false): the app sends nothing again on
 *   its own; it says the request may have gone through, checks with the spec's read calls, and only the
 *   borrower's explicit retry sends one more request;
 * - true (the demo's own config.js): the app sends the call again once with the same Idempotency-Key, the
 *   demo answers the repeat with its first answer, and the flow goes on as if nothing happened.
 */
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { endpointUrl, resolveEndpoints } from '../../src/platform/api/endpoints';
import {
  accessibilityViolations,
  baseUrl,
  browserSuite,
  demoSession,
  screenshot,
} from './support/browser';
import { startResetProxy, type ConfigMode, type ResetProxy } from './support/resetProxy';

jest.setTimeout(60_000);

const table = resolveEndpoints();
const PUSH = endpointUrl(table.loanDetailPush);
const OFFER = endpointUrl(table.loanDetailConfirm);
const COMMIT = endpointUrl(table.repaymentCommit);
const LOAN_DETAILS = endpointUrl(table.loanDetails);

const CONFIRM_PATH = `/loan/confirm?productId=1&${demoSession}`;
const CHOOSE_PATH = `/repayment/choose?${demoSession}&orderId=1174&productId=1&amount=359160&couponId=`;

const LOAN_DOUBT = 'No recibimos respuesta: su préstamo pudo haberse solicitado.';
const LOAN_NOT_SEEN =
  'Su oferta sigue disponible, pero la solicitud pudo haber llegado. Revise sus préstamos antes de solicitar de nuevo.';
const LOAN_AGAIN = 'Solicitar de nuevo (puede repetir la solicitud)';
const PAY_DOUBT = 'No recibimos respuesta: su pago pudo haberse registrado.';
const PAY_NOT_SEEN =
  'Su préstamo aún no aparece como pagado, pero el pago pudo estar en proceso. Revise el detalle antes de pagar de nuevo.';
const PAY_AGAIN = 'Pagar de nuevo (puede repetir el cobro)';

/** Chromium's console line for the request whose connection was reset (it names no URL in the text). */
const FAILED_RESOURCE = /^Failed to load resource: net::ERR_[A-Z_]+$/;

/** Waits (up to 10 s) until `probe` says yes. */
async function until(probe: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A notice of any kind that a flow which went through must never show. */
const ANY_NOTICE = '.doubt-notice, [data-testid="lc-same-request"], .cr-same-request';

describe('a money request booked, then its connection reset', () => {
  const suite = browserSuite();
  let proxy: ResetProxy;
  let page: Page;
  /** Console errors with the path they are about. */
  let consoleErrors: { text: string; path: string }[];
  /** The notices that showed at any moment (recorded in the page as they appear). */
  let noticesSeen: string[];
  /** The requests the page itself made (one per fetch, whatever the network layer did): path, outcome. */
  let fetches: { path: string; outcome: string }[];

  beforeAll(async () => {
    proxy = await startResetProxy(baseUrl);
  });
  afterAll(async () => {
    await proxy?.close();
  });

  beforeEach(async () => {
    proxy.clear();
    page = suite.page;
    consoleErrors = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() !== 'error') return;
      const url = m.location().url;
      consoleErrors.push({ text: m.text(), path: url ? new URL(url).pathname : '' });
    });
    fetches = [];
    const made = new Map<Request, { path: string; outcome: string }>();
    page.on('request', (r) => {
      const entry = { path: new URL(r.url()).pathname, outcome: 'pending' };
      made.set(r, entry);
      fetches.push(entry);
    });
    page.on('requestfinished', (r) => {
      const entry = made.get(r);
      if (entry) entry.outcome = 'answered';
    });
    page.on('requestfailed', (r) => {
      const entry = made.get(r);
      if (entry) entry.outcome = r.failure()?.errorText ?? 'failed';
    });
    noticesSeen = [];
    await page.exposeFunction('__noticeSeen', (text: string) => noticesSeen.push(text));
    await page.addInitScript((selector: string) => {
      const report = (window as unknown as { __noticeSeen: (t: string) => void }).__noticeSeen;
      new MutationObserver(() => {
        for (const node of Array.from(document.querySelectorAll(selector))) {
          if (!node.hasAttribute('data-reported')) {
            node.setAttribute('data-reported', '');
            report(node.textContent ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }, ANY_NOTICE);
  });

  /** Opens a page through the proxy with config.js as `mode`, and checks the backend the app read. */
  async function open(path: string, mode: ConfigMode, keys: boolean | undefined) {
    proxy.setConfig(mode);
    await page.goto(`${proxy.url}${path}`);
    const backend = await page.evaluate(
      () =>
        (window as unknown as { __CUOTA_CONFIG__?: { backend?: { idempotencyKeys?: boolean } } })
          .__CUOTA_CONFIG__?.backend?.idempotencyKeys,
    );
    expect(backend).toBe(keys);
  }

  /** The requests to one path that reached the backend: [its status, reset before the browser got it]. */
  const calls = (path: string) => proxy.to(path).map((r) => [r.status, r.reset]);
  const keysOf = (path: string) => proxy.to(path).map((r) => r.idempotencyKey);

  /**
   * What the page sent is what reached the backend: one request of the page per request at the proxy,
   * each reset one failed in the page with a reset (the browser re-sent nothing on its own), each on a
   * connection of its own (`Connection: close`).
   */
  async function expectSentByThePage(path: string) {
    const fromPage = () => fetches.filter((f) => f.path === path).map((f) => f.outcome);
    await until(() => !fromPage().includes('pending'), `the page's ${path} requests to end`);
    // A request the proxy let through may still show as aborted in the page when the page moves on
    // (navigates, closes a step) before the browser marks it finished: what counts is that each reset one
    // failed as a reset in the page, and nothing else did.
    const reset = (outcome: string) => outcome === 'net::ERR_CONNECTION_RESET';
    expect(fromPage().map(reset)).toEqual(proxy.to(path).map((r) => r.reset));
    expect(proxy.to(path).map((r) => r.onSocket)).toEqual(proxy.to(path).map(() => 1));
  }

  /** No console error but Chromium's line for a request whose connection the proxy reset. */
  function expectNoConsoleError() {
    const resetPaths = new Set(proxy.requests.filter((r) => r.reset).map((r) => r.path));
    const others = consoleErrors.filter(
      (e) => !(FAILED_RESOURCE.test(e.text) && resetPaths.has(e.path)),
    );
    expect(others).toEqual([]);
    expect(suite.errors.filter((e) => !FAILED_RESOURCE.test(e.replace(/^console: /, '')))).toEqual(
      [],
    );
  }

  /** Waits `ms` and checks that the path's requests stayed as they were (nothing sent on its own). */
  async function expectNothingMoreAfter(ms: number, path: string) {
    const before = calls(path);
    await page.waitForTimeout(ms);
    expect(calls(path)).toEqual(before);
  }

  it('loan push, keys not honoured (the build config.js): one push, the doubt and its check; the retry sends one more', async () => {
    proxy.resetNext(PUSH, 1);
    await open(CONFIRM_PATH, 'build', undefined);
    await page.getByTestId('lc-amount').waitFor();
    await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();

    const doubt = page.getByTestId('lc-doubt');
    // A browser's own re-send would book twice and open the details: fail fast rather than wait 30 s.
    await doubt.getByText(LOAN_DOUBT).waitFor({ timeout: 10_000 });
    await doubt.getByText(LOAN_NOT_SEEN).waitFor();
    // The backend booked the one push (its answer was 200); the app sent it once, the browser too.
    expect(calls(PUSH)).toEqual([[200, true]]);
    expect(keysOf(PUSH)[0]).not.toBe('');
    // The check: the offer read again (the page's own load, then the check).
    expect(calls(OFFER)).toEqual([
      [200, false],
      [200, false],
    ]);
    expect(await doubt.getByRole('button', { name: 'Ver mis préstamos' }).isVisible()).toBe(true);
    await screenshot(page, 'book-then-reset-loan-doubt');
    expect(await accessibilityViolations(page)).toEqual([]);
    // Against a backend that ignores keys, nothing may promise that a retry is "the same request".
    expect(await page.getByTestId('lc-same-request').count()).toBe(0);

    await expectNothingMoreAfter(2_000, PUSH);
    expect(calls(PUSH)).toEqual([[200, true]]);
    await expectSentByThePage(PUSH);

    await doubt.getByRole('button', { name: LOAN_AGAIN }).click();
    await page.waitForURL(/\/loan\/details\?.*orderId=1001/);
    expect(calls(PUSH)).toEqual([
      [200, true],
      [200, false],
    ]);
    await page.locator('main').waitFor();
    await screenshot(page, 'book-then-reset-loan-again-details');
    await expectSentByThePage(PUSH);
    expectNoConsoleError();
  });

  it('loan push, keys honoured (the demo config.js): sent again once with the same key, answered from the store', async () => {
    proxy.resetNext(PUSH, 1);
    await open(CONFIRM_PATH, 'demo', true);
    await page.getByTestId('lc-amount').waitFor();
    await page.getByRole('button', { name: 'Confirmar y solicitar' }).click();
    await page.waitForURL(/\/loan\/details\?.*orderId=1001/);
    await page.locator('main').waitFor();
    await screenshot(page, 'book-then-reset-loan-keys-details');

    expect(calls(PUSH)).toEqual([
      [200, true],
      [200, false],
    ]);
    const [first, second] = keysOf(PUSH);
    expect(first).not.toBe('');
    expect(second).toBe(first);
    expect(noticesSeen).toEqual([]);
    await expectSentByThePage(PUSH);
    expectNoConsoleError();
  });

  it('card commit, keys declared false: one commit, the doubt and its check; the retry sends one more, then the SMS step', async () => {
    proxy.resetNext(COMMIT, 1);
    await open(CHOOSE_PATH, 'keysFalse', false);
    await page.getByRole('radio', { name: /BBVA/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();

    const doubt = page.getByTestId('cr-doubt');
    await doubt.getByText(PAY_DOUBT).waitFor({ timeout: 10_000 });
    await doubt.getByText(PAY_NOT_SEEN).waitFor();
    expect(calls(COMMIT)).toEqual([[200, true]]);
    expect(keysOf(COMMIT)[0]).not.toBe('');
    // The check: the order read once (loan-details), found still repayable.
    expect(calls(LOAN_DETAILS)).toEqual([[200, false]]);
    expect(
      await doubt.getByRole('button', { name: 'Ver el detalle del préstamo' }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'book-then-reset-card-doubt');
    expect(await accessibilityViolations(page)).toEqual([]);
    // Against a backend that ignores keys, nothing may promise that a retry is "the same request, not a
    // new charge" (the notice's own retry says it may repeat it). Checked at the end: the rest runs first.
    const sameRequestNotes = await page.getByTestId('cr-same-request').allTextContents();

    await expectNothingMoreAfter(2_000, COMMIT);
    expect(calls(COMMIT)).toEqual([[200, true]]);
    await expectSentByThePage(COMMIT);

    await doubt.getByRole('button', { name: PAY_AGAIN }).click();
    await page.getByRole('dialog', { name: 'Verificación por SMS' }).waitFor();
    expect(calls(COMMIT)).toEqual([
      [200, true],
      [200, false],
    ]);
    await screenshot(page, 'book-then-reset-card-again-sms');
    await expectSentByThePage(COMMIT);
    expectNoConsoleError();
    expect(sameRequestNotes).toEqual([]);
  });

  it('card commit, keys honoured (the demo config.js): sent again once with the same key, then the SMS step', async () => {
    proxy.resetNext(COMMIT, 1);
    await open(CHOOSE_PATH, 'demo', true);
    await page.getByRole('radio', { name: /BBVA/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('dialog', { name: 'Verificación por SMS' }).waitFor();
    await screenshot(page, 'book-then-reset-card-keys-sms');

    expect(calls(COMMIT)).toEqual([
      [200, true],
      [200, false],
    ]);
    const [first, second] = keysOf(COMMIT);
    expect(first).not.toBe('');
    expect(second).toBe(first);
    expect(noticesSeen).toEqual([]);
    await expectSentByThePage(COMMIT);
    expectNoConsoleError();
  });
});
