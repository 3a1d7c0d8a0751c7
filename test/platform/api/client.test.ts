import { createApiClient, type ApiClientOptions } from '../../../src/platform/api/client';
import { resolveEndpoints, type EndpointKey } from '../../../src/platform/api/endpoints';
import type { ApiResult } from '../../../src/platform/api/types';
import { anyData } from '../../../src/platform/api/schema';

const SESSION = { sessionId: 'sess 1', deviceId: 'dev&2', clientType: 'android', merchantId: 'm3' };
const MESSAGES = { network: 'Network error', timeout: 'Timed out', malformed: 'Bad answer' };

interface FakeResponse {
  ok: boolean;
  status: number;
  text: () => Promise<string>;
}

function respond(body: unknown, status = 200): FakeResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) };
}

function setup(
  response: FakeResponse | (() => Promise<unknown>) = respond({
    code: 0,
    message: 'ok',
    data: null,
  }),
  extra: Partial<ApiClientOptions> = {},
) {
  const fetchMock = jest.fn(
    typeof response === 'function' ? response : () => Promise.resolve(response),
  );
  const onToast = jest.fn();
  const onLoading = jest.fn();
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => SESSION,
    locale: () => 'es-MX',
    messages: () => MESSAGES,
    onToast,
    onLoading,
    ...extra,
  });
  const request = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i] as unknown as [string, RequestInit];
    return { url, init, query: new URL(url, 'http://host').searchParams, path: url.split('?')[0] };
  };
  return { client, fetchMock, onToast, onLoading, request };
}

function expectSession(query: URLSearchParams) {
  for (const [key, value] of Object.entries(SESSION)) expect(query.get(key)).toBe(value);
}

describe('createApiClient: envelopes', () => {
  it.each([
    [0, true],
    ['0', true],
    ['000', true],
    ['00', true],
    [1, false],
    ['abc', false],
    ['', false],
  ])('general code %j -> success %s', async (code, success) => {
    const { client } = setup(respond({ code, message: 'm', data: { a: 1 } }));
    const result = await client.post('problemList', anyData);
    expect(result.success).toBe(success);
    expect(result.code).toBe(String(code));
    expect(result.raw).toEqual({ code, message: 'm', data: { a: 1 } });
  });

  it.each([
    ['00', true],
    ['0', false],
    [0, false],
    ['800006', false],
  ])('repayment code %j -> success %s', async (code, success) => {
    const { client, onToast } = setup(respond({ code, message: 'srv', data: { url: 'u' } }));
    const result = await client.post('repaymentConfirm', anyData, { orderId: 'o1' });
    expect(result.success).toBe(success);
    expect(result.code).toBe(String(code));
    // Not the general envelope: no toast by default.
    expect(onToast).not.toHaveBeenCalled();
  });

  it('v3: success follows the boolean flag and never toasts by default', async () => {
    const ok = setup(respond({ success: true, data: { lendDetailsUrl: 'x' } }));
    await expect(ok.client.post('loanDetailPush', anyData)).resolves.toMatchObject({
      success: true,
      data: { lendDetailsUrl: 'x' },
    });
    const bad = setup(respond({ success: false, code: 0, message: 'server says no', data: null }));
    const result = await bad.client.post('loanDetails', anyData);
    expect(result).toMatchObject({ success: false, message: 'server says no' });
    expect(bad.onToast).not.toHaveBeenCalled();
  });

  it('the envelope option overrides the table rule', async () => {
    const { client } = setup(respond({ code: '00', message: '' }));
    expect((await client.post('problemList', anyData, {}, { envelope: 'repayment' })).success).toBe(
      true,
    );
    expect((await client.post('repaymentWay', anyData, {}, { envelope: 'general' })).success).toBe(
      true,
    );
    expect((await client.post('repaymentWay', anyData, {}, { envelope: 'v3' })).code).toBe(
      'malformed',
    );
  });
});

describe('createApiClient: failures resolve, never reject', () => {
  it('malformed JSON -> code malformed with the localized message and a toast', async () => {
    const { client, onToast } = setup(respond('{not json'));
    await expect(client.post('problemList', anyData)).resolves.toEqual({
      success: false,
      code: 'malformed',
      message: 'Bad answer',
      data: null,
      raw: null,
    });
    expect(onToast).toHaveBeenCalledWith('Bad answer');
  });

  it('JSON that is not an envelope (array, no code) -> malformed', async () => {
    expect((await setup(respond([1, 2])).client.get('getSid', anyData)).code).toBe('malformed');
    expect((await setup(respond({ data: 1 })).client.get('getSid', anyData)).code).toBe(
      'malformed',
    );
    expect((await setup(respond('')).client.get('getSid', anyData)).code).toBe('malformed');
  });

  it('HTTP 500 without an envelope -> http_500 with the network message', async () => {
    const { client, onToast } = setup(respond('<html>oops</html>', 500));
    const result = await client.post('problemList', anyData);
    expect(result).toMatchObject({
      success: false,
      code: 'http_500',
      message: 'Network error',
      data: null,
    });
    expect(onToast).toHaveBeenCalledWith('Network error');
  });

  it('HTTP 500 with a JSON envelope -> the envelope code and message, never success', async () => {
    const { client, onToast } = setup(
      respond({ code: 9, message: 'maintenance', data: null }, 500),
    );
    expect(await client.post('problemList', anyData)).toMatchObject({
      success: false,
      code: '9',
      message: 'maintenance',
    });
    expect(onToast).toHaveBeenCalledWith('maintenance');
    const zero = setup(respond({ code: 0, message: 'odd', data: 1 }, 503));
    expect((await zero.client.post('problemList', anyData)).success).toBe(false);
  });

  it('transport error -> code network with the localized message', async () => {
    const { client, onToast } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('getSid', anyData)).resolves.toEqual({
      success: false,
      code: 'network',
      message: 'Network error',
      data: null,
      raw: null,
    });
    expect(onToast).toHaveBeenCalledWith('Network error');
  });

  it('a throwing fetch, a failing body read or a throwing hook still resolve', async () => {
    const sync = setup(() => {
      throw new Error('sync');
    });
    expect((await sync.client.post('problemList', anyData)).code).toBe('network');
    const body = setup(() =>
      Promise.resolve({ ok: true, status: 200, text: () => Promise.reject(new Error('x')) }),
    );
    expect((await body.client.post('problemList', anyData)).code).toBe('network');
    const hooks = setup(respond({ code: 1, message: 'm' }), {
      onToast: () => {
        throw new Error('toast');
      },
      onLoading: () => {
        throw new Error('loading');
      },
    });
    await expect(
      hooks.client.post('problemList', anyData, {}, { loadingText: 'x' }),
    ).resolves.toMatchObject({ code: '1' });
  });

  it('an unknown endpoint key resolves as a failure without fetching', async () => {
    const { client, fetchMock } = setup();
    expect(await client.post('noSuchEndpoint' as EndpointKey, anyData)).toMatchObject({
      success: false,
      code: 'unknown_endpoint',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('createApiClient: time-out', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function hangingUntilAbort(_url: string, init: RequestInit): Promise<never> {
    return new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });
  }

  it('resolves with code timeout at 60 s, not before, and aborts the request', async () => {
    const fetchMock = jest.fn(hangingUntilAbort);
    const onToast = jest.fn();
    const client = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      session: () => SESSION,
      locale: () => 'es-MX',
      messages: () => MESSAGES,
      onToast,
    });
    let settled: ApiResult<unknown> | null = null;
    const p = client.post('problemList', anyData).then((r) => (settled = r));
    await jest.advanceTimersByTimeAsync(59_999);
    expect(settled).toBeNull();
    const signal = (fetchMock.mock.calls[0][1] as RequestInit).signal as AbortSignal;
    expect(signal.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toEqual({
      success: false,
      code: 'timeout',
      message: 'Timed out',
      data: null,
      raw: null,
    });
    expect(signal.aborted).toBe(true);
    expect(onToast).toHaveBeenCalledWith('Timed out');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('resolves even when fetch ignores the abort signal, and honours timeoutMs', async () => {
    const { client } = setup(() => new Promise(() => undefined), { timeoutMs: 1000 });
    const p = client.get('getSid', anyData);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(p).resolves.toMatchObject({ code: 'timeout' });
  });

  it('clears the timer after a normal answer', async () => {
    const { client } = setup();
    await client.post('problemList', anyData);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('createApiClient: requests', () => {
  it('POST: /plays base, session params in the query, form-encoded body, app headers', async () => {
    const { client, request } = setup();
    await client.post('problemSave', anyData, {
      problemDetail: 'a b&c=d',
      orderNo: 7,
      flag: true,
      skip: null,
      gone: undefined,
    });
    const { init, query, path } = request();
    expect(path).toBe('/plays/user-problem/problem-save');
    expectSession(query);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    const body = init.body as URLSearchParams;
    expect(body.toString()).toBe('problemDetail=a+b%26c%3Dd&orderNo=7&flag=true');
    expect(query.has('problemDetail')).toBe(false);
    expect(init.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Session-Id': 'sess 1',
      'X-Device-Id': 'dev&2',
      'X-Client-Type': 'android',
      'X-Merchant-Id': 'm3',
      'Accept-Language': 'es-MX',
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });

  it('the form header profile sends the form content type and two custom headers', async () => {
    const { client, request } = setup();
    await client.post('problemList', anyData, {}, { headerProfile: 'form' });
    expect(request().init.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      'X-Session-Id': 'sess 1',
      'X-Device-Id': 'dev&2',
    });
  });

  it('configured header names are used', async () => {
    const { client, request } = setup(undefined, { headerNames: { sessionId: 'token' } });
    await client.get('getSid', anyData);
    expect(request().init.headers).toMatchObject({ token: 'sess 1' });
  });

  it('GET: session and extra params URL-encoded, no body, no content type', async () => {
    const { client, request } = setup();
    await client.get('trackVisit', anyData, {
      page_id: 'p 1',
      utm_tag: 'a&b=c/ñ',
      page_type: 1,
      none: null,
    });
    const { url, init, query, path } = request();
    expect(path).toBe('/api/v2/youmi/promotion/track-visit');
    expectSession(query);
    expect(query.get('page_id')).toBe('p 1');
    expect(query.get('utm_tag')).toBe('a&b=c/ñ');
    expect(query.get('page_type')).toBe('1');
    expect(query.has('none')).toBe(false);
    expect(url).toContain('utm_tag=a%26b%3Dc%2F%C3%B1');
    expect(url).not.toContain(' ');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('upload: multipart FormData with the file field, session params, no manual content type', async () => {
    const { client, request } = setup(
      respond({ code: 0, message: '', data: { url: 'https://x/img.png' } }),
    );
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    const result = await client.upload('uploadProblemImg', anyData, {
      field: 'problemImage',
      file,
      filename: 'a.png',
    });
    expect(result.data).toEqual({ url: 'https://x/img.png' });
    const { init, query, path } = request();
    expect(path).toBe('/plays/user-problem/upload-problem-img');
    expectSession(query);
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    const part = (init.body as FormData).get('problemImage') as File;
    expect(part).toBeInstanceOf(Blob);
    expect(part.name).toBe('a.png');
    expect(
      Object.keys(init.headers as Record<string, string>).map((h) => h.toLowerCase()),
    ).not.toContain('content-type');
    await client.upload(
      'uploadProblemImg',
      anyData,
      { field: 'f', file },
      { headerProfile: 'form' },
    );
    expect(Object.keys(request(1).init.headers as Record<string, string>)).not.toContain(
      'Content-Type',
    );
  });

  it('session params are read on every call', async () => {
    let sid = 'one';
    const { client, request } = setup(undefined, { session: () => ({ sessionId: sid }) });
    await client.post('problemList', anyData);
    sid = 'two';
    await client.get('getSid', anyData);
    expect(request(0).query.get('sessionId')).toBe('one');
    expect(request(1).query.get('sessionId')).toBe('two');
  });

  it('origin prefix before the endpoint path', async () => {
    const { client, request } = setup(respond({ code: '0', message: '' }), {
      origin: 'https://api.example',
    });
    const result = await client.post('repaymentWay', anyData, { a: 1 }, { envelope: 'general' });
    expect(result.success).toBe(true);
    expect(request().path).toBe(
      'https://api.example/api/v1/youmi/youmi-api/service/loan/repayment-way',
    );
    expectSession(request().query);
  });

  it('endpoint overrides through resolveEndpoints', async () => {
    const endpoints = resolveEndpoints({
      problemList: '/user-problem/list-v2',
      getSid: { path: '/gw/sid', base: '/plays', envelope: 'v3' },
    });
    const { client, request } = setup(respond({ success: true, data: 's' }), { endpoints });
    await client.post('problemList', anyData, {}, { envelope: 'v3' });
    expect(request(0).path).toBe('/plays/user-problem/list-v2');
    const result = await client.get('getSid', anyData);
    expect(request(1).path).toBe('/plays/gw/sid');
    expect(result).toMatchObject({ success: true, data: 's' });
  });

  it('omits the query string when there are no params', async () => {
    const { client, request } = setup(undefined, { session: () => ({}) });
    await client.get('getSid', anyData);
    expect(request().url).toBe('/api/v2/youmi/promotion/get-sid');
  });
});

describe('createApiClient: loading and toast', () => {
  it('loading start and end around a successful call', async () => {
    const { client, onLoading, onToast } = setup();
    await client.post('problemList', anyData, {}, { loadingText: 'Loading…' });
    expect(onLoading.mock.calls).toEqual([
      ['start', 'Loading…'],
      ['end', 'Loading…'],
    ]);
    expect(onToast).not.toHaveBeenCalled();
  });

  it('loading end follows start on failure too', async () => {
    const { client, onLoading, fetchMock } = setup(() => Promise.reject(new Error('down')));
    const p = client.get('getSid', anyData, {}, { loadingText: 'Wait' });
    expect(onLoading.mock.calls).toEqual([['start', 'Wait']]);
    await p;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onLoading.mock.calls).toEqual([
      ['start', 'Wait'],
      ['end', 'Wait'],
    ]);
  });

  it('no loading hook without a loading text', async () => {
    const { client, onLoading } = setup();
    await client.post('problemList', anyData);
    expect(onLoading).not.toHaveBeenCalled();
  });

  it('general failure toasts the server message; empty message falls back to the localized text', async () => {
    const { client, onToast } = setup(respond({ code: 101, message: 'Wrong captcha', data: null }));
    const result = await client.post('getSms', anyData);
    expect(result).toMatchObject({ success: false, code: '101', message: 'Wrong captcha' });
    expect(onToast).toHaveBeenCalledTimes(1);
    expect(onToast).toHaveBeenCalledWith('Wrong captcha');
    const empty = setup(respond({ code: 5, message: '' }));
    await empty.client.post('getSms', anyData);
    expect(empty.onToast).toHaveBeenCalledWith('Network error');
  });

  it('toastOnFailure overrides the default both ways', async () => {
    const off = setup(respond({ code: 1, message: 'x' }));
    await off.client.post('getSms', anyData, {}, { toastOnFailure: false });
    expect(off.onToast).not.toHaveBeenCalled();
    const on = setup(respond({ success: false, message: 'v3 says no' }));
    await on.client.post('loanDetails', anyData, {}, { toastOnFailure: true });
    expect(on.onToast).toHaveBeenCalledWith('v3 says no');
    const repay = setup(respond({ code: '1', message: 'card list failed' }));
    await repay.client.post('repaymentWay', anyData, {}, { toastOnFailure: true });
    expect(repay.onToast).toHaveBeenCalledWith('card list failed');
  });

  it('success never toasts', async () => {
    const { client, onToast } = setup(respond({ code: 0, message: 'done' }));
    await client.post('problemSave', anyData);
    expect(onToast).not.toHaveBeenCalled();
  });
});
