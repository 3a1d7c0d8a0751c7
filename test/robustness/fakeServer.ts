import { act } from '@testing-library/react';
import { SPEC_BACKEND, type BackendCapabilities } from '../../src/platform/api/backend';
import { createApiClient } from '../../src/platform/api/client';
import { endpointUrl, resolveEndpoints, type EndpointKey } from '../../src/platform/api/endpoints';
import type { SessionParams } from '../../src/platform/session/session';
import type { VirtualClock } from '../../src/platform/clock/clock';
import {
  loadingEnded,
  loadingStarted,
  sessionExpired,
  toastRequested,
} from '../../src/shell/uiSlice';
import { successEnvelope, type Wire } from './badAnswers';

/**
 * What the robustness harnesses share (the app's pages in harness.tsx, the landing's in
 * test/promotion/robustnessHarness.tsx): a fake server's answers, the real api client over it,
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

/** One request the fake server took: its endpoint, its Idempotency-Key (if any) and its body. */
interface SeenRequest {
  endpoint: EndpointKey;
  key: string | undefined;
  body: string;
}

/** A header the client sent (it sends a plain object), by name in any case. */
function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  const headers = init?.headers;
  if (headers === undefined || Array.isArray(headers)) return undefined;
  const found: unknown = Object.entries(headers).find(
    ([key]) => key.toLowerCase() === name.toLowerCase(),
  )?.[1];
  return typeof found === 'string' ? found : undefined;
}

/** A success envelope of each endpoint's kind around its data in `answers` (null when none). */
export const goodAnswers =
  (answers: Partial<Record<EndpointKey, unknown>>) =>
  (endpoint: EndpointKey): Wire => ({
    kind: 'json',
    status: 200,
    body: successEnvelope(table[endpoint].envelope, answers[endpoint] ?? null),
  });

/**
 * A fake server that notes every request and answers each endpoint with what `answer` says, unless wires
 * are queued for it (`queue`): those answer its next requests, one each and in order (a retry sequence:
 * a time-out, then a success). An unknown path gets a 404 page.
 */
export function fakeServer(answer: (endpoint: EndpointKey) => Wire) {
  const queued = new Map<EndpointKey, Wire[]>();
  const requests: SeenRequest[] = [];
  return {
    requests,
    fetch(url: string, init?: RequestInit): Promise<Response> {
      const endpoint = endpointOf(url);
      if (!endpoint) return respond({ kind: 'text', status: 404, body: 'no such endpoint' });
      const body = typeof init?.body === 'string' ? init.body : String(init?.body ?? '');
      requests.push({ endpoint, key: headerOf(init, 'Idempotency-Key'), body });
      return respond(queued.get(endpoint)?.shift() ?? answer(endpoint));
    },
    queue(endpoint: EndpointKey, ...wires: Wire[]) {
      queued.set(endpoint, [...(queued.get(endpoint) ?? []), ...wires]);
    },
    /** The requests to `endpoint`, in order. */
    sent: (endpoint: EndpointKey) => requests.filter((r) => r.endpoint === endpoint),
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

export const visibleText = (el: Element | null) => (el?.textContent ?? '').trim();

/**
 * The real api client over `fetchImpl`, its texts from `catalog`, its ui effects dispatched. `backend`:
 * what the backend is declared to do (the spec's when absent: no call is ever sent twice by the client).
 */
export function robustClient(
  fetchImpl: (url: string, init?: RequestInit) => Promise<Response>,
  options: {
    session: SessionParams;
    catalog: Record<string, string>;
    dispatch: () => ((action: { type: string }) => void) | null;
    backend?: BackendCapabilities;
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
    backend: () => options.backend ?? SPEC_BACKEND,
  });
}

/**
 * Lets answers come. While something is busy, time goes on (virtual clock, 50 ms a step, at most 2 s in
 * all: less than a toast's 3 s, so a message shown is still there when the case is judged). Real time is
 * only what the answers take (the client's time-out here is 30 ms). Throws when the page stays busy.
 * `minSteps`: steps to wait before an idle page counts as settled (a page that starts idle). `done`: the
 * flow went on (a page that is being replaced stays busy until it goes).
 */
export function settler(container: HTMLElement, clock: VirtualClock, minSteps = 0) {
  let elapsed = 0;
  const busy = () => container.querySelector('[aria-busy="true"]') !== null;
  return async (done?: () => boolean) => {
    for (let step = 0; step < 400; step += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 2)));
      if (step >= minSteps && (!busy() || done?.() === true)) return;
      if (elapsed < 2000) {
        elapsed += 50;
        await act(() => clock.advance(50));
      }
    }
    throw new Error('stuck loading');
  };
}
