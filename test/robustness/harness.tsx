import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setupStore, type RootState } from '../../src/app/store';
import esMX from '../../src/i18n/catalogs/es-MX';
import { resolveEndpoints, type EndpointKey } from '../../src/platform/api/endpoints';
import { ConnectedLoading, ConnectedToast, ErrorBoundary } from '../../src/ui';
import { fakeBridge, fakeNavigator, memoryStorage } from '../support/fakeContext';
import { createVirtualClock } from '../../src/platform/clock/clock';
import { successEnvelope, type BadCase } from './badAnswers';
import { endpointOf, respond, robustClient, settler, visibleText } from './fakeServer';

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

/** Notes every route the page moves to (in-app navigation through the router). */
function LocationProbe({ seen }: { seen: string[] }) {
  const location = useLocation();
  seen.push(location.pathname + location.search);
  return null;
}

/**
 * Renders the family's page with the real store, sagas and api client over a fake server that answers the
 * target endpoint with `bad` (after `act`, for submit families). Throws with a reason when the page crashes,
 * stays busy, shows an error screen, or fails without a message; returns what the user ended up with.
 */
export async function runCase(family: Family, bad: BadCase): Promise<Outcome> {
  let armed = family.act === undefined;
  const fetchImpl = (url: string) => {
    const key = endpointOf(url);
    if (!key) return respond({ kind: 'text', status: 404, body: 'no such endpoint' });
    if (key === family.target && armed) return respond(bad.wire);
    const kind = resolveEndpoints()[key].envelope;
    return respond({
      kind: 'json',
      status: 200,
      body: successEnvelope(kind, family.answers[key] ?? null),
    });
  };
  let dispatch: ((action: { type: string }) => void) | null = null;
  const api = robustClient(fetchImpl, {
    session: { sessionId: 's', deviceId: 'd' },
    catalog: esMX,
    dispatch: () => dispatch,
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
  const settled = settler(container, clock);
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
