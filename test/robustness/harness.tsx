import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setupStore, type RootState } from '../../src/app/store';
import esMX from '../../src/i18n/catalogs/es-MX';
import { createApiClient } from '../../src/platform/api/client';
import { endpointUrl, resolveEndpoints, type EndpointKey } from '../../src/platform/api/endpoints';
import { ConnectedLoading, ConnectedToast, ErrorBoundary } from '../../src/ui';
import { loadingEnded, loadingStarted, sessionExpired, toastRequested } from '../../src/ui/uiSlice';
import { fakeBridge, fakeNavigator, memoryStorage } from '../support/fakeContext';
import { createVirtualClock } from '../../src/platform/clock/clock';
import { successEnvelope, type BadCase, type Wire } from './badAnswers';

/** One flow under attack: the page, its good answers, and the endpoint that gets the bad ones. */
export interface Family {
  name: string;
  /** The endpoint whose answers are replaced by the bad cases. */
  target: EndpointKey;
  /** Valid data of the target (the bad cases are generated from it). */
  sample: unknown;
  /** Good data for every endpoint the flow calls (including the target, used before `act`). */
  answers: Partial<Record<EndpointKey, unknown>>;
  route: string;
  page: ReactElement;
  /** For submits: what the user does once the page has loaded with good answers. */
  act?: (container: HTMLElement) => Promise<void>;
  /** For submits: the flow went on (e.g. the SMS step opened) without leaving the page. */
  succeeded?: (container: HTMLElement, state: RootState) => boolean;
  /** Web storage the page expects (e.g. the session captured at boot). */
  storage?: Record<string, string>;
}

export type Outcome = 'content' | 'failure shown' | 'navigated';

const table = resolveEndpoints();
const keyOfPath = new Map(
  (Object.keys(table) as EndpointKey[]).map((key) => [endpointUrl(table[key]), key]),
);

function respond(wire: Wire): Promise<Response> {
  if (wire.kind === 'reset') return Promise.reject(new TypeError('Failed to fetch'));
  if (wire.kind === 'hang') return new Promise<Response>(() => undefined);
  const body = wire.kind === 'json' ? JSON.stringify(wire.body) : wire.body;
  const status = wire.status;
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(body),
  } as Response);
}

/** Notes every route the page moves to (in-app navigation through the router). */
function LocationProbe({ seen }: { seen: string[] }) {
  const location = useLocation();
  seen.push(location.pathname + location.search);
  return null;
}

const visibleText = (el: Element | null) => (el?.textContent ?? '').trim();

/**
 * Renders the family's page with the real store, sagas and api client over a fake server that answers the
 * target endpoint with `bad` (after `act`, for submit families). Throws with a reason when the page crashes,
 * stays busy, shows an error screen, or fails without a message; returns what the user ended up with.
 */
export async function runCase(family: Family, bad: BadCase): Promise<Outcome> {
  let armed = family.act === undefined;
  const fetchImpl = (url: string) => {
    const key = keyOfPath.get(url.split('?')[0]);
    if (!key) return respond({ kind: 'text', status: 404, body: 'no such endpoint' });
    if (key === family.target && armed) return respond(bad.wire);
    const kind = table[key].envelope;
    return respond({
      kind: 'json',
      status: 200,
      body: successEnvelope(kind, family.answers[key] ?? null),
    });
  };
  let dispatch: ((action: { type: string }) => void) | null = null;
  const api = createApiClient({
    fetch: fetchImpl as unknown as typeof fetch,
    session: () => ({ sessionId: 's', deviceId: 'd' }),
    locale: () => 'es-MX',
    timeoutMs: 30,
    messages: () => ({
      network: esMX['common.networkError'],
      timeout: esMX['common.timeout'],
      malformed: esMX['common.malformed'],
      unavailable: esMX['common.unavailable'],
      sessionExpired: esMX['common.sessionExpired'],
    }),
    onToast: (text) => dispatch?.(toastRequested({ text })),
    onLoading: (phase, text) =>
      dispatch?.(phase === 'start' ? loadingStarted({ text }) : loadingEnded()),
    onSessionExpired: () => dispatch?.(sessionExpired()),
  });
  const navigator = fakeNavigator();
  const routes: string[] = [];
  const clock = createVirtualClock();
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(family.storage ?? {})) storage.set(key, value);
  const store = setupStore(undefined, {
    context: { api, bridge: fakeBridge(false), clock, storage, navigator },
  });
  dispatch = store.dispatch;
  const { container } = render(
    <Provider store={store}>
      <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
        <ErrorBoundary>
          <MemoryRouter initialEntries={[family.route]}>
            {family.page}
            <LocationProbe seen={routes} />
          </MemoryRouter>
        </ErrorBoundary>
        <ConnectedLoading />
        <ConnectedToast />
      </IntlProvider>
    </Provider>,
  );
  // While something is busy, time goes on (virtual clock, 50 ms a step, at most 2 s: less than a
  // toast's 3 s, so a message shown is still there when the case is judged). Real time is only what the
  // answers take (the client's time-out here is 30 ms).
  let elapsed = 0;
  const busy = () => container.querySelector('[aria-busy="true"]') !== null;
  const settled = async () => {
    for (let step = 0; step < 400; step += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 2)));
      if (!busy()) return;
      if (elapsed < 2000) {
        elapsed += 50;
        await act(() => clock.advance(50));
      }
    }
    throw new Error('stuck loading');
  };
  try {
    await settled();
    if (family.act) {
      armed = true;
      await family.act(container);
      await act(() => Promise.resolve());
      await settled();
    }
    if (container.querySelector('.error-screen')) throw new Error('error screen');
    const toast = visibleText(container.querySelector('.toast'));
    const failed = container.querySelector('.load-failed');
    if (failed && visibleText(failed) === '') throw new Error('failure without a message');
    if (family.act) {
      const moved = routes.some((r) => r !== family.route);
      if (moved || navigator.visited.length > 0 || family.succeeded?.(container, store.getState()))
        return 'navigated';
      const alert = visibleText(container.querySelector('[role="alert"]'));
      if (toast === '' && alert === '' && !failed)
        throw new Error('submit failed without a message');
      return 'failure shown';
    }
    return failed || toast !== '' ? 'failure shown' : 'content';
  } finally {
    cleanup();
  }
}
