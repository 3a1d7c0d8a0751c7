import { createBridge } from '../../src/platform/bridge/bridge';
import { render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { bootEnvironment } from '../../src/runtime/boot';
import { takeSession } from '../../src/platform/session/take';
import { routePath } from '../../src/app/routeTable';
import { setupStore } from '../../src/app/features';
import { defaultPaths } from '../../src/config/paths';
import { loadMessages } from '../../src/i18n/loadMessages';
import { FORM_CONTENT_TYPE } from '../../src/platform/api/headers';
import { esMX } from '../support/appCatalogs';
import { FIRST_CALL_KEYS, pageAt } from '../support/routePages';

/**
 * The early script and the app together, as the page runs them: src/entries/appEarly.ts starts the
 * route's first call, then the app boots (src/runtime/boot.ts: its real api client) and the route's page
 * opens. The page's saga must take the early answer: one request on the wire, none from the app.
 */
const { DEMO_SESSION, DEMO_URLS } = jest.requireActual<{
  DEMO_SESSION: string;
  DEMO_URLS: Record<string, string>;
}>('../../scripts/lighthouseRoutes');

const original = globalThis.fetch;

/** jsdom has no Response: the client reads ok, status and text(). */
const never = () => new Promise<Response>(() => undefined);

/** Runs the early script as the page does, on a page load of its own: its module, evaluated afresh. */
function runEarlyScript() {
  delete window.__CUOTA_SESSION__;
  jest.isolateModules(() => {
    jest.requireActual('../../src/entries/appEarly');
  });
}

/** The deployment's configuration (public/config.js sets it). */
const holder = globalThis as { __CUOTA_CONFIG__?: unknown };

async function openPage(url: string) {
  const path = url.split('?')[0] ?? url;
  const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
  const store = setupStore(undefined, { context: env.context });
  const Page = await pageAt(path);
  render(
    <Provider store={store}>
      <IntlProvider locale="es-MX" messages={esMX}>
        <MemoryRouter initialEntries={[url]}>
          <Page />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('the early script and the app', () => {
  let wire: jest.Mock;

  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    delete window.__CUOTA_EARLY__;
    delete window.__CUOTA_SESSION__;
    wire = jest.fn(never);
    globalThis.fetch = wire;
    window.fetch = wire;
  });

  afterAll(() => {
    globalThis.fetch = original;
    window.fetch = original;
    delete window.__CUOTA_EARLY__;
  });

  it.each(FIRST_CALL_KEYS)(
    '%s: the page takes the early request, nothing else goes out',
    async (route) => {
      const demo = DEMO_URLS[routePath(route, defaultPaths)] ?? '';
      const url = `${demo}${demo.includes('?') ? '&' : '?'}${DEMO_SESSION}&lang=en`;
      window.history.pushState({}, '', url);
      runEarlyScript();
      expect(wire).toHaveBeenCalledTimes(1);
      expect(window.__CUOTA_EARLY__).toHaveLength(1);
      const [sentUrl, init] = wire.mock.calls[0] as [string, RequestInit];
      expect(sentUrl).toContain('sessionId=demo-session');
      expect(init.method).toBe('POST');
      // The endpoint's header profile (src/platform/api/endpoints.ts): the card page's repayment-way
      // sends the 'form' one (no language header).
      expect(init.headers).toMatchObject(
        route === 'repayChoose'
          ? { 'Content-Type': FORM_CONTENT_TYPE, 'X-Session-Id': 'demo-session' }
          : { 'Accept-Language': 'en', 'X-Session-Id': 'demo-session' },
      );
      await openPage(url);
      // Taken by the page's first call: the list is empty and the wire saw no second request.
      await waitFor(() => expect(window.__CUOTA_EARLY__).toEqual([]));
      expect(wire).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    '/settings',
    '/privacy',
    '/no-such-page?orderId=1',
    '/loan/details?productId=1',
    '/repayment/instructions?orderId=1&payCode=OXXO',
  ])('%s: no early request', (url) => {
    window.history.pushState({}, '', url);
    runEarlyScript();
    expect(wire).not.toHaveBeenCalled();
    expect(window.__CUOTA_EARLY__).toBeUndefined();
  });

  it('reads the kept session when the address has none', () => {
    const demo = DEMO_URLS[routePath('complaintList', defaultPaths)] ?? '';
    window.sessionStorage.setItem('cuota:session', JSON.stringify({ sessionId: 'kept' }));
    window.history.pushState({}, '', demo);
    runEarlyScript();
    expect(String(wire.mock.calls[0]?.[0])).toContain('sessionId=kept');
  });

  it("takes the session as the app's boot does: the address loses it, the boot gets the same decision", async () => {
    const demo = DEMO_URLS[routePath('complaintList', defaultPaths)] ?? '';
    window.history.pushState({}, '', `${demo}${demo.includes('?') ? '&' : '?'}${DEMO_SESSION}#top`);
    runEarlyScript();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      `${demo}#top`,
    );
    const handed = window.__CUOTA_SESSION__;
    expect(handed?.session).toMatchObject({ sessionId: 'demo-session' });
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    expect(env.session).toBe(handed?.session);
    expect(env.link).toBeUndefined();
  });

  it("a link with another session than the tab's starts nothing: the choice comes first, as at boot", async () => {
    const demo = DEMO_URLS[routePath('bindCard', defaultPaths)] ?? '';
    const own = JSON.stringify({ sessionId: 'mine', userId: '1001' });
    window.sessionStorage.setItem('cuota:session', own);
    window.history.pushState(
      {},
      '',
      `${demo}${demo.includes('?') ? '&' : '?'}sessionId=ATTACKER&userId=6666`,
    );
    runEarlyScript();
    expect(wire).not.toHaveBeenCalled();
    expect(window.location.search).not.toContain('ATTACKER');
    expect(window.sessionStorage.getItem('cuota:session')).toBe(own);
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    expect(env.session).toEqual({ sessionId: 'mine', userId: '1001' });
    expect(env.link).toEqual({ sessionId: 'ATTACKER', userId: '6666' });
    // The same link on a tab that holds the same session: the request goes, with it.
    window.history.pushState(
      {},
      '',
      `${demo}${demo.includes('?') ? '&' : '?'}sessionId=mine&userId=1001`,
    );
    runEarlyScript();
    expect(wire).toHaveBeenCalledTimes(1);
    expect(String(wire.mock.calls[0]?.[0])).toContain('sessionId=mine');
  });

  it('uses the configured paths and endpoints, and never throws', () => {
    holder.__CUOTA_CONFIG__ = {
      paths: { loanDetail: '/prestamo' },
      endpoints: { loanDetails: '/v9/details' },
    };
    try {
      window.history.pushState({}, '', '/prestamo?orderId=3&productId=1&sessionId=s');
      runEarlyScript();
      expect(wire).toHaveBeenCalledWith(
        '/plays/v9/details?sessionId=s',
        expect.objectContaining({ method: 'POST', body: 'productId=1&orderId=3' }),
      );
      wire.mockClear();
      window.history.pushState({}, '', '/loan/details?orderId=3');
      runEarlyScript();
      expect(wire).not.toHaveBeenCalled();
      window.fetch = () => {
        throw new Error('no network');
      };
      window.history.pushState({}, '', '/prestamo?orderId=3');
      expect(runEarlyScript).not.toThrow();
    } finally {
      delete holder.__CUOTA_CONFIG__;
    }
  });
});
