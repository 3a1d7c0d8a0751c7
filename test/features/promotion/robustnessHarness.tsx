import { act, cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { PromotionRoutes } from '../../../src/app/promotionRoutes';
import { createAppStore } from '../../../src/app/store';
import esMX from '../../../src/i18n/catalogs/promotion/es-MX';
import { createApiClient } from '../../../src/platform/api/client';
import {
  endpointUrl,
  resolveEndpoints,
  type EndpointKey,
} from '../../../src/platform/api/endpoints';
import { createVirtualClock } from '../../../src/platform/clock/clock';
import { ConnectedLoading, ConnectedToast, ErrorBoundary } from '../../../src/ui';
import {
  loadingEnded,
  loadingStarted,
  sessionExpired,
  toastRequested,
} from '../../../src/ui/uiSlice';
import { fakeBridge, fakeNavigator, memoryStorage } from '../../support/fakeContext';
import { successEnvelope, type BadCase, type Wire } from '../../robustness/badAnswers';
import { memoryCookies } from './support';

/**
 * The robustness harness of the landing (test/robustness/harness.tsx, for the promotion entry's own
 * store and catalog): the real api client, sagas and pages over a fake server that answers the target
 * endpoint with a bad answer (after `act`, for submits).
 */
export interface LandingFamily {
  name: string;
  target: EndpointKey;
  sample: unknown;
  answers: Partial<Record<EndpointKey, unknown>>;
  /** The document's path, query and hash. */
  url: string;
  act?: (container: HTMLElement) => Promise<void>;
  /** The flow went on without leaving the page (the countdown started). */
  succeeded?: (container: HTMLElement) => boolean;
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
  return Promise.resolve({
    ok: wire.status >= 200 && wire.status < 300,
    status: wire.status,
    text: () => Promise.resolve(body),
  } as Response);
}

const visibleText = (el: Element | null) => (el?.textContent ?? '').trim();

/**
 * The landing rendered over a fake server; `fetched` counts the requests per endpoint, and
 * `idempotencyKeys` the distinct attempts of the calls that carry one (a retry reuses its key).
 */
export function mountLanding(family: LandingFamily, bad: BadCase | null) {
  const fetched = new Map<string, number>();
  const idempotencyKeys = new Map<string, Set<string>>();
  const state = { armed: family.act === undefined };
  const fetchImpl = (url: string, init: RequestInit = {}) => {
    const key = keyOfPath.get(url.split('?')[0]);
    if (!key) return respond({ kind: 'text', status: 404, body: 'no such endpoint' });
    fetched.set(key, (fetched.get(key) ?? 0) + 1);
    const idempotencyKey = (init.headers as Record<string, string> | undefined)?.[
      'Idempotency-Key'
    ];
    if (idempotencyKey) {
      idempotencyKeys.set(key, (idempotencyKeys.get(key) ?? new Set()).add(idempotencyKey));
    }
    if (bad && key === family.target && state.armed) return respond(bad.wire);
    return respond({
      kind: 'json',
      status: 200,
      body: successEnvelope('general', family.answers[key] ?? null),
    });
  };
  let dispatch: ((action: { type: string }) => void) | null = null;
  const api = createApiClient({
    fetch: fetchImpl as unknown as typeof fetch,
    session: () => ({}),
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
  const clock = createVirtualClock();
  const context = {
    api,
    bridge: fakeBridge(false),
    clock,
    storage: memoryStorage(),
    navigator,
    cookies: memoryCookies(),
  };
  const store = createAppStore({ context });
  dispatch = store.dispatch;
  window.history.replaceState(null, '', family.url);
  const { container } = render(
    <Provider store={store}>
      <IntlProvider locale="es-MX" messages={esMX} defaultLocale="es-MX">
        <ErrorBoundary>
          <PromotionRoutes />
        </ErrorBoundary>
        <ConnectedLoading />
        <ConnectedToast />
      </IntlProvider>
    </Provider>,
  );
  const busy = () => container.querySelector('[aria-busy="true"]') !== null;
  let elapsed = 0;
  /** Lets answers come; while something is busy, virtual time goes on (at most 2 s, less than a toast). */
  const settled = async () => {
    for (let step = 0; step < 400; step += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 2)));
      if (step > 3 && !busy()) return;
      if (elapsed < 2000) {
        elapsed += 50;
        await act(() => clock.advance(50));
      }
    }
    throw new Error('stuck loading');
  };
  return {
    container,
    store,
    navigator,
    clock,
    fetched,
    idempotencyKeys,
    settled,
    arm: () => (state.armed = true),
  };
}

/** One bad answer: throws when the page crashes, stays busy or fails without a message. */
export async function runLandingCase(family: LandingFamily, bad: BadCase): Promise<Outcome> {
  const page = mountLanding(family, bad);
  try {
    await page.settled();
    if (family.act) {
      page.arm();
      await family.act(page.container);
      await act(() => Promise.resolve());
      await page.settled();
    }
    const { container } = page;
    if (container.querySelector('.error-screen')) throw new Error('error screen');
    // Whatever the answers, the registration form stays usable on the landing.
    if (!family.url.includes('#/') && !container.querySelector('form')) throw new Error('no form');
    const toast = visibleText(container.querySelector('.toast'));
    const failed = container.querySelector('.load-failed');
    if (failed && visibleText(failed) === '') throw new Error('failure without a message');
    if (family.act) {
      if (page.navigator.visited.length > 0 || family.succeeded?.(page.container))
        return 'navigated';
      const alert = visibleText(container.querySelector('[role="alert"]'));
      if (toast === '' && alert === '' && !failed)
        throw new Error('submit failed without a message');
      return 'failure shown';
    }
    return failed || toast !== '' ? 'failure shown' : 'content';
  } finally {
    cleanup();
    window.history.replaceState(null, '', '/');
  }
}
