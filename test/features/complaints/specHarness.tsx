import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setupStore } from '../../../src/app/features';
import { esMX } from '../../support/appCatalogs';
import type { EndpointKey } from '../../../src/platform/api/endpoints';
import { createVirtualClock } from '../../../src/platform/clock/clock';
import { ErrorBoundary } from '../../../src/ui';
import { ConnectedLoading, ConnectedToast } from '../../../src/shell';
import { fakeBridge, fakeNavigator, memoryStorage } from '../../support/fakeContext';
import {
  endpointOf,
  respond,
  robustClient,
  settler,
  visibleText,
} from '../../robustness/fakeServer';

/**
 * A backend that answers in the spec's shapes (issue 27): the real api client, store, sagas and page over
 * a fake fetch that answers each endpoint with the whole body given here (envelope included), so a test
 * says exactly what the server sends. Requests are recorded with their form fields.
 */
export interface SpecBackend {
  route: string;
  page: ReactElement;
  /** The whole answer body per endpoint (an endpoint without one answers HTTP 404). */
  bodies: Partial<Record<EndpointKey, unknown>>;
  storage?: Record<string, string>;
}

interface SentRequest {
  key: EndpointKey | undefined;
  /** The form fields of a form-encoded body; the names of a multipart one. */
  fields: Record<string, string>;
}

function fieldsOf(body: BodyInit | null | undefined): Record<string, string> {
  if (body instanceof URLSearchParams) return Object.fromEntries(body.entries());
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body).entries());
  if (body instanceof FormData) {
    return Object.fromEntries([...body.keys()].map((name) => [name, '(part)']));
  }
  return {};
}

export async function openSpecBackend(backend: SpecBackend) {
  const sent: SentRequest[] = [];
  const fetchImpl = (url: string, init?: RequestInit) => {
    const key = endpointOf(url);
    sent.push({ key, fields: fieldsOf(init?.body) });
    const body = key ? backend.bodies[key] : undefined;
    if (body === undefined) return respond({ kind: 'text', status: 404, body: 'no such endpoint' });
    return respond({ kind: 'json', status: 200, body });
  };
  let dispatch: ((action: { type: string }) => void) | null = null;
  const api = robustClient(fetchImpl, {
    session: { sessionId: 's', deviceId: 'd' },
    catalog: esMX,
    dispatch: () => dispatch,
  });
  const clock = createVirtualClock();
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(backend.storage ?? {})) storage.set(key, value);
  const navigator = fakeNavigator();
  const store = setupStore(undefined, {
    context: { api, bridge: fakeBridge(false), clock, storage, navigator },
  });
  dispatch = store.dispatch;
  const { container } = render(
    <Provider store={store}>
      <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
        <ErrorBoundary>
          <MemoryRouter initialEntries={[backend.route]}>{backend.page}</MemoryRouter>
        </ErrorBoundary>
        <ConnectedLoading />
        <ConnectedToast />
      </IntlProvider>
    </Provider>,
  );
  const settled = settler(container, clock);
  await settled();
  return {
    container,
    store,
    clock,
    storage,
    sent,
    settled,
    /** Moves the virtual clock (timers of the sagas) and lets the page render. */
    advance: (ms: number) => act(() => clock.advance(ms)),
    toast: () => visibleText(container.querySelector('.toast')),
    failure: () => container.querySelector('.load-failed'),
  };
}

/** A general envelope as spec section 3 writes it: code parsing to 0 (sent as text here), message, data. */
export const general = (data: unknown, message = 'ok') => ({ code: '0', message, data });
/** A v3 envelope as spec section 7 writes it: success and data. */
export const v3 = (data: unknown) => ({ success: true, data });
