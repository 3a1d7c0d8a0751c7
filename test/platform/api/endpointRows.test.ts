import { createApiClient } from '../../../src/platform/api/client';
import { formPost } from '../../../src/platform/api/early';
import {
  defaultEndpoints,
  parseEndpointOverrides,
  resolveEndpoints,
  type EndpointTable,
} from '../../../src/platform/api/endpoints';
import {
  buildHeaders,
  FORM_CONTENT_TYPE,
  isCustomHeaderName,
  parseHeaderNames,
} from '../../../src/platform/api/headers';
import { anyData } from '../../../src/platform/api/schema';

const SESSION = { sessionId: 's-1', deviceId: 'd-2', clientType: 'android', merchantId: 'm-3' };
const REPAY = '/api/v1/youmi/youmi-api/service/loan';

function setup(endpoints?: EndpointTable, headerNames?: Record<string, string>) {
  const fetchMock = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      text: () => Promise.resolve(JSON.stringify({ code: '00', message: 'ok', data: null })),
    }),
  );
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => SESSION,
    locale: () => 'es-MX',
    messages: () => ({ network: 'n', timeout: 't', malformed: 'm' }),
    endpoints,
    headerNames,
  });
  const request = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i] as unknown as [string, RequestInit];
    return { url, init, query: new URL(url, 'http://host').searchParams };
  };
  return { client, request };
}

describe('repayment-way: orderId in the query (spec section 7)', () => {
  it('posts orderId after the session parameters, with an empty form body', async () => {
    const { client, request } = setup();
    await client.post('repaymentWay', anyData, { orderId: '1174' });
    const { url, init, query } = request();
    expect(url.split('?')[0]).toBe(`${REPAY}/repayment-way`);
    expect(init.method).toBe('POST');
    expect(query.get('orderId')).toBe('1174');
    expect(query.get('sessionId')).toBe('s-1');
    expect(String(init.body)).toBe('');
  });

  it('the other calls of the family keep their params in the body', async () => {
    const { client, request } = setup();
    await client.post('repaymentCommit', anyData, { orderId: '1174', sendMsg: 1 });
    expect(request().query.has('orderId')).toBe(false);
    expect(String(request().init.body)).toBe('orderId=1174&sendMsg=1');
  });

  it("the page's early request is the same request as the client's", async () => {
    const { client, request } = setup();
    await client.post('repaymentWay', anyData, { orderId: '1174' });
    const early = formPost(
      defaultEndpoints.repaymentWay,
      SESSION,
      buildHeaders('form', SESSION, 'es-MX'),
      { orderId: '1174' },
    );
    expect(early.url).toBe(request().url);
    expect(early.body).toBe(String(request().init.body));
    expect(early.headers).toEqual(request().init.headers);
  });
});

describe("the second header profile ('form')", () => {
  it.each(['repaymentWay', 'repaymentCommit', 'repaymentConfirm', 'repaymentHuichao'] as const)(
    '%s sends the form content type and the two custom headers, no language header',
    async (key) => {
      const { client, request } = setup();
      await client.post(key, anyData, {});
      expect(request().init.headers).toEqual({
        'Content-Type': FORM_CONTENT_TYPE,
        'X-Session-Id': 's-1',
        'X-Device-Id': 'd-2',
      });
    },
  );

  it("every other row uses the 'app' profile", () => {
    const form = Object.entries(defaultEndpoints)
      .filter(([, def]) => def?.headers === 'form')
      .map(([key]) => key);
    expect(form.sort()).toEqual([
      'repaymentCommit',
      'repaymentConfirm',
      'repaymentHuichao',
      'repaymentWay',
    ]);
  });

  it('config.js switches a row both ways, and a call option still wins', async () => {
    const table = resolveEndpoints(
      parseEndpointOverrides({
        loanDetails: { headers: 'form' },
        repaymentCommit: { headers: 'app', path: '/pay/commit' },
      }),
    );
    const { client, request } = setup(table);
    await client.post('loanDetails', anyData, {});
    expect(request(0).init.headers).not.toHaveProperty('X-Requested-With');
    expect(request(0).init.headers).toHaveProperty('Content-Type', FORM_CONTENT_TYPE);
    await client.post('repaymentCommit', anyData, {});
    expect(request(1).url.split('?')[0]).toBe('/pay/commit');
    expect(request(1).init.headers).toHaveProperty('X-Requested-With', 'XMLHttpRequest');
    await client.post('loanDetails', anyData, {}, { headerProfile: 'app' });
    expect(request(2).init.headers).toHaveProperty('Accept-Language', 'es-MX');
  });

  it('configured header names apply to both profiles', async () => {
    const { client, request } = setup(undefined, { sessionId: 'token', deviceId: 'device-id' });
    await client.post('repaymentWay', anyData, { orderId: '1' });
    expect(request().init.headers).toEqual({
      'Content-Type': FORM_CONTENT_TYPE,
      token: 's-1',
      'device-id': 'd-2',
    });
  });
});

describe('parseEndpointOverrides', () => {
  it('keeps paths and known profiles, drops the rest', () => {
    expect(
      parseEndpointOverrides({
        a: '/x',
        b: '  ',
        c: { headers: 'form' },
        d: { headers: 'soap', path: 3 },
        e: { path: '/y', envelope: 'v3', base: '/evil' },
        f: 42,
        g: null,
      }),
    ).toEqual({ a: '/x', c: { headers: 'form' }, e: { path: '/y' } });
    expect(parseEndpointOverrides([])).toBeUndefined();
    expect(parseEndpointOverrides({ b: '' })).toBeUndefined();
  });
});

describe('parseHeaderNames', () => {
  it('accepts custom header names', () => {
    expect(parseHeaderNames({ sessionId: 'token', merchantId: ' X-Mch ' })).toEqual({
      names: { sessionId: 'token', merchantId: 'X-Mch' },
      refused: [],
    });
    expect(parseHeaderNames(undefined)).toEqual({ names: {}, refused: [] });
  });

  it.each([
    ['not a token', { sessionId: 'x session' }, 'sessionId'],
    ['empty', { deviceId: '' }, 'deviceId'],
    ['not text', { clientType: 7 }, 'clientType'],
    ['a header the client sets', { sessionId: 'Content-Type' }, 'sessionId'],
    ['the idempotency key', { sessionId: 'idempotency-key' }, 'sessionId'],
    ['a forbidden browser header', { deviceId: 'Cookie' }, 'deviceId'],
    ['a Sec- header', { deviceId: 'Sec-Token' }, 'deviceId'],
    ['a Proxy- header', { deviceId: 'proxy-id' }, 'deviceId'],
    ['an unknown key', { userId: 'X-User' }, 'userId'],
    ["another key's default name", { sessionId: 'x-device-id' }, 'sessionId'],
  ])('refuses %s', (_label, raw, key) => {
    const { names, refused } = parseHeaderNames(raw);
    expect(refused).toEqual([key]);
    expect(names).toEqual({});
  });

  it('refuses both keys configured with one name, and a non-object', () => {
    expect(parseHeaderNames({ sessionId: 'id', deviceId: 'ID' })).toEqual({
      names: {},
      refused: ['sessionId', 'deviceId'],
    });
    expect(parseHeaderNames('token')).toEqual({ names: {}, refused: ['headerNames'] });
  });

  it('a name swap between two keys is allowed', () => {
    expect(
      parseHeaderNames({ sessionId: 'X-Device-Id', deviceId: 'X-Session-Id' }).refused,
    ).toEqual([]);
    expect(isCustomHeaderName('X-Session-Id')).toBe(true);
  });
});
