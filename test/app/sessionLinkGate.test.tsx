import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppPages } from '../../src/app/appPages';
import { AppProviders } from '../../src/runtime/AppProviders';
import { bootEnvironment, type AppEnvironment } from '../../src/runtime/boot';
import { HeldLink } from '../../src/app/heldLink';
import { createAppStore } from '../../src/runtime/store';
import { createTextLoader, loadMessages } from '../../src/i18n/loadMessages';
import { createBridge } from '../../src/platform/bridge/bridge';
import { bridgeEventReceived } from '../../src/platform/bridge/events';
import { takeSession } from '../../src/platform/session/take';
import { fakeNavigator } from '../support/fakeContext';
import { settle } from '../support/sagaHarness';

/**
 * A link with another session than the tab's, in a plain browser, through the app's real boot, store,
 * api client and routes: the choice shows first, nothing is asked of the server until it is made,
 * keeping opens the page with the tab's session, and the link's session loads the page again with it.
 */
const A = { deviceId: 'e2e-device', userId: '1001', sessionId: 'session-a', clientType: 'android' };
const PAGE = '/customer-service?from=menu';

const original = globalThis.fetch;
let wire: jest.Mock;

async function openLink(query: string) {
  window.sessionStorage.setItem('cuota:session', JSON.stringify(A));
  window.history.replaceState(null, '', `${PAGE}&${query}`);
  const env: AppEnvironment = await bootEnvironment(
    window,
    loadMessages,
    createBridge,
    takeSession,
  );
  const navigator = fakeNavigator();
  const store = createAppStore({ context: { ...env.context, navigator } });
  env.attach(store.dispatch);
  const page = (
    <MemoryRouter initialEntries={[`${window.location.pathname}${window.location.search}`]}>
      <AppPages paths={env.paths} attachRouter={() => undefined} />
    </MemoryRouter>
  );
  render(
    <AppProviders
      store={store}
      locale={env.locale}
      messages={env.messages}
      ensureTexts={createTextLoader(env.locale, env.messages)}
      paths={env.paths}
    >
      {env.link ? <HeldLink link={env.link} page={page} /> : page}
    </AppProviders>,
  );
  return { env, store, navigator };
}

/** The sessionIds the requests on the wire carried. */
const sentSessions = () =>
  wire.mock.calls.map(([url]) =>
    new URL(String(url), 'http://localhost').searchParams.get('sessionId'),
  );

describe('a link with another session in a plain browser', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    delete window.__CUOTA_SESSION__;
    wire = jest.fn(() => new Promise<Response>(() => undefined));
    globalThis.fetch = wire;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('is held: the choice shows, the address lost the link, and nothing went to the server', async () => {
    const { env } = await openLink('sessionId=ATTACKER&userId=6666');
    expect(env.session).toEqual(A);
    expect(env.link).toEqual({ sessionId: 'ATTACKER', userId: '6666' });
    expect(window.location.search).toBe('?from=menu');
    await screen.findByRole('heading', { level: 1, name: 'Enlace de otra sesión' });
    expect(
      screen.getByText('Este enlace pertenece a otra sesión, no a la que usa en esta página.'),
    ).toBeInTheDocument();
    await act(settle);
    expect(wire).not.toHaveBeenCalled();
    expect(JSON.parse(window.sessionStorage.getItem('cuota:session') ?? '')).toEqual(A);
  });

  it("keep: the page opens and asks for its data with the tab's session only", async () => {
    await openLink('sessionId=ATTACKER&userId=6666');
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir con mi sesión' }));
    await waitFor(() => expect(wire).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Enlace de otra sesión' })).toBeNull();
    expect(sentSessions().every((id) => id === 'session-a')).toBe(true);
  });

  it("the link's session: stored, and the page loads again with it; nothing went out before", async () => {
    const { navigator } = await openLink('sessionId=ATTACKER&userId=6666');
    fireEvent.click(await screen.findByRole('button', { name: 'Usar la sesión del enlace' }));
    await act(settle);
    expect(JSON.parse(window.sessionStorage.getItem('cuota:session') ?? '')).toEqual({
      sessionId: 'ATTACKER',
      userId: '6666',
    });
    expect(navigator.visited).toEqual([
      { url: '/customer-service?from=menu&sessionId=ATTACKER&userId=6666', replace: true },
    ]);
    expect(wire).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Usar la sesión del enlace/ })).toBeDisabled();
  });

  it("the app's word for the tab's session closes the choice: the page opens with it", async () => {
    const { store } = await openLink('sessionId=ATTACKER&userId=6666');
    await screen.findByRole('heading', { name: 'Enlace de otra sesión' });
    act(() => {
      store.dispatch(bridgeEventReceived('sessionChanged', { ...A }));
    });
    await waitFor(() => expect(wire).toHaveBeenCalled());
    expect(sentSessions().every((id) => id === 'session-a')).toBe(true);
  });

  it('the same session (a reload with the params, another lang) opens the page at once', async () => {
    const { env } = await openLink('sessionId=session-a&userId=1001&lang=es-MX');
    expect(env.link).toBeUndefined();
    await waitFor(() => expect(wire).toHaveBeenCalled());
    expect(sentSessions().every((id) => id === 'session-a')).toBe(true);
    expect(window.location.search).toBe('?from=menu');
  });
});
