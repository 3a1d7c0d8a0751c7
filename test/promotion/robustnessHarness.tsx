import { act, cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { PromotionRoutes } from '../../src/promotion/promotionRoutes';
import { createAppStore } from '../../src/runtime/store';
import promoEsMX from '../../src/i18n/catalogs/promotion/es-MX';
import { textsOf } from '../support/texts';
import type { EndpointKey } from '../../src/platform/api/endpoints';
import { createVirtualClock } from '../../src/platform/clock/clock';
import { ErrorBoundary } from '../../src/ui';
import { ConnectedLoading, ConnectedToast } from '../../src/shell';
import { fakeBridge, fakeNavigator, memoryStorage } from '../support/fakeContext';
import { successEnvelope, type BadCase } from '../robustness/badAnswers';
import { endpointOf, respond, robustClient, settler, visibleText } from '../robustness/fakeServer';
import { memoryCookies, rawTemplate, SID } from './support';

const esMX = textsOf(promoEsMX);

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

/**
 * The landing rendered over a fake server; `fetched` counts the requests per endpoint, and
 * `idempotencyKeys` the distinct attempts of the calls that carry one (a retry reuses its key).
 */
export function mountLanding(family: LandingFamily, bad: BadCase | null) {
  const fetched = new Map<string, number>();
  const idempotencyKeys = new Map<string, Set<string>>();
  const state = { armed: family.act === undefined };
  const fetchImpl = (url: string, init: RequestInit = {}) => {
    const key = endpointOf(url);
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
  const api = robustClient(fetchImpl, { session: {}, catalog: esMX, dispatch: () => dispatch });
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
  // The landing starts idle: a few steps first, so its first calls are under way.
  const settled = settler(container, clock, 4);
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

/** The landing's address in these tests, and the good answer of every call it makes. */
export const LANDING_URL = '/promotion?id=1&user_from=fb';
export const ack = { ok: true };
export const landingAnswers = {
  channelTemplate: rawTemplate(),
  getSid: { sid: SID },
  trackVisit: ack,
  trackClick: ack,
  getSms: ack,
  register: ack,
};

/** The landing mounted with `bad` armed, settled, and the family's act done and settled. */
export async function landingAfterAct(family: LandingFamily, bad: BadCase) {
  const page = mountLanding(family, bad);
  await page.settled();
  if (family.act) {
    page.arm();
    await family.act(page.container);
    await act(() => Promise.resolve());
    await page.settled();
  }
  return page;
}

/** One bad answer: throws when the page crashes, stays busy or fails without a message. */
export async function runLandingCase(family: LandingFamily, bad: BadCase): Promise<Outcome> {
  try {
    const page = await landingAfterAct(family, bad);
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
