import { act } from '@testing-library/react';
import { createApiClient } from '../../src/platform/api/client';
import { endpointUrl, resolveEndpoints, type EndpointKey } from '../../src/platform/api/endpoints';
import type { SessionParams } from '../../src/platform/session/session';
import type { VirtualClock } from '../../src/platform/clock/clock';
import { loadingEnded, loadingStarted, sessionExpired, toastRequested } from '../../src/ui/uiSlice';
import type { Wire } from './badAnswers';

/**
 * What the robustness harnesses share (the app's pages in harness.tsx, the landing's in
 * test/features/promotion/robustnessHarness.tsx): a fake server's answers, the real api client over it,
 * and the wait for a page to settle on the virtual clock.
 */
const table = resolveEndpoints();
const keyOfPath = new Map(
  (Object.keys(table) as EndpointKey[]).map((key) => [endpointUrl(table[key]), key]),
);

/** The endpoint a request URL names (query ignored), if any. */
export const endpointOf = (url: string): EndpointKey | undefined =>
  keyOfPath.get(url.split('?')[0]);

/** The fetch answer for a wire: a body with a status, a reset, or no answer at all. */
export function respond(wire: Wire): Promise<Response> {
  if (wire.kind === 'reset') return Promise.reject(new TypeError('Failed to fetch'));
  if (wire.kind === 'hang') return new Promise<Response>(() => undefined);
  const body = wire.kind === 'json' ? JSON.stringify(wire.body) : wire.body;
  return Promise.resolve({
    ok: wire.status >= 200 && wire.status < 300,
    status: wire.status,
    text: () => Promise.resolve(body),
  } as Response);
}

export const visibleText = (el: Element | null) => (el?.textContent ?? '').trim();

/** The real api client over `fetchImpl`, its texts from `catalog`, its ui effects dispatched. */
export function robustClient(
  fetchImpl: (url: string, init?: RequestInit) => Promise<Response>,
  options: {
    session: SessionParams;
    catalog: Record<string, string>;
    dispatch: () => ((action: { type: string }) => void) | null;
  },
) {
  const { catalog, dispatch } = options;
  return createApiClient({
    fetch: fetchImpl as unknown as typeof fetch,
    session: () => options.session,
    locale: () => 'es-MX',
    timeoutMs: 30,
    messages: () => ({
      network: catalog['common.networkError'],
      timeout: catalog['common.timeout'],
      malformed: catalog['common.malformed'],
      unavailable: catalog['common.unavailable'],
      sessionExpired: catalog['common.sessionExpired'],
    }),
    onToast: (text) => dispatch()?.(toastRequested({ text })),
    onLoading: (phase, text) =>
      dispatch()?.(phase === 'start' ? loadingStarted({ text }) : loadingEnded()),
    onSessionExpired: () => dispatch()?.(sessionExpired()),
  });
}

/**
 * Lets answers come. While something is busy, time goes on (virtual clock, 50 ms a step, at most 2 s in
 * all: less than a toast's 3 s, so a message shown is still there when the case is judged). Real time is
 * only what the answers take (the client's time-out here is 30 ms). Throws when the page stays busy.
 * `minSteps`: steps to wait before an idle page counts as settled (a page that starts idle).
 */
export function settler(container: HTMLElement, clock: VirtualClock, minSteps = 0) {
  let elapsed = 0;
  const busy = () => container.querySelector('[aria-busy="true"]') !== null;
  return async () => {
    for (let step = 0; step < 400; step += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 2)));
      if (step >= minSteps && !busy()) return;
      if (elapsed < 2000) {
        elapsed += 50;
        await act(() => clock.advance(50));
      }
    }
    throw new Error('stuck loading');
  };
}
