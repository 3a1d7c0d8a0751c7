import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setupStore, type RootState } from '../../src/app/features';
import CardRepaymentPage from '../../src/features/cardRepayment/components/CardRepaymentPage';
import type { BackendCapabilities } from '../../src/platform/api/backend';
import { esMX } from '../support/appCatalogs';
import type { EndpointKey } from '../../src/platform/api/endpoints';
import type { SagaContext } from '../../src/platform/context';
import { SESSION_STORAGE_KEY } from '../../src/platform/session/session';
import { ErrorBoundary } from '../../src/ui';
import { ConnectedLoading, ConnectedToast } from '../../src/shell';
import { fakeBridge, fakeNavigator, memoryStorage } from '../support/fakeContext';
import { createVirtualClock } from '../../src/platform/clock/clock';
import type { BadCase } from './badAnswers';
import {
  fakeServer,
  goodAnswers,
  robustClient,
  settler,
  visibleText,
  type FakeServer,
} from './fakeServer';

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
  /** What the backend is declared to do (config.js `backend`); the spec's when absent. */
  backend?: BackendCapabilities;
  /**
   * For submits that move money: the target gets exactly one request whatever it answers (against the
   * spec's backend neither the client nor the flow sends it again on its own).
   */
  oneRequest?: boolean;
}

/**
 * What the user ended up with. 'in doubt': a submit that may have gone through, its outcome unknown (the
 * spec's backend): the page says so and what its check found, never a spinner that stays.
 */
export type Outcome = 'content' | 'failure shown' | 'navigated' | 'in doubt';

/** Notes every route the page moves to (in-app navigation through the router). */
function LocationProbe({ seen }: { seen: string[] }) {
  const location = useLocation();
  seen.push(location.pathname + location.search);
  return null;
}

/** What a page needs to be mounted: its route and element, and the web storage it expects. */
export type PageSetup = Pick<Family, 'route' | 'page' | 'storage'>;

export interface MountOptions {
  server: FakeServer;
  /** Parts of the saga context to use instead (a bridge with host events, the booted app's storage). */
  context?: Partial<SagaContext>;
  /**
   * What the backend is declared to do, told to the client and the sagas alike (config.js `backend`);
   * the spec's when absent.
   */
  backend?: BackendCapabilities;
}

/**
 * Renders a page with the real store, sagas and api client (time-out 30 ms) over the fake server, on a
 * virtual clock. `settled` lets its answers come (fakeServer.ts `settler`); `routes` notes every route the
 * page moved to, `navigator.visited` every page load it asked for.
 */
export function mountPage(setup: PageSetup, options: MountOptions) {
  let dispatch: ((action: { type: string }) => void) | null = null;
  const api = robustClient(options.server.fetch, {
    session: { sessionId: 's', deviceId: 'd' },
    catalog: esMX,
    dispatch: () => dispatch,
    backend: options.backend,
  });
  const navigator = fakeNavigator();
  const routes: string[] = [];
  const clock = createVirtualClock();
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(setup.storage ?? {})) storage.set(key, value);
  const context: SagaContext = {
    api,
    bridge: fakeBridge(false),
    clock,
    storage,
    navigator,
    ...(options.backend ? { backend: options.backend } : {}),
    ...options.context,
  };
  const store = setupStore(undefined, { context });
  dispatch = store.dispatch;
  const { container } = render(
    <Provider store={store}>
      <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
        <ErrorBoundary>
          <MemoryRouter initialEntries={[setup.route]}>
            {setup.page}
            <LocationProbe seen={routes} />
          </MemoryRouter>
        </ErrorBoundary>
        <ConnectedLoading />
        <ConnectedToast />
      </IntlProvider>
    </Provider>,
  );
  return { container, store, clock, navigator, routes, settled: settler(container, clock) };
}

/** The card repayment page of order 1174 as the native app opens it, with the session stored at boot. */
export const cardRepaymentPage: PageSetup = {
  route: '/repayment/choose?orderId=1174&productId=1&amount=351000&couponId=',
  page: <CardRepaymentPage />,
  storage: { [SESSION_STORAGE_KEY]: JSON.stringify({ userId: '1001' }) },
};

/** On the loaded card repayment page: pays with its BBVA card (repayment-commit goes out). */
export async function payWithCard(container: HTMLElement) {
  fireEvent.click(await within(container).findByRole('radio', { name: /BBVA/ }));
  fireEvent.click(within(container).getByRole('button', { name: /Pagar/ }));
}

/**
 * Renders the family's page over a fake server that answers the target endpoint with `bad` (after `act`,
 * for submit families). Throws with a reason when the page crashes, stays busy, shows an error screen,
 * fails without a message, leaves a doubt's check under way or its buttons off, or (`oneRequest`) sends
 * the target more than once; returns what the user ended up with.
 */
export async function runCase(family: Family, bad: BadCase): Promise<Outcome> {
  let armed = family.act === undefined;
  const good = goodAnswers(family.answers);
  const server = fakeServer((key) => (key === family.target && armed ? bad.wire : good(key)));
  const { container, store, navigator, routes, settled } = mountPage(family, {
    server,
    backend: family.backend,
  });
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
      const requests = server.sent(family.target).length;
      if (family.oneRequest && requests !== 1) {
        throw new Error(`${family.target} was sent ${requests} times`);
      }
      const moved = routes.some((r) => r !== family.route);
      if (moved || navigator.visited.length > 0 || family.succeeded?.(container, store.getState()))
        return 'navigated';
      const doubt = container.querySelector('.doubt-notice');
      if (doubt) {
        if (doubt.querySelector('.doubt-spinner')) throw new Error('the doubt is still checked');
        if (visibleText(doubt.querySelector('.doubt-note')) === '') {
          throw new Error('a doubt without what its check found');
        }
        // Its retry pauses after the check (the rest of a tap burst is lost), then takes a tap.
        if (doubt.querySelector('button:disabled'))
          throw new Error('a doubt whose buttons stay off');
        return 'in doubt';
      }
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

/** A `pageshow` event as the browser fires it (jsdom may lack PageTransitionEvent: then a plain Event). */
export function pageShow(persisted: boolean): Event {
  if (typeof PageTransitionEvent === 'function') {
    return new PageTransitionEvent('pageshow', { persisted });
  }
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

/**
 * Fails each test of the file that logs a console.error (a crash React caught, a saga that threw, an
 * act warning): the robustness cases end in a message, never in an error.
 */
export function failOnConsoleErrors() {
  let spy: jest.SpyInstance | null = null;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    const logged = spy?.mock.calls.map((args: unknown[]) => args.map(String).join(' ')) ?? [];
    spy?.mockRestore();
    expect(logged).toEqual([]);
  });
}
