import { SPEC_BACKEND } from '../../../src/platform/api/backend';
import { createApiClient } from '../../../src/platform/api/client';
import type { FakeContext } from '../../support/fakeContext';

/** What the fake network answers one request: an HTTP status and a body, or nothing (a hang). */
export type Wire = { status: number; body: unknown } | 'hang';

/**
 * Puts the real api client (envelope rules, attempts, keys) behind the context's fake `api.post`, over a
 * fake fetch answering each path (a part of the URL) from its wires in order (the last one repeats). The
 * client's own time-out is 20 ms of real time, so a hang is a time-out. The client is told the
 * context's backend (a backend that honours keys gets its one automatic retry after no answer).
 * `keys(path)`: the Idempotency-Key each request to that path carried.
 */
export function realClient(context: FakeContext, routes: Record<string, Wire[]>) {
  const sent: { url: string; key: string | undefined }[] = [];
  const fetchMock = (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url, key: init.headers['Idempotency-Key'] });
    const path = Object.keys(routes).find((p) => url.includes(p));
    const wires: Wire[] = path ? routes[path] : [{ status: 404, body: '' }];
    const count = sent.filter((s) => path !== undefined && s.url.includes(path)).length;
    const wire = wires[Math.min(count - 1, wires.length - 1)];
    if (wire === 'hang') return new Promise<never>(() => undefined);
    const text = typeof wire.body === 'string' ? wire.body : JSON.stringify(wire.body);
    return Promise.resolve({
      ok: wire.status >= 200 && wire.status < 300,
      status: wire.status,
      text: () => Promise.resolve(text),
    });
  };
  let n = 0;
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({}),
    locale: () => 'es-MX',
    timeoutMs: 20,
    messages: () => ({
      network: 'Sin conexión',
      timeout: 'Tiempo agotado',
      malformed: 'Inesperado',
    }),
    newKey: () => `key-${(n += 1)}`,
    backend: () => context.backend ?? SPEC_BACKEND,
  });
  context.api.post.mockImplementation(client.post);
  const keys = (path: string) => sent.filter((s) => s.url.includes(path)).map((s) => s.key);
  return { sent, keys };
}

/** Lets the real client's 20 ms time-out pass. */
export const realTimeOut = () => new Promise((r) => setTimeout(r, 40));
