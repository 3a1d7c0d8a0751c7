import { createApiClient, type ApiClientOptions } from '../../../src/platform/api/client';
import type { BackendCapabilities } from '../../../src/platform/api/backend';
import { anyData } from '../../../src/platform/api/schema';
import type { ApiResult } from '../../../src/platform/api/types';

/**
 * Issue 35: the client re-sends a keyed call on its own (once, with the same Idempotency-Key) only to a
 * backend config.js declares as honouring keys. The spec's backend (no `backend` option, or
 * `idempotencyKeys: false`) would book the call twice: there the first result stands.
 */

const MESSAGES = { network: 'Network error', timeout: 'Timed out', malformed: 'Bad answer' };
const TIMEOUT_MS = 1_000;

type Answer = { status?: number; body: unknown } | Error | 'hang';

const reset = () => new TypeError('Failed to fetch');
const booked = { body: { code: '00', message: '', data: null } };

/** The three ways a deployment's backend reaches the client: absent (the spec's), false, true. */
const SETTINGS: [string, BackendCapabilities | undefined][] = [
  ['no backend option', undefined],
  ['idempotencyKeys: false', { idempotencyKeys: false }],
  ['idempotencyKeys: true', { idempotencyKeys: true }],
];
const SPEC_SETTINGS = SETTINGS.slice(0, 2);

/** The real client over a fake fetch answering in order (the last answer repeats); keys key-1, key-2... */
function setup(backend: BackendCapabilities | undefined, ...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = jest.fn((_url: string, init?: RequestInit) => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next === 'hang') {
      // A request nobody answers: it ends only when the client's time-out aborts it.
      return new Promise<never>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    if (!next || next instanceof Error) return Promise.reject(next ?? reset());
    const status = next.status ?? 200;
    const body = typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => body });
  });
  let n = 0;
  const extra: Partial<ApiClientOptions> = backend ? { backend: () => backend } : {};
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({ sessionId: 's1' }),
    locale: () => 'es-MX',
    messages: () => MESSAGES,
    timeoutMs: TIMEOUT_MS,
    newKey: () => `key-${(n += 1)}`,
    ...extra,
  });
  const keys = () =>
    fetchMock.mock.calls.map((c) => (c[1]?.headers as Record<string, string>)['Idempotency-Key']);
  return { client, fetchMock, keys };
}

describe('api client: a keyed POST that brought no answer (a reset)', () => {
  it.each(SPEC_SETTINGS)('%s: sent once, the network failure stands', async (_, backend) => {
    const { client, fetchMock, keys } = setup(backend, reset(), booked);
    const result = await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    expect(result).toMatchObject({ success: false, code: 'network', message: 'Network error' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual(['key-1']);
  });

  it('idempotencyKeys: true: sent again once, with the same Idempotency-Key', async () => {
    const { client, fetchMock, keys } = setup({ idempotencyKeys: true }, reset(), booked);
    const result = await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    expect(result.success).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keys()).toEqual(['key-1', 'key-1']);
    expect(fetchMock.mock.calls.map((c) => c[1]?.method)).toEqual(['POST', 'POST']);
  });

  it.each(SETTINGS)(
    '%s: a keyed upload follows the same rule as a keyed POST',
    async (_, backend) => {
      const { client, fetchMock, keys } = setup(backend, reset(), booked);
      const file = { field: 'problemImage', file: new Blob(['png']), filename: 'a.png' };
      await client.upload('uploadProblemImg', anyData, file, { idempotent: true });
      const sends = backend?.idempotencyKeys ? 2 : 1;
      expect(fetchMock).toHaveBeenCalledTimes(sends);
      expect(keys()).toEqual(Array<string>(sends).fill('key-1'));
    },
  );

  it.each(SPEC_SETTINGS)(
    "%s: the flow's own retry of the attempt carries the same key",
    async (_, backend) => {
      const { client, fetchMock, keys } = setup(backend, reset(), booked);
      const call = { idempotent: true, attempt: 'pay-1' };
      expect((await client.post('repaymentConfirm', anyData, {}, call)).code).toBe('network');
      expect((await client.post('repaymentConfirm', anyData, {}, call)).success).toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(keys()).toEqual(['key-1', 'key-1']);
    },
  );

  it.each(SETTINGS)(
    '%s: the Idempotency-Key header is sent on a keyed call, none on a plain one',
    async (_, backend) => {
      const { client, fetchMock } = setup(backend, booked);
      await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
      await client.post('repaymentConfirm', anyData);
      const headers = fetchMock.mock.calls.map((c) => c[1]?.headers as Record<string, string>);
      expect(headers[0]).toMatchObject({ 'Idempotency-Key': 'key-1' });
      expect(headers[1]).not.toHaveProperty('Idempotency-Key');
    },
  );

  it('reads the backend on every call, not once when the client is made', async () => {
    let backend: BackendCapabilities = { idempotencyKeys: false };
    const fetchMock = jest.fn(() => Promise.reject(reset()));
    const client = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      session: () => ({}),
      locale: () => 'es-MX',
      messages: () => MESSAGES,
      backend: () => backend,
    });
    await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    backend = { idempotencyKeys: true };
    await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('api client: failures that are never sent again, whatever the backend', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(SETTINGS)('%s: a keyed POST that times out is sent once', async (_, backend) => {
    const { client, fetchMock, keys } = setup(backend, 'hang', booked);
    let settled: ApiResult<unknown> | null = null;
    const p = client
      .post('repaymentConfirm', anyData, {}, { idempotent: true })
      .then((r) => (settled = r));
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toMatchObject({ success: false, code: 'timeout', message: 'Timed out' });
    // Nothing more is sent later either: no timer is left.
    await jest.advanceTimersByTimeAsync(10 * TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual(['key-1']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it.each(SETTINGS)('%s: a keyed POST answered HTTP 504 is sent once', async (_, backend) => {
    const { client, fetchMock } = setup(backend, { status: 504, body: '' }, booked);
    const result = await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    expect(result).toMatchObject({ success: false, code: 'http_504' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(SETTINGS)(
    '%s: a GET read without a key is sent once after a reset',
    async (_, backend) => {
      const { client, fetchMock, keys } = setup(backend, reset(), booked);
      const result = await client.get('getSid', anyData);
      expect(result).toMatchObject({ success: false, code: 'network' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(keys()).toEqual([undefined]);
    },
  );

  it.each(SETTINGS)('%s: a plain POST is sent once after a reset', async (_, backend) => {
    const { client, fetchMock } = setup(backend, reset(), booked);
    expect((await client.post('repaymentConfirm', anyData)).code).toBe('network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
