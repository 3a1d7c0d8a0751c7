import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { SUBMIT_REARM_MS } from '../../src/config/constants';
import LoanConfirmPage from '../../src/features/loanConfirm/components/LoanConfirmPage';
import { esMX } from '../support/appCatalogs';
import { SPEC_BACKEND, type BackendCapabilities } from '../../src/platform/api/backend';
import type { EndpointKey } from '../../src/platform/api/endpoints';
import { way } from '../features/cardRepayment/fixtures';
import { rawOffer } from '../features/loanConfirm/fixtures';
import { order } from '../features/loanDetail/fixtures';
import { KEYED_BACKEND } from '../support/fakeContext';
import type { Wire } from './badAnswers';
import { fakeServer, goodAnswers, visibleText, type FakeServer } from './fakeServer';
import { cardRepaymentPage, mountPage, payWithCard, type PageSetup } from './harness';

/**
 * Retry sequences of the requests that move money (issue 27): an answer that may have booked (a time-out,
 * a gateway's 502/504, a 409 without the envelope) is retried with the same Idempotency-Key; a definitive
 * answer (a success, the server's own failure envelope, 409 included) ends the attempt, and the next
 * request is a new one with a new key. Each case ends in a clear message, never a crash or a spinner.
 * That is a backend that honours keys (config.js `backend.idempotencyKeys`); against the spec's backend
 * an answer that may have booked is checked, and only the borrower's retry sends the request again (the
 * last describe).
 */

const RETRY_SAME = esMX['loanConfirm.retrySame'];
const html = (status: number): Wire => ({ kind: 'text', status, body: '<html>Conflict</html>' });
const refusal = (body: Record<string, unknown>): Wire => ({ kind: 'json', status: 409, body });

const loanPage: PageSetup = { route: '/loan/confirm?productId=1', page: <LoanConfirmPage /> };
const loanAnswers = {
  loanDetailConfirm: rawOffer(),
  loanDetailPush: { lendDetailsUrl: '/loan/details?productId=1&orderId=1001' },
};
const cardAnswers = {
  repaymentWay: way(),
  repaymentCommit: { needValid: 1, repayRecordId: 'rr-1' },
  repaymentConfirm: null,
};

type Page = ReturnType<typeof mountPage>;

async function open(
  setup: PageSetup,
  server: FakeServer,
  backend: BackendCapabilities = KEYED_BACKEND,
) {
  const page = mountPage(setup, { server, backend });
  await page.settled();
  return page;
}

const tap = (page: Page, name: string | RegExp) =>
  fireEvent.click(within(page.container).getByRole('button', { name }));

/**
 * The answer came (or the time-out struck) and the tap burst's cool-down is over. `wentOn`: the flow
 * left the page (the loan page stays busy until the loan details replace it).
 */
async function answered(page: Page, wentOn?: () => boolean) {
  await page.settled(wentOn);
  await act(() => page.clock.advance(SUBMIT_REARM_MS));
  await page.settled(wentOn);
}

const keys = (server: FakeServer, endpoint: EndpointKey) =>
  server.sent(endpoint).map((request) => request.key);
const shown = (page: Page, selector: string) => visibleText(page.container.querySelector(selector));

/** Pays with the BBVA card: repayment-commit, answered as the server says. */
async function payByCard(page: Page) {
  await payWithCard(page.container);
  await answered(page);
}

async function confirmCode(page: Page) {
  const input = within(page.container).getByLabelText('Código de verificación');
  fireEvent.change(input, { target: { value: '123456' } });
  tap(page, /Confirmar pago|Reintentar la misma solicitud/);
  await answered(page);
}

const loanGone = (page: Page) =>
  page.navigator.visited.some((v) => v.url.startsWith('/loan/details?productId=1&orderId=1001'));

interface MoneyFlow {
  name: string;
  endpoint: EndpointKey;
  /** Mounts the page and makes the first request of the attempt. */
  start(server: FakeServer): Promise<Page>;
  /** The flow went on after the retry. */
  wentOn(page: Page): boolean;
  /** Where the failure shows, and its text per answer. */
  where: string;
  texts: Record<string, string>;
}

const flows: MoneyFlow[] = [
  {
    name: 'loan push',
    endpoint: 'loanDetailPush',
    async start(server) {
      const page = await open(loanPage, server);
      tap(page, 'Confirmar y solicitar');
      await answered(page, () => loanGone(page));
      return page;
    },
    wentOn: loanGone,
    where: '.toast',
    texts: {
      'a time-out': esMX['common.timeout'],
      'HTTP 502': esMX['common.unavailable'],
      'HTTP 504': esMX['common.timeout'],
    },
  },
  {
    name: 'card repayment commit',
    endpoint: 'repaymentCommit',
    async start(server) {
      const page = await open(cardRepaymentPage, server);
      await payByCard(page);
      return page;
    },
    wentOn: (page) => page.store.getState().cardRepayment.sms.open,
    where: '.toast',
    texts: {
      'a time-out': esMX['cardRepayment.error'],
      'HTTP 502': esMX['common.unavailable'],
      'HTTP 504': esMX['common.timeout'],
    },
  },
];

const unanswered: [string, Wire][] = [
  ['a time-out', { kind: 'hang' }],
  ['HTTP 502', { kind: 'text', status: 502, body: '<html>Bad gateway</html>' }],
  ['HTTP 504', { kind: 'text', status: 504, body: '<html>Gateway time-out</html>' }],
];

afterEach(cleanup);

describe.each(flows)('$name: no clear answer, then a success', (flow) => {
  it.each(unanswered)('%s, then the same request succeeds', async (label, first) => {
    const server = fakeServer(goodAnswers({ ...loanAnswers, ...cardAnswers }));
    server.queue(flow.endpoint, first);
    const page = await flow.start(server);

    expect(shown(page, flow.where)).toBe(flow.texts[label]);
    expect(
      within(page.container).getByText(/al reintentar enviamos la misma solicitud/),
    ).toBeVisible();
    expect(flow.wentOn(page)).toBe(false);
    tap(page, RETRY_SAME);
    await answered(page, () => flow.wentOn(page));

    expect(flow.wentOn(page)).toBe(true);
    expect(server.sent(flow.endpoint)).toHaveLength(2);
    expect(new Set(keys(server, flow.endpoint)).size).toBe(1);
    expect(keys(server, flow.endpoint)[0]).toEqual(expect.any(String));
    // A page that stays has no spinner left (the loan page is being replaced: busy until it goes).
    const staying = page.navigator.visited.length === 0;
    expect(staying && page.container.querySelector('[aria-busy="true"]') !== null).toBe(false);
  });
});

describe('card repayment: the commit succeeded, a later request of the flow answers 409', () => {
  async function smsStep(server: FakeServer) {
    const page = await open(cardRepaymentPage, server);
    await payByCard(page);
    expect(page.store.getState().cardRepayment.sms.open).toBe(true);
    return page;
  }
  const smsMessage = (page: Page) => shown(page, '[data-testid="cr-sms-message"]');
  const envelope = (message: string) => refusal({ code: '99', message, data: null });

  it('confirm: 409 with the server envelope shows its message; the next confirm is a new request', async () => {
    const server = fakeServer(goodAnswers(cardAnswers));
    server.queue('repaymentConfirm', envelope('El pago ya está en proceso'));
    const page = await smsStep(server);
    await confirmCode(page);

    expect(smsMessage(page)).toBe('El pago ya está en proceso');
    expect(page.store.getState().cardRepayment.sms.open).toBe(true);
    expect(within(page.container).queryByText(RETRY_SAME)).toBeNull();
    await confirmCode(page);

    expect(page.store.getState().cardRepayment.paid).toBe(true);
    const [first, second] = keys(server, 'repaymentConfirm');
    expect(first).toEqual(expect.any(String));
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });

  it('confirm: a 409 envelope whose message is a code shows the HTTP error class text', async () => {
    const server = fakeServer(goodAnswers(cardAnswers));
    server.queue('repaymentConfirm', envelope('PAYMENT_CONFLICT'));
    const page = await smsStep(server);
    await confirmCode(page);
    expect(smsMessage(page)).toBe(esMX['common.unavailable']);
    expect(page.store.getState().cardRepayment.sms.open).toBe(true);
  });

  it('confirm: 409 as an HTML page is no word of the server: the class text, and the same request again', async () => {
    const server = fakeServer(goodAnswers(cardAnswers));
    server.queue('repaymentConfirm', html(409));
    const page = await smsStep(server);
    await confirmCode(page);

    expect(smsMessage(page)).toBe(esMX['common.unavailable']);
    expect(page.store.getState().cardRepayment.sms.open).toBe(true);
    expect(within(page.container).getByRole('button', { name: RETRY_SAME })).toBeEnabled();
    await confirmCode(page);

    expect(page.store.getState().cardRepayment.paid).toBe(true);
    expect(server.sent('repaymentConfirm')).toHaveLength(2);
    expect(new Set(keys(server, 'repaymentConfirm')).size).toBe(1);
  });

  it('resend: a new commit after the definitive first one has a new key; its 409 shows in the step', async () => {
    const server = fakeServer(goodAnswers(cardAnswers));
    const page = await smsStep(server);
    server.queue('repaymentCommit', envelope('Espere antes de pedir otro código'));
    await act(() => page.clock.advance(60_000));
    tap(page, 'Reenviar código');
    await answered(page);

    expect(smsMessage(page)).toBe('Espere antes de pedir otro código');
    expect(page.store.getState().cardRepayment.sms.open).toBe(true);
    const [paid, resent] = keys(server, 'repaymentCommit');
    expect(resent).toEqual(expect.any(String));
    expect(resent).not.toBe(paid);
  });
});

describe('loan push answered 409', () => {
  it('with the server envelope: its message, the page stays, the next tap is a new request', async () => {
    const server = fakeServer(goodAnswers(loanAnswers));
    const message = 'Ya tiene una solicitud en curso';
    server.queue('loanDetailPush', refusal({ success: false, code: 409, message, data: null }));
    const page = await open(loanPage, server);
    tap(page, 'Confirmar y solicitar');
    await answered(page);

    expect(shown(page, '.toast')).toBe(message);
    expect(loanGone(page)).toBe(false);
    tap(page, 'Confirmar y solicitar');
    await answered(page, () => loanGone(page));

    expect(loanGone(page)).toBe(true);
    const [first, second] = keys(server, 'loanDetailPush');
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });

  it('as an HTML page: the class text, and the retry is the same request', async () => {
    const server = fakeServer(goodAnswers(loanAnswers));
    server.queue('loanDetailPush', html(409));
    const page = await open(loanPage, server);
    tap(page, 'Confirmar y solicitar');
    await answered(page);

    expect(shown(page, '.toast')).toBe(esMX['common.unavailable']);
    expect(loanGone(page)).toBe(false);
    tap(page, RETRY_SAME);
    await answered(page, () => loanGone(page));

    expect(loanGone(page)).toBe(true);
    expect(new Set(keys(server, 'loanDetailPush')).size).toBe(1);
    expect(server.sent('loanDetailPush')).toHaveLength(2);
  });
});

describe("the spec's backend (keys not honoured): no clear answer, the check, then the borrower's retry", () => {
  const checked = { ...loanAnswers, ...cardAnswers, loanDetails: order(174) };
  const doubt = (page: Page) => page.container.querySelector('.doubt-notice');

  interface CheckedFlow {
    name: string;
    endpoint: EndpointKey;
    check: EndpointKey;
    start(server: FakeServer): Promise<Page>;
    /** The page loaded and ready for the tap (the card chosen). */
    ready(server: FakeServer): Promise<Page>;
    /** The submit, or the doubt's retry that takes its place (busy or not): where the finger taps. */
    underFinger: RegExp;
    title: string;
    note: string;
    retry: string;
    wentOn(page: Page): boolean;
  }

  const checkedFlows: CheckedFlow[] = [
    {
      name: 'loan push',
      endpoint: 'loanDetailPush',
      check: 'loanDetailConfirm',
      async start(server) {
        const page = await open(loanPage, server, SPEC_BACKEND);
        tap(page, 'Confirmar y solicitar');
        await answered(page);
        return page;
      },
      ready: (server) => open(loanPage, server, SPEC_BACKEND),
      underFinger: /Confirmar y solicitar|Solicitar de nuevo/,
      title: esMX['loanConfirm.doubtTitle'],
      note: esMX['loanConfirm.doubtNotSeen'],
      retry: esMX['loanConfirm.submitAgain'],
      wentOn: loanGone,
    },
    {
      name: 'card repayment commit',
      endpoint: 'repaymentCommit',
      check: 'loanDetails',
      async start(server) {
        const page = await open(cardRepaymentPage, server, SPEC_BACKEND);
        await payByCard(page);
        return page;
      },
      async ready(server) {
        const page = await open(cardRepaymentPage, server, SPEC_BACKEND);
        fireEvent.click(await within(page.container).findByRole('radio', { name: /BBVA/ }));
        return page;
      },
      underFinger: /Pagar( de nuevo \(puede repetir el cobro\))?$/,
      title: esMX['cardRepayment.doubtTitle'],
      note: esMX['cardRepayment.doubtNotSeen'],
      retry: esMX['cardRepayment.payAgain'],
      wentOn: (page) => page.store.getState().cardRepayment.sms.open,
    },
  ];

  describe.each(checkedFlows)('$name', (flow) => {
    it.each(unanswered)(
      '%s: one request, the check, and one more only on the retry',
      async (_label, first) => {
        const server = fakeServer(goodAnswers(checked));
        server.queue(flow.endpoint, first);
        const page = await flow.start(server);
        const checksBefore = flow.check === 'loanDetailConfirm' ? 1 : 0;

        expect(server.sent(flow.endpoint)).toHaveLength(1);
        expect(server.sent(flow.check)).toHaveLength(checksBefore + 1);
        expect(visibleText(doubt(page)?.querySelector('.doubt-title') ?? null)).toBe(flow.title);
        expect(visibleText(doubt(page)?.querySelector('.doubt-note') ?? null)).toBe(flow.note);
        expect(shown(page, '.toast')).toBe('');
        expect(within(page.container).queryByText(RETRY_SAME)).toBeNull();
        // Time passes: nothing goes out again on its own.
        await act(() => page.clock.advance(60_000));
        await page.settled();
        expect(server.sent(flow.endpoint)).toHaveLength(1);
        expect(flow.wentOn(page)).toBe(false);

        tap(page, flow.retry);
        await answered(page, () => flow.wentOn(page));
        expect(flow.wentOn(page)).toBe(true);
        expect(server.sent(flow.endpoint)).toHaveLength(2);
        expect(server.sent(flow.check)).toHaveLength(checksBefore + 1);
      },
    );

    it.each(unanswered)(
      '%s: a burst of 10 taps sends one request; the retry is busy until the burst is over',
      async (_label, first) => {
        const server = fakeServer(goodAnswers(checked));
        server.queue(flow.endpoint, first);
        const page = await flow.ready(server);
        for (let i = 0; i < 10; i += 1) {
          tap(page, flow.underFinger);
          await act(() => page.clock.advance(30));
          await act(() => new Promise((resolve) => setTimeout(resolve, 2)));
        }
        await page.settled();
        expect(server.sent(flow.endpoint)).toHaveLength(1);
        expect(visibleText(doubt(page)?.querySelector('.doubt-note') ?? null)).toBe(flow.note);
        expect(shown(page, '.toast')).toBe('');
        // Settled: the retry is armed, and one deliberate tap is one more request.
        expect(within(page.container).getByRole('button', { name: flow.retry })).toBeEnabled();
        tap(page, flow.retry);
        await answered(page, () => flow.wentOn(page));
        expect(flow.wentOn(page)).toBe(true);
        expect(server.sent(flow.endpoint)).toHaveLength(2);
      },
    );
  });
});
