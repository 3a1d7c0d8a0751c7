import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore } from '../../src/app/features';
import CustomerServicePage from '../../src/features/customerService/components/CustomerServicePage';
import { esMX } from '../support/appCatalogs';
import { createApiClient } from '../../src/platform/api/client';
import { ConnectedToast } from '../../src/shell';
import { fakeBridge, fakeNavigator, memoryStorage } from '../support/fakeContext';
import { createVirtualClock } from '../../src/platform/clock/clock';
import type { Bridge } from '../../src/platform/bridge/types';

/** The customer service slice through every layer: page -> slice -> saga -> api client -> fetch -> envelope. */
function mount(respond: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = jest.fn(respond);
  let dispatchToast: ((text: string) => void) | null = null;
  const api = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({ deviceId: 'dev-1', sessionId: 'sess-1', userId: '7' }),
    locale: () => 'es-MX',
    messages: () => ({
      network: esMX['common.networkError'],
      timeout: esMX['common.timeout'],
      malformed: esMX['common.malformed'],
    }),
    onToast: (text) => dispatchToast?.(text),
  });
  const store = setupStore(undefined, {
    context: {
      api,
      bridge: fakeBridge() as unknown as Bridge,
      clock: createVirtualClock(),
      navigator: fakeNavigator(),
      storage: memoryStorage(),
    },
  });
  dispatchToast = (text) => store.dispatch({ type: 'ui/toastRequested', payload: { text } });
  render(
    <Provider store={store}>
      <IntlProvider locale="es-MX" messages={esMX}>
        <MemoryRouter>
          <CustomerServicePage />
          <ConnectedToast />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { fetchMock, store };
}

/** jsdom has no Response: the client only reads ok, status and text(). */
const reply = (text: string, status = 200) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
  } as unknown as Response);
const json = (body: unknown, status = 200) => reply(JSON.stringify(body), status);

describe('customer service through every layer', () => {
  it('posts overall=30 with the session parameters and shows the answer', async () => {
    const { fetchMock } = mount(() =>
      json({
        code: 0,
        message: 'success',
        data: { phone: '+52 55 1234 5678', va: '800 953 4210', email: 'soporte@cuota.mx' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Llamar al 800 953 4210' })).toHaveAttribute(
      'href',
      'tel:8009534210',
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toMatch(/^\/plays\/user-problem\/get-whatsapp\?/);
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.get('deviceId')).toBe('dev-1');
    expect(query.get('sessionId')).toBe('sess-1');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('overall=30');
  });

  it('a failed general envelope shows the server message in the screen and in a toast', async () => {
    mount(() => json({ code: '1', message: 'Servicio no disponible', data: null }));
    // once in the screen's failure block, once in the toast
    await waitFor(() => expect(screen.getAllByText('Servicio no disponible')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('an HTTP 500 without an envelope shows the localized network message', async () => {
    mount(() => reply('oops', 500));
    expect((await screen.findAllByText(esMX['common.networkError'])).length).toBeGreaterThan(0);
  });
});
