/**
 * @jest-environment node
 */
import { createApiClient } from '../../../src/platform/api/client';
import {
  formPost,
  requestUrl,
  startEarly,
  startEarlyGet,
  withEarlyAnswers,
} from '../../../src/platform/api/early';
import { resolveEndpoints } from '../../../src/platform/api/endpoints';
import { buildHeaders } from '../../../src/platform/api/headers';
import { object, string } from 'yup';

const SESSION = { sessionId: 's1', deviceId: 'd2' };
const MESSAGES = {
  network: 'Sin conexión',
  timeout: 'Tiempo agotado',
  malformed: 'Respuesta inválida',
};
const endpoints = resolveEndpoints({});
const schema = object({ id: string().required() });

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function page() {
  const win = {} as Window;
  const network = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(answer({ code: 0, message: 'ok', data: { id: 'network' } })),
  );
  const client = createApiClient({
    endpoints,
    fetch: withEarlyAnswers(win, (input, init) => network(String(input), init)),
    session: () => SESSION,
    locale: () => 'es-MX',
    messages: () => MESSAGES,
  });
  /** The early script's request for channel-template?templateId=id, answered by `early`. */
  const early = (id: string, response: Promise<Response>, locale = 'es-MX') =>
    startEarlyGet(
      win,
      requestUrl(endpoints.channelTemplate, SESSION, { templateId: id }),
      buildHeaders('app', SESSION, locale),
      () => response,
    );
  const get = (id: string) =>
    client.get('channelTemplate', schema, { templateId: id }, { toastOnFailure: false });
  return { win, network, early, get };
}

describe('early requests', () => {
  it('the identical request takes the early answer, once, through the same schema', async () => {
    const { network, early, get } = page();
    early('3', Promise.resolve(answer({ code: 0, message: 'ok', data: { id: 'early' } })));
    expect(await get('3')).toMatchObject({ success: true, data: { id: 'early' } });
    expect(network).not.toHaveBeenCalled();
    expect(await get('3')).toMatchObject({ success: true, data: { id: 'network' } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('an early answer that breaks the schema is refused like any other', async () => {
    const { early, get } = page();
    early('3', Promise.resolve(answer({ code: 0, message: 'ok', data: { name: 'sin id' } })));
    expect(await get('3')).toMatchObject({ success: false, message: 'Respuesta inválida' });
    early('4', Promise.resolve(new Response('<html>502</html>', { status: 502 })));
    expect(await get('4')).toMatchObject({ success: false });
  });

  it('a failed early request is the call network failure, with its message', async () => {
    const { early, get, network } = page();
    early('3', Promise.reject(new TypeError('Failed to fetch')));
    expect(await get('3')).toMatchObject({
      success: false,
      code: 'network',
      message: 'Sin conexión',
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('a request that differs in its URL or headers goes to the network', async () => {
    const { early, get, network, win } = page();
    early('3', Promise.resolve(answer({ code: 0, message: 'ok', data: { id: 'early' } })));
    early('5', Promise.resolve(answer({ code: 0, message: 'ok', data: { id: 'early' } })), 'en');
    expect(await get('4')).toMatchObject({ data: { id: 'network' } });
    expect(await get('5')).toMatchObject({ data: { id: 'network' } });
    expect(network).toHaveBeenCalledTimes(2);
    expect(win.__CUOTA_EARLY__).toHaveLength(2);
  });

  it('a GET early answer never serves a POST of the same URL', async () => {
    const win = {} as Window;
    const network = jest.fn(() => Promise.resolve(answer({})));
    const url = '/x';
    startEarlyGet(win, url, {}, () => Promise.resolve(answer({ early: true })));
    await withEarlyAnswers(win, network)(url, { method: 'POST', headers: {}, body: 'a=1' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(win.__CUOTA_EARLY__).toHaveLength(1);
  });
});

describe('early POSTs', () => {
  const ok = (id: string) => answer({ success: true, message: 'ok', data: { id } });
  const HEADERS = buildHeaders('app', SESSION, 'es-MX');

  function app(win = {} as Window, timeoutMs?: number) {
    const network = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve(ok('network')));
    const client = createApiClient({
      endpoints,
      fetch: withEarlyAnswers(win, (input, init) => network(String(input), init)),
      session: () => SESSION,
      locale: () => 'es-MX',
      messages: () => MESSAGES,
      timeoutMs,
      newKey: () => 'key-1',
    });
    const early = (
      params: Record<string, string | number> | undefined,
      response: Promise<Response>,
    ) => startEarly(win, formPost(endpoints.loanDetails, SESSION, HEADERS, params), () => response);
    const load = (params?: Record<string, string | number>) =>
      client.post('loanDetails', schema, params, { toastOnFailure: false });
    return { win, network, early, load, client };
  }

  it('builds the request the client sends: session in the URL, app headers with the form type, the body text', async () => {
    const { network, load } = app();
    await load({ productId: '1', orderId: 1174 });
    const [url, init] = network.mock.calls[0] ?? [];
    expect(
      formPost(endpoints.loanDetails, SESSION, HEADERS, { productId: '1', orderId: 1174 }),
    ).toEqual({
      method: 'POST',
      url,
      headers: init?.headers,
      body: String(init?.body),
    });
    expect(url).toBe('/plays/v3/loan-details/loan-details?sessionId=s1&deviceId=d2');
    expect(init?.headers).toMatchObject({
      'Content-Type': expect.stringContaining('x-www-form-urlencoded'),
    });
  });

  it('the identical POST takes the early answer once, through the same schema', async () => {
    const { network, early, load, win } = app();
    early({ productId: '1', orderId: '1174' }, Promise.resolve(ok('early')));
    expect(await load({ productId: '1', orderId: 1174 })).toMatchObject({ data: { id: 'early' } });
    expect(network).not.toHaveBeenCalled();
    expect(win.__CUOTA_EARLY__).toEqual([]);
    expect(await load({ productId: '1', orderId: 1174 })).toMatchObject({
      data: { id: 'network' },
    });
    early({ productId: '1' }, Promise.resolve(answer({ success: true, message: 'ok', data: {} })));
    expect(await load({ productId: '1' })).toMatchObject({ success: false, code: 'BAD_RESPONSE' });
  });

  it('an empty body matches only an empty body', async () => {
    const { network, early, load } = app();
    early(undefined, Promise.resolve(ok('early')));
    expect(await load({ orderId: '' })).toMatchObject({ data: { id: 'network' } });
    expect(await load()).toMatchObject({ data: { id: 'early' } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another body', { productId: '1', orderId: '2' }],
    ['another order of fields', { orderId: '1174', productId: '1' }],
    ['one field more', { productId: '1', orderId: '1174', isType: 1 }],
  ])('%s goes to the network and leaves the early answer', async (_name, params) => {
    const { network, early, load, win } = app();
    early({ productId: '1', orderId: '1174' }, Promise.resolve(ok('early')));
    expect(await load(params)).toMatchObject({ data: { id: 'network' } });
    expect(network).toHaveBeenCalledTimes(1);
    expect(win.__CUOTA_EARLY__).toHaveLength(1);
  });

  it('another endpoint, other headers or a GET of the same URL never take it', async () => {
    const { network, early, client, win } = app();
    early({ productId: '1' }, Promise.resolve(ok('early')));
    await client.post('loanPlayDetail', schema, { productId: '1' });
    await client.post('loanDetails', schema, { productId: '1' }, { headerProfile: 'form' });
    await client.get('loanDetails', schema);
    expect(network).toHaveBeenCalledTimes(3);
    expect(win.__CUOTA_EARLY__).toHaveLength(1);
  });

  it('never serves a call with an Idempotency-Key, an upload or a body that is not text', async () => {
    const { network, client, win } = app();
    const request = formPost(endpoints.loanDetails, SESSION, HEADERS, { productId: '1' });
    startEarly(win, request, () => Promise.resolve(ok('early')));
    await client.post('loanDetails', schema, { productId: '1' }, { idempotent: true });
    expect(network.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
    const fetchEarly = withEarlyAnswers(win, network as unknown as typeof fetch);
    const blob = new Blob(['productId=1']);
    await fetchEarly(request.url, { method: 'POST', headers: request.headers, body: blob });
    await fetchEarly(request.url, {
      method: 'POST',
      headers: new Headers(request.headers),
      body: request.body,
    });
    const upload = new FormData();
    upload.append('productId', '1');
    await fetchEarly(request.url, { method: 'POST', headers: request.headers, body: upload });
    expect(network).toHaveBeenCalledTimes(4);
    expect(win.__CUOTA_EARLY__).toHaveLength(1);
    // The same request as text takes it.
    await fetchEarly(request.url, { method: 'POST', headers: request.headers, body: request.body });
    expect(win.__CUOTA_EARLY__).toHaveLength(0);
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('an early answer that never arrives ends in the call time-out message, and the time-out stops it', async () => {
    jest.useFakeTimers();
    try {
      const win = {} as Window;
      const { network, load } = app(win, 60_000);
      const signals: AbortSignal[] = [];
      startEarly(
        win,
        formPost(endpoints.loanDetails, SESSION, HEADERS, { productId: '1' }),
        (_url, init) => {
          if (init?.signal) signals.push(init.signal);
          return new Promise<Response>(() => undefined);
        },
      );
      const result = load({ productId: '1' });
      await jest.advanceTimersByTimeAsync(59_999);
      expect(signals[0]?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await result).toMatchObject({
        success: false,
        code: 'timeout',
        message: 'Tiempo agotado',
      });
      expect(signals[0]?.aborted).toBe(true);
      expect(network).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed early POST is the call network failure', async () => {
    const { early, load, network } = app();
    early({ productId: '1' }, Promise.reject(new TypeError('Failed to fetch')));
    expect(await load({ productId: '1' })).toMatchObject({
      code: 'network',
      message: 'Sin conexión',
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('is taken only while the page is at the address that started it; then it is dropped', async () => {
    const location = { pathname: '/loan/details', search: '?orderId=1' };
    const { network, early, load, win } = app({ location } as unknown as Window);
    early({ productId: '1' }, Promise.resolve(ok('early')));
    early({ productId: '2' }, Promise.resolve(ok('early')));
    expect(await load({ productId: '1' })).toMatchObject({ data: { id: 'early' } });
    // The router moved to another page.
    location.pathname = '/repayment';
    expect(await load({ productId: '2' })).toMatchObject({ data: { id: 'network' } });
    expect(network).toHaveBeenCalledTimes(1);
    expect(win.__CUOTA_EARLY__).toEqual([]);
  });

  it('startEarly sends exactly the request it leaves for the client', async () => {
    const win = {} as Window;
    const sent = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve(ok('early')));
    const request = formPost(endpoints.problemList, SESSION, HEADERS, undefined);
    await startEarly(win, request, (url, init) => sent(String(url), init));
    expect(sent).toHaveBeenCalledWith(
      '/plays/user-problem/problem-list?sessionId=s1&deviceId=d2',
      expect.objectContaining({
        method: 'POST',
        headers: request.headers,
        body: '',
        credentials: 'same-origin',
      }),
    );
    expect(win.__CUOTA_EARLY__?.[0]).toMatchObject({ method: 'POST', body: '' });
  });
});
