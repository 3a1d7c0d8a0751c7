import { createApiClient, type ApiMessages } from '../../../src/platform/api/client';
import { anyData } from '../../../src/platform/api/schema';
import type { CallOptions } from '../../../src/platform/api/types';
import type { EndpointKey } from '../../../src/platform/api/endpoints';

/**
 * The toast of a failed call whose own server text is unusable (a status word, a dump, markup): an answer
 * came back, so the server failed, not the network. It shows `messages.server` (common.serverFailed); a
 * call without an answer keeps the network text; without a `server` text the network text stands in.
 */

const WITH_SERVER: ApiMessages = {
  network: 'Network error',
  timeout: 'Timed out',
  malformed: 'Bad answer',
  unavailable: 'Unavailable',
  server: 'The service failed',
};
const { server: _server, ...WITHOUT_SERVER } = WITH_SERVER;

type Answer = { status?: number; body: unknown } | Error;

function setup(answer: Answer, messages: ApiMessages = WITH_SERVER) {
  const fetchMock = jest.fn(() => {
    if (answer instanceof Error) return Promise.reject(answer);
    const status = answer.status ?? 200;
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => body });
  });
  const onToast = jest.fn();
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({ sessionId: 's1' }),
    locale: () => 'es-MX',
    messages: () => messages,
    onToast,
  });
  return { client, onToast };
}

const SENTENCE = 'Su solicitud no pudo ser procesada por el sistema en este momento.';
/** Three readable sentences, 200 characters: only its length makes it unusable. */
const LONG = `${SENTENCE} ${SENTENCE} ${SENTENCE}`;

describe('api client: the toast of a server failure without a usable text', () => {
  it('the long message is 200 characters', () => {
    expect([...LONG]).toHaveLength(200);
  });

  it.each<[string, unknown]>([
    ['a status word', 'error'],
    ['a status word with punctuation', 'Internal Server Error.'],
    ['a 200-character message', LONG],
    ['markup', '<b>x</b>'],
    ['an identifier', 'SYSTEM_ERROR'],
    ['an empty message', ''],
    ['no message at all', undefined],
    ['null', null],
  ])('general envelope {code: 5} with %s toasts the server text', async (_, message) => {
    const { client, onToast } = setup({ body: { code: 5, message, data: null } });
    const result = await client.post('problemList', anyData);
    expect(result).toMatchObject({ success: false, code: '5', message: '' });
    expect(onToast.mock.calls).toEqual([['The service failed']]);
  });

  it.each<[string, EndpointKey, unknown, CallOptions]>([
    ['v3', 'loanDetails', { success: false, message: 'fail' }, { toastOnFailure: true }],
    ['repayment', 'repaymentWay', { code: '1', message: 'error' }, { toastOnFailure: true }],
  ])(
    'a %s envelope failure with a status word toasts the server text when it toasts',
    async (_, endpoint, body, call) => {
      const { client, onToast } = setup({ body });
      await client.post(endpoint, anyData, {}, call);
      expect(onToast.mock.calls).toEqual([['The service failed']]);
    },
  );

  it('without a server text the network text stands in', async () => {
    const { client, onToast } = setup({ body: { code: 5, message: 'error' } }, WITHOUT_SERVER);
    await client.post('problemList', anyData);
    expect(onToast.mock.calls).toEqual([['Network error']]);
  });

  it.each(['Wrong captcha', SENTENCE])(
    'a server text that reads as a message (%j) is toasted as sent, with or without a server text',
    async (message) => {
      for (const messages of [WITH_SERVER, WITHOUT_SERVER]) {
        const { client, onToast } = setup({ body: { code: 5, message } }, messages);
        await client.post('problemList', anyData);
        expect(onToast.mock.calls).toEqual([[message]]);
      }
    },
  );
});

describe('api client: the toast of a failure that is not the server text', () => {
  it.each<[string, Answer, string, string]>([
    ['a fetch rejection', new TypeError('Failed to fetch'), 'network', 'Network error'],
    ['HTML with 200', { body: '<!doctype html><p>proxy</p>' }, 'malformed', 'Bad answer'],
    ['HTTP 500 without the envelope', { status: 500, body: 'oops' }, 'http_500', 'Unavailable'],
    ['HTTP 504 from a gateway', { status: 504, body: '' }, 'http_504', 'Timed out'],
    [
      'HTTP 500 with an unusable envelope text',
      { status: 500, body: { code: 9, message: 'error' } },
      '9',
      'Unavailable',
    ],
  ])('%s toasts its class text', async (_, answer, code, text) => {
    for (const messages of [WITH_SERVER, WITHOUT_SERVER]) {
      const { client, onToast } = setup(answer, messages);
      const result = await client.post('problemList', anyData);
      expect(result).toMatchObject({ success: false, code, message: text });
      expect(onToast.mock.calls).toEqual([[text]]);
    }
  });

  it('a time-out toasts the time-out text', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = jest.fn(() => new Promise<never>(() => undefined));
      const onToast = jest.fn();
      const client = createApiClient({
        fetch: fetchMock as unknown as typeof fetch,
        session: () => ({}),
        locale: () => 'es-MX',
        messages: () => WITH_SERVER,
        timeoutMs: 100,
        onToast,
      });
      const p = client.post('problemList', anyData);
      await jest.advanceTimersByTimeAsync(100);
      expect(await p).toMatchObject({ code: 'timeout', message: 'Timed out' });
      expect(onToast.mock.calls).toEqual([['Timed out']]);
    } finally {
      jest.useRealTimers();
    }
  });
});
