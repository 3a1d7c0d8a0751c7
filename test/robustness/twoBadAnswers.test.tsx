import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { routePath } from '../../src/app/routeTable';
import { FIRST_CALL_KEYS, pageAt } from '../support/routePages';
import { SUBMIT_REARM_MS } from '../../src/config/constants';
import { defaultPaths } from '../../src/config/paths';
import { esMX } from '../support/appCatalogs';
import { bridgeEventReceived } from '../../src/platform/bridge/events';
import { init } from '../features/bankCard/fixtures';
import { way } from '../features/cardRepayment/fixtures';
import { rawDetail, rawList } from '../features/complaintHistory/fixtures';
import { rawInit } from '../features/complaints/fixtures';
import { contractFixture } from '../features/legal/contractFixture';
import { rawOffer } from '../features/loanConfirm/fixtures';
import { order } from '../features/loanDetail/fixtures';
import { instructions } from '../features/payInstructions/fixtures';
import { mountLanding } from '../promotion/robustnessHarness';
import { rawTemplate, SID } from '../promotion/support';
import { KEYED_BACKEND } from '../support/fakeContext';
import type { BackendCapabilities } from '../../src/platform/api/backend';
import { extension, instalment } from '../features/repayment/fixtures';
import type { Wire } from './badAnswers';
import * as server$ from './fakeServer';
import { fakeServer, goodAnswers, visibleText, type FakeServer } from './fakeServer';
import { cardRepaymentPage, failOnConsoleErrors, mountPage, payWithCard } from './harness';

/**
 * Two bad answers at once on one page. Each failure must end in exactly one clear localized text with a
 * way to retry, never two messages stacked, a crash or a spinner that stays; fixed, the retries bring
 * the content back.
 */

const { DEMO_URLS } = jest.requireActual<{ DEMO_URLS: Record<string, string> }>(
  '../../scripts/lighthouseRoutes',
);
const appAnswers = {
  getWhatsapp: { va: '800 953 4210', email: 'soporte@cuota.mx', phone: '' },
  loanDetails: order(174, { isScore: 0 }),
  contractDetail: contractFixture,
  loanDetailConfirm: rawOffer(),
  generateVcode: instructions(),
  loanPlayDetail: instalment(),
  loanPlayDelayDetail: extension(),
  repaymentWay: way(),
  problemInit: rawInit(),
  problemList: rawList(),
  problemDetail: rawDetail({ problemId: '5002', isNeedScore: 0 }),
  cardInit: init(),
};

/** The texts a failure may show: every failure block, the toast, every alert. */
function failureTexts(container: HTMLElement): string[] {
  const shown = container.querySelectorAll('.load-failed-text, .toast, [role="alert"]');
  return [...shown].map((el) => visibleText(el)).filter((text) => text !== '');
}

const busy = (container: HTMLElement) => container.querySelector('[aria-busy="true"]') !== null;

const reset: Wire = { kind: 'reset' };
const hang: Wire = { kind: 'hang' };
const malformed: Wire = { kind: 'text', status: 200, body: 'not json {' };
const http500: Wire = { kind: 'text', status: 500, body: '<html>Internal error</html>' };
const htmlPage: Wire = { kind: 'text', status: 200, body: '<!doctype html><h1>Bad gateway</h1>' };
const wrongType = (kind: 'general' | 'repayment'): Wire => ({
  kind: 'json',
  status: 200,
  body: { code: kind === 'general' ? 0 : '00', message: 'success', data: 'data' },
});

failOnConsoleErrors();
afterEach(cleanup);

describe('which first paints need two requests', () => {
  // The app's pages each load from one answer (types and orders come in problem-init, cards and the
  // token in repayment-way, the order in loan-details): two bad answers at once there is a page's
  // load and a later request (below). The landing's registration page needs two (template and sid).
  // The routes that load data (the route table's `first` column; the others open from the bundle).
  const loading = FIRST_CALL_KEYS.map((key) => routePath(key, defaultPaths));

  it.each(loading)('%s: one request', async (path) => {
    const url = DEMO_URLS[path];
    if (url === undefined) throw new Error(`no demo URL for ${path}`);
    const Page = await pageAt(path);
    const server = fakeServer(goodAnswers(appAnswers));
    const page = mountPage({ route: url, page: <Page /> }, { server });
    await page.settled();
    expect(new Set(server.requests.map((r) => r.endpoint)).size).toBe(1);
    expect(page.container.querySelector('.load-failed')).toBeNull();
  });
});

describe('the landing registration page: its template and its captcha session fail together', () => {
  const answers = {
    channelTemplate: rawTemplate(),
    getSid: { sid: SID },
    trackVisit: { ok: true },
  };
  const cases: [string, Wire, Wire, string][] = [
    ['malformed + reset', malformed, reset, 'common.malformed'],
    ['reset + malformed', reset, malformed, 'common.networkError'],
    ['500 + time-out', http500, hang, 'common.unavailable'],
    ['time-out + 500', hang, http500, 'common.timeout'],
    ['wrong-type data + HTML page', wrongType('general'), htmlPage, 'common.malformed'],
    ['HTML page + wrong-type data', htmlPage, wrongType('general'), 'common.malformed'],
  ];

  const realClient = server$.robustClient;
  afterEach(() => {
    jest.mocked(server$.robustClient).mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it.each(cases)('%s', async (_name, template, sid, textId) => {
    const server = fakeServer(goodAnswers(answers));
    // The landing's harness builds its client with robustClient: this file's server answers instead.
    jest
      .spyOn(server$, 'robustClient')
      .mockImplementation((_fetch, options) => realClient(server.fetch, options));
    server.queue('channelTemplate', template);
    server.queue('getSid', sid);
    const landing = mountLanding(
      { name: '', target: 'getSid', sample: null, answers, url: '/promotion?id=1' },
      null,
    );
    const page = within(landing.container);
    await landing.settled();

    expect(landing.container.querySelector('.error-screen')).toBeNull();
    expect(failureTexts(landing.container)).toEqual([esMX[textId]]);
    expect(page.getByRole('form', { name: 'Regístrese' })).toBeInTheDocument();
    const captchaRetry = page.getByRole('button', { name: /No se pudo cargar la imagen/ });
    expect(busy(landing.container)).toBe(false);
    expect([server.sent('channelTemplate').length, server.sent('getSid').length]).toEqual([1, 1]);

    // The server is fixed: each part's retry asks again and shows what it got.
    fireEvent.click(page.getByRole('button', { name: 'Reintentar' }));
    fireEvent.click(captchaRetry);
    await landing.settled();
    expect([server.sent('channelTemplate').length, server.sent('getSid').length]).toEqual([2, 2]);
    expect(failureTexts(landing.container)).toEqual([]);
    expect(page.getByText('Préstamos de hasta $3,000 en minutos')).toBeInTheDocument();
    expect(page.getByAltText('Imagen con el código a escribir')).toBeInTheDocument();
  });
});

describe('card repayment: the resume reload and the SMS confirm fail together', () => {
  const answers = { ...appAnswers, repaymentCommit: { needValid: 1, repayRecordId: 'rr-1' } };
  const cases: [string, Wire, Wire, string][] = [
    ['reset + malformed', reset, malformed, 'cardRepayment.processingFailed'],
    ['time-out + 500', hang, http500, 'common.unavailable'],
    [
      'wrong-type data + HTML page',
      wrongType('repayment'),
      htmlPage,
      'cardRepayment.processingFailed',
    ],
  ];

  async function smsStep(server: FakeServer, backend?: BackendCapabilities) {
    const page = mountPage(cardRepaymentPage, { server, backend });
    await page.settled();
    await payWithCard(page.container);
    await page.settled();
    return page;
  }

  /** The app comes back (the cards reload) and, before they are in, the code goes out. */
  async function resumeAndConfirm(page: ReturnType<typeof mountPage>) {
    const input = within(page.container).getByLabelText('Código de verificación');
    fireEvent.change(input, { target: { value: '123456' } });
    const confirm = within(page.container).getByRole('button', {
      name: /Confirmar pago|Reintentar la misma solicitud/,
    });
    await act(async () => {
      page.store.dispatch(bridgeEventReceived('resume'));
      fireEvent.click(confirm);
      await Promise.resolve();
    });
    await page.settled();
    await act(() => page.clock.advance(SUBMIT_REARM_MS));
    await page.settled();
  }

  // A backend that honours keys: the confirm's failure is a message in the step.
  it.each(cases)('%s (keys honoured)', async (_name, cards, confirm, textId) => {
    const server = fakeServer(goodAnswers(answers));
    const page = await smsStep(server, KEYED_BACKEND);
    server.queue('repaymentWay', cards);
    server.queue('repaymentConfirm', confirm);
    await resumeAndConfirm(page);

    expect(server.sent('repaymentWay')).toHaveLength(2);
    expect(server.sent('repaymentConfirm')).toHaveLength(1);
    // One message, in the step the borrower is in; the cards shown stay (a failed refresh says nothing).
    expect(failureTexts(page.container)).toEqual([esMX[textId]]);
    expect(page.store.getState().cardRepayment.sms.open).toBe(true);
    expect(within(page.container).getByRole('radio', { name: /BBVA/ })).toBeInTheDocument();
    expect(busy(page.container)).toBe(false);

    // The server is fixed: the next resume reloads the cards, the next confirm pays.
    await resumeAndConfirm(page);
    expect(server.sent('repaymentWay')).toHaveLength(3);
    expect(server.sent('repaymentConfirm')).toHaveLength(2);
    expect(page.store.getState().cardRepayment.paid).toBe(true);
  });
});

describe("card repayment, the spec's backend: the resume reload fails and the SMS confirm has no clear answer", () => {
  const answers = { ...appAnswers, repaymentCommit: { needValid: 1, repayRecordId: 'rr-1' } };
  const cases: [string, Wire, Wire][] = [
    ['reset + reset', reset, reset],
    ['time-out + 500', hang, http500],
    ['wrong-type data + HTML page', wrongType('repayment'), htmlPage],
  ];

  it.each(cases)(
    '%s: no message stacked, the doubt in the step, sent once',
    async (_name, cards, confirm) => {
      const server = fakeServer(goodAnswers(answers));
      const page = mountPage(cardRepaymentPage, { server });
      await page.settled();
      await payWithCard(page.container);
      await page.settled();
      server.queue('repaymentWay', cards);
      server.queue('repaymentConfirm', confirm);
      const input = within(page.container).getByLabelText('Código de verificación');
      fireEvent.change(input, { target: { value: '123456' } });
      const confirmButton = () =>
        within(page.container).getByRole('button', { name: /Confirmar pago$/ });
      await act(async () => {
        page.store.dispatch(bridgeEventReceived('resume'));
        fireEvent.click(confirmButton());
        await Promise.resolve();
      });
      // The rest of a burst of taps: the step stays busy until the pause after the check is over.
      for (let i = 0; i < 9; i += 1) {
        fireEvent.click(confirmButton());
        await act(() => page.clock.advance(30));
      }
      await page.settled();
      await act(() => page.clock.advance(SUBMIT_REARM_MS));
      await page.settled();

      expect(server.sent('repaymentConfirm')).toHaveLength(1);
      // The order was checked (still repayable): the step says the charge may repeat, nothing else.
      expect(server.sent('loanDetails')).toHaveLength(1);
      expect(failureTexts(page.container)).toEqual([]);
      const dialog = within(page.container).getByRole('dialog');
      expect(within(dialog).getByTestId('cr-doubt')).toHaveTextContent(
        esMX['cardRepayment.doubtNotSeen'],
      );
      expect(within(dialog).getByText(esMX['cardRepayment.doubtRetryNote'])).toBeInTheDocument();
      expect(within(page.container).getByRole('radio', { name: /BBVA/ })).toBeInTheDocument();
      expect(busy(page.container)).toBe(false);

      // The borrower's retry, once the burst is over: exactly one more confirm, and it pays.
      await act(async () => {
        fireEvent.click(confirmButton());
        await Promise.resolve();
      });
      await page.settled();
      expect(server.sent('repaymentConfirm')).toHaveLength(2);
      expect(page.store.getState().cardRepayment.paid).toBe(true);
    },
  );
});
