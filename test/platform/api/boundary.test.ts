import { object } from 'yup';
import { createApiClient, type ApiClientOptions } from '../../../src/platform/api/client';
import {
  anyData,
  BAD_RESPONSE,
  oneOfNumbers,
  requiredText,
  text,
} from '../../../src/platform/api/schema';

const MESSAGES = {
  network: 'Network error',
  timeout: 'Timed out',
  malformed: 'Unexpected answer',
  unavailable: 'Service unavailable',
  sessionExpired: 'Session expired',
};

type Answer = { status?: number; body: unknown } | Error;

function setup(...answers: Answer[]) {
  return setupWith({}, ...answers);
}

/** A backend declared to honour Idempotency-Key (config.js `backend`): the client re-sends after a reset. */
const keyed: Partial<ApiClientOptions> = { backend: () => ({ idempotencyKeys: true }) };

function setupWith(extra: Partial<ApiClientOptions>, ...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next || next instanceof Error) throw next ?? new Error('reset');
    const status = next.status ?? 200;
    const body = typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  });
  const onToast = jest.fn();
  const onSessionExpired = jest.fn();
  let n = 0;
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({ sessionId: 's' }),
    locale: () => 'en',
    messages: () => MESSAGES,
    onToast,
    onSessionExpired,
    newKey: () => `key-${(n += 1)}`,
    ...extra,
  });
  const header = (i: number, name: string) => {
    const init = fetchMock.mock.calls[i]?.[1];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return headers[name];
  };
  return { client, fetchMock, onToast, onSessionExpired, header };
}

const commitSchema = object({
  needValid: oneOfNumbers([0, 1] as const),
  repayRecordId: text(),
  title: text(),
});

describe('api client: the schema decides whether a success is usable', () => {
  it('data that fits is handed over normalized (number shown as text, unknown keys dropped)', async () => {
    const { client } = setup({
      body: { code: '00', message: '', data: { needValid: '1', repayRecordId: 77, extra: 'x' } },
    });
    const result = await client.post('repaymentCommit', commitSchema);
    expect(result).toMatchObject({
      success: true,
      data: { needValid: 1, repayRecordId: '77', title: '' },
    });
    expect(result.data).not.toHaveProperty('extra');
  });

  it.each([
    ['missing', {}],
    ['null', { needValid: null }],
    ['a word', { needValid: 'abc' }],
    ['out of range', { needValid: 2 }],
    ['a boolean', { needValid: true }],
    ['an empty string', { needValid: '' }],
  ])(
    'a decision field %s refuses the answer: BAD_RESPONSE with the localized text',
    async (_name, data) => {
      const { client, onToast } = setup({ body: { code: '00', message: 'ok', data } });
      const result = await client.post(
        'repaymentCommit',
        commitSchema,
        {},
        { toastOnFailure: true },
      );
      expect(result).toMatchObject({
        success: false,
        code: BAD_RESPONSE,
        message: 'Unexpected answer',
        data: null,
      });
      expect(onToast).toHaveBeenCalledWith('Unexpected answer');
    },
  );

  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['an array', [1, 2]],
    ['a number', 5],
  ])('data %s where an object is expected is refused', async (_name, data) => {
    const { client } = setup({ body: { code: 0, message: 'ok', data } });
    const schema = object({ va: requiredText(), email: requiredText() });
    expect((await client.post('getWhatsapp', schema)).code).toBe(BAD_RESPONSE);
  });

  it('a failure never carries data, whatever the server sent', async () => {
    const { client } = setup({ body: { code: 1, message: 'No', data: { needValid: 1 } } });
    expect(await client.post('getWhatsapp', anyData)).toMatchObject({
      success: false,
      data: null,
      message: 'No',
    });
  });
});

describe('api client: failure classes and texts', () => {
  it('an HTML error page with status 200 is an unexpected answer', async () => {
    const { client } = setup({ body: '<!doctype html><title>Error</title><h1>Bad gateway</h1>' });
    expect(await client.post('getWhatsapp', anyData)).toMatchObject({
      code: 'malformed',
      message: 'Unexpected answer',
    });
  });

  it.each([400, 404, 409, 429, 500, 502, 503])(
    'HTTP %i without an envelope shows "service unavailable", never the raw server words',
    async (status) => {
      const { client, onSessionExpired } = setup({ status, body: 'Bad gateway' });
      const result = await client.post('getWhatsapp', anyData);
      expect(result).toMatchObject({
        success: false,
        code: `http_${status}`,
        message: 'Service unavailable',
      });
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it.each([401, 403])('HTTP %i means the session is gone', async (status) => {
    const { client, onSessionExpired } = setup({
      status,
      body: { code: 1, message: 'Forbidden', data: null },
    });
    expect(await client.post('getWhatsapp', anyData)).toMatchObject({
      code: `http_${status}`,
      message: 'Session expired',
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    [502, 'Service unavailable'],
    [503, 'Service unavailable'],
    [504, 'Timed out'],
  ])(
    'a gateway %i with an envelope shows the class text, not its English words',
    async (status, text) => {
      const { client } = setup({
        status,
        body: { code: status, message: 'Bad gateway: upstream reset', data: null },
      });
      expect(await client.post('getWhatsapp', anyData)).toMatchObject({
        code: `http_${status}`,
        message: text,
      });
    },
  );

  it('an HTTP error with an envelope but no message gets the class text', async () => {
    const { client } = setup({ status: 500, body: { code: 500, message: '', data: null } });
    expect(await client.post('getWhatsapp', anyData)).toMatchObject({
      code: '500',
      message: 'Service unavailable',
    });
  });

  it('a huge server message is not shown: no text, so the flow shows its class text', async () => {
    const { client, onToast } = setup({
      body: { code: 1, message: 'x '.repeat(50_000), data: null },
    });
    const result = await client.post('getWhatsapp', anyData);
    expect(result.message).toBe('');
    expect(onToast).toHaveBeenCalledWith('Network error');
  });

  it.each(['success', 'error', '500', '<h1>Error</h1>', 'x'.repeat(121)])(
    'an HTTP error whose envelope says %j gets the class text',
    async (message) => {
      const { client } = setup({ status: 500, body: { code: 500, message, data: null } });
      expect(await client.post('getWhatsapp', anyData)).toMatchObject({
        code: '500',
        message: 'Service unavailable',
      });
    },
  );

  it('a failure that reads as a message is shown as sent, and toasted', async () => {
    const { client, onToast } = setup({
      body: { code: 1, message: 'Servicio en mantenimiento', data: null },
    });
    expect((await client.post('getWhatsapp', anyData)).message).toBe('Servicio en mantenimiento');
    expect(onToast).toHaveBeenCalledWith('Servicio en mantenimiento');
  });
});

describe('api client: the landing has no session', () => {
  it.each([401, 403])(
    'HTTP %i on a landing call is service unavailable and asks for no login',
    async (status) => {
      const { client, onSessionExpired } = setup({
        status,
        body: { code: status, message: 'Session expired', data: null },
      });
      const result = await client.get('getSid', anyData);
      expect(result).toMatchObject({ code: `http_${status}`, message: 'Service unavailable' });
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it.each([401, 403])('HTTP %i on an app call is still a lost session', async (status) => {
    const { client, onSessionExpired } = setup({ status, body: '' });
    const result = await client.post('getWhatsapp', anyData);
    expect(result).toMatchObject({ code: `http_${status}`, message: 'Session expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('api client: idempotent submits to a backend that honours keys', () => {
  it('each call carries a fresh Idempotency-Key; plain calls carry none', async () => {
    const { client, header } = setup({ body: { code: '00', message: '', data: null } });
    await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    await client.post('repaymentWay', anyData);
    expect([header(0, 'Idempotency-Key'), header(1, 'Idempotency-Key')]).toEqual([
      'key-1',
      'key-2',
    ]);
    expect(header(2, 'Idempotency-Key')).toBeUndefined();
  });

  it('no answer: retried once with the same key', async () => {
    const { client, fetchMock, header } = setupWith(keyed, new Error('reset'), {
      body: { code: '00', message: '', data: null },
    });
    const result = await client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    expect(result.success).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(header(1, 'Idempotency-Key')).toBe(header(0, 'Idempotency-Key'));
  });

  it('an answer, even a failure, is never retried; nor is a plain call', async () => {
    const failed = setupWith(keyed, { status: 500, body: 'x' });
    await failed.client.post('repaymentConfirm', anyData, {}, { idempotent: true });
    expect(failed.fetchMock).toHaveBeenCalledTimes(1);
    const plain = setupWith(keyed, new Error('reset'));
    expect((await plain.client.post('repaymentConfirm', anyData)).code).toBe('network');
    expect(plain.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('two resets: one retry, then the network failure', async () => {
    const { client, fetchMock } = setupWith(keyed, new Error('reset'));
    expect(await client.post('repaymentConfirm', anyData, {}, { idempotent: true })).toMatchObject({
      code: 'network',
      message: 'Network error',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
