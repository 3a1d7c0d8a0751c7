import { object } from 'yup';
import {
  attemptAfter,
  attemptFor,
  forAttempt,
  isDefinitive,
} from '../../../src/platform/api/attempt';
import { createApiClient, type ApiClientOptions } from '../../../src/platform/api/client';
import { anyData, oneOfNumbers } from '../../../src/platform/api/schema';
import type { ApiClient } from '../../../src/platform/api/types';

type Answer = { status?: number; body: unknown } | Error | 'hang';

/** The real client over a fake fetch answering in order (the last answer repeats); keys key-1, key-2... */
function setup(...answers: Answer[]) {
  return setupWith({}, ...answers);
}

/** A backend declared to honour Idempotency-Key (config.js `backend`): the client re-sends after a reset. */
const keyed: Partial<ApiClientOptions> = { backend: () => ({ idempotencyKeys: true }) };

function setupWith(extra: Partial<ApiClientOptions>, ...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = jest.fn((_url: string, _init?: RequestInit) => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next === 'hang') return new Promise<never>(() => undefined);
    if (!next || next instanceof Error) return Promise.reject(next ?? new Error('reset'));
    const status = next.status ?? 200;
    const body = typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => body });
  });
  let n = 0;
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({}),
    locale: () => 'en',
    timeoutMs: 10,
    messages: () => ({ network: 'Network', timeout: 'Time-out', malformed: 'Unexpected' }),
    newKey: () => `key-${(n += 1)}`,
    ...extra,
  });
  const keys = () =>
    fetchMock.mock.calls.map((c) => (c[1]?.headers as Record<string, string>)['Idempotency-Key']);
  return { client, fetchMock, keys };
}

const ok = { body: { code: '00', message: '', data: null } };
const commit = object({ needValid: oneOfNumbers([0, 1] as const) });
const call = { idempotent: true, attempt: 'pay-1' } as const;

describe('api client: one Idempotency-Key per attempt', () => {
  it.each<[string, Answer]>([
    ['a time-out', 'hang'],
    ['HTTP 502', { status: 502, body: '<html></html>' }],
    ['HTTP 503', { status: 503, body: { code: '99', message: 'busy' } }],
    ['HTTP 504', { status: 504, body: '' }],
    ['HTTP 500 without the envelope', { status: 500, body: 'oops' }],
    ['an HTML page with 200', { body: '<!doctype html><p>proxy</p>' }],
  ])('%s: the next call of the attempt carries the same key', async (_, first) => {
    const { client, keys } = setup(first, ok);
    expect((await client.post('repaymentConfirm', anyData, {}, call)).success).toBe(false);
    expect((await client.post('repaymentConfirm', anyData, {}, call)).success).toBe(true);
    expect(keys()).toEqual(['key-1', 'key-1']);
  });

  it('two resets (the automatic retry too): the manual retry still carries the same key', async () => {
    const { client, keys } = setupWith(keyed, new Error('reset'), new Error('reset'), ok);
    expect((await client.post('repaymentConfirm', anyData, {}, call)).code).toBe('network');
    await client.post('repaymentConfirm', anyData, {}, call);
    expect(keys()).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('a success whose data its schema refuses may have booked: the key stays', async () => {
    const { client, keys } = setup({ body: { code: '00', message: '', data: { needValid: 7 } } });
    expect((await client.post('repaymentCommit', commit, {}, call)).code).toBe('BAD_RESPONSE');
    await client.post('repaymentCommit', commit, {}, call);
    expect(keys()).toEqual(['key-1', 'key-1']);
  });

  it.each<[string, Answer]>([
    ['a success', ok],
    ['the server failure envelope', { body: { code: '800006', message: 'Wrong code' } }],
    ['a 429 in the envelope', { status: 429, body: { code: '429', message: 'Slow down' } }],
  ])('%s ends the attempt: a call with its name again is a new request', async (_, first) => {
    const { client, keys } = setup(first, ok);
    await client.post('repaymentConfirm', anyData, {}, call);
    await client.post('repaymentConfirm', anyData, {}, call);
    expect(keys()).toEqual(['key-1', 'key-2']);
  });

  it('attempts are told apart by name and endpoint; a call without one gets a fresh key', async () => {
    const { client, keys } = setup({ status: 504, body: '' });
    await client.post('repaymentConfirm', anyData, {}, call);
    await client.post('repaymentConfirm', anyData, {}, { attempt: 'pay-2' });
    await client.post('repaymentCommit', anyData, {}, call);
    await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    await client.post('repaymentConfirm', anyData, {}, call);
    expect(keys()).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-1']);
  });
});

describe('attempts as flows keep them', () => {
  it.each([
    ['0', true],
    ['00', true],
    ['800006', true],
    ['', true],
    ['network', false],
    ['timeout', false],
    ['malformed', false],
    ['BAD_RESPONSE', false],
    ['http_502', false],
    ['http_504', false],
    ['http_500', false],
    ['unknown_endpoint', false],
  ])('code %p is definitive: %p', (code, definitive) => {
    expect(isDefinitive({ code })).toBe(definitive);
  });

  it('the same subject goes on with the kept attempt; another subject starts a new one', () => {
    const first = attemptFor(null, 'pay', 'card:1', 1_000);
    expect(first).toEqual({ name: 'pay-rs', subject: 'card:1', unsure: false });
    const unsure = attemptAfter(first, { code: 'timeout' });
    expect(unsure).toEqual({ ...first, unsure: true });
    expect(attemptFor(unsure, 'pay', 'card:1', 9_000)).toBe(unsure);
    expect(attemptFor(unsure, 'pay', 'card:2', 9_000).name).toBe('pay-6y0');
    expect(attemptAfter(first, { code: '00' })).toBeNull();
    // Another subject at the same clock reading is still another attempt.
    expect(attemptFor(unsure, 'pay', 'card:2', 1_000).name).toBe('pay-rs-2');
  });

  it('forAttempt names the attempt on idempotent calls only, and passes the rest as they are', async () => {
    const post = jest.fn().mockResolvedValue(null);
    const api: ApiClient = { post, get: jest.fn(), upload: jest.fn() };
    const keyed = forAttempt(api, { name: 'pay-1' });
    await keyed.post('repaymentCommit', anyData, { a: 1 }, { idempotent: true });
    await keyed.post('repaymentWay', anyData, { b: 2 });
    expect(post.mock.calls).toEqual([
      ['repaymentCommit', anyData, { a: 1 }, { idempotent: true, attempt: 'pay-1' }],
      ['repaymentWay', anyData, { b: 2 }, undefined],
    ]);
  });
});
