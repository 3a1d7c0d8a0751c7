/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClientOptions } from '../../../src/platform/api/client';
import { MAX_ANSWER_BYTES } from '../../../src/platform/api/readBody';
import { anyData } from '../../../src/platform/api/schema';

/**
 * Issue 27 item 5, the transport half: every answer is untrusted. Real fetch Responses (Node's) through the
 * real client: a body over the 2 MB cap, one that stops half way, JSON and HTML under the other's content
 * type, multi-byte characters split across chunks; then real sockets for redirects and cut connections.
 */

const MESSAGES = { network: 'Network error', timeout: 'Timed out', malformed: 'Bad answer' };
const enc = new TextEncoder();
const CHUNK = 64 * 1024;

/** A backend declared to honour Idempotency-Key (config.js `backend`): the client re-sends after a reset. */
const keyed: Partial<ApiClientOptions> = { backend: () => ({ idempotencyKeys: true }) };

function setup(
  answer: (url: string, init?: RequestInit) => Promise<Response>,
  origin = '',
  extra: Partial<ApiClientOptions> = {},
) {
  const fetchMock = jest.fn(answer);
  let n = 0;
  const onToast = jest.fn();
  const onSessionExpired = jest.fn();
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    session: () => ({ sessionId: 's1' }),
    locale: () => 'es-MX',
    messages: () => MESSAGES,
    timeoutMs: 5_000,
    newKey: () => `key-${(n += 1)}`,
    onToast,
    onSessionExpired,
    origin,
    ...extra,
  });
  const keys = () =>
    fetchMock.mock.calls.map((c) => new Headers(c[1]?.headers).get('Idempotency-Key'));
  return { client, fetchMock, keys, onToast, onSessionExpired };
}

/** A body streamed in `size` bytes of JSON-looking text, CHUNK at a time, counting what was pulled. */
function jsonStream(size: number) {
  const seen = { pulled: 0, cancelled: false };
  const head = enc.encode('{"code":0,"message":"","data":"');
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const left = size - seen.pulled;
        if (left <= 0) {
          controller.close();
          return;
        }
        const chunk = new Uint8Array(Math.min(CHUNK, left)).fill(0x61);
        if (seen.pulled === 0) chunk.set(head.subarray(0, chunk.length));
        seen.pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

/** A stream of the given chunks, then an error (a reset half way) when `fail` is set. */
function chunks(parts: Uint8Array[], fail = false) {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < parts.length) controller.enqueue(parts[i++]);
      else if (fail) controller.error(new TypeError('network error: connection reset'));
      else controller.close();
    },
  });
}

const envelope = (data: unknown) => JSON.stringify({ code: 0, message: 'ok', data });
const json = { 'content-type': 'application/json;charset=UTF-8' };

describe('answers over the 2 MB cap', () => {
  it('a 3 MB streamed body is malformed, and the reader is cancelled just past the cap', async () => {
    const { stream, seen } = jsonStream(3 * 1024 * 1024);
    const { client, onToast } = setup(async () => new Response(stream, { headers: json }));
    const result = await client.post('problemList', anyData);
    expect(result).toMatchObject({ success: false, code: 'malformed', message: 'Bad answer' });
    expect(onToast).toHaveBeenCalledWith('Bad answer');
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeGreaterThan(MAX_ANSWER_BYTES);
    expect(seen.pulled).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 2 * CHUNK);
  });

  it('Content-Length 5,000,000: malformed without reading a byte', async () => {
    const { stream, seen } = jsonStream(5_000_000);
    const { client } = setup(
      async () => new Response(stream, { headers: { ...json, 'content-length': '5000000' } }),
    );
    const result = await client.post('problemList', anyData);
    expect(result).toMatchObject({ code: 'malformed', message: 'Bad answer' });
    expect(seen.pulled).toBe(0);
    expect(seen.cancelled).toBe(true);
  });

  it('a 1.9 MB envelope is read whole and accepted', async () => {
    const blob = 'x'.repeat(1_900_000);
    const bytes = enc.encode(envelope({ blob }));
    const parts: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += CHUNK) parts.push(bytes.subarray(at, at + CHUNK));
    const { client } = setup(async () => new Response(chunks(parts), { headers: json }));
    const result = await client.post('problemList', anyData);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ blob });
  });

  it('the cap is exact: 2 MB of body is read, one byte more is not', async () => {
    const body = (size: number) => envelope('y'.repeat(size - envelope('').length));
    const { client } = setup(
      async (url) =>
        new Response(body(url.includes('more') ? MAX_ANSWER_BYTES + 1 : MAX_ANSWER_BYTES)),
    );
    expect((await client.get('problemList', anyData)).success).toBe(true);
    expect((await client.get('problemList', anyData, { more: 1 })).code).toBe('malformed');
  });

  it('without body and headers (a plain fake), text() is measured in UTF-8 bytes', async () => {
    // 1,000,000 characters of 3 bytes each: 3 MB, though the string is under 2 M characters.
    const text = envelope('€'.repeat(1_000_000));
    const fake = { ok: true, status: 200, text: () => Promise.resolve(text) };
    const { client } = setup(async () => fake as unknown as Response);
    expect((await client.post('problemList', anyData)).code).toBe('malformed');
    const small = envelope('€'.repeat(600_000));
    const fits = { ok: true, status: 200, text: () => Promise.resolve(small) };
    const next = setup(async () => fits as unknown as Response);
    expect((await next.client.post('problemList', anyData)).success).toBe(true);
  });

  it('an over-cap HTTP error keeps its status class (a 500 unavailable, a 401 a lost session)', async () => {
    // A whole envelope: read, its code and message would be shown.
    const huge = () => JSON.stringify({ code: 77, message: 'srv', data: 'z'.repeat(3_000_000) });
    const failed = setup(async () => new Response(huge(), { status: 500 }));
    expect(await failed.client.post('problemList', anyData)).toMatchObject({
      code: 'http_500',
      message: 'Network error',
    });
    const gone = setup(async () => new Response(huge(), { status: 401 }));
    expect((await gone.client.post('problemList', anyData)).code).toBe('http_401');
    expect(gone.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('an over-cap answer to a money request is not definitive: no automatic retry, the key stays', async () => {
    const { client, fetchMock, keys } = setup(
      async () =>
        fetchMock.mock.calls.length === 1
          ? new Response(jsonStream(3 * 1024 * 1024).stream)
          : new Response(JSON.stringify({ code: '00', message: '', data: null })),
      '',
      keyed,
    );
    const call = { idempotent: true, attempt: 'pay-1' };
    expect((await client.post('repaymentCommit', anyData, {}, call)).code).toBe('malformed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await client.post('repaymentCommit', anyData, {}, call)).success).toBe(true);
    expect(keys()).toEqual(['key-1', 'key-1']);
  });
});

describe('bodies that stop, and what the body says it is', () => {
  it('a body that errors half way is a network failure', async () => {
    const { client } = setup(
      async () => new Response(chunks([enc.encode('{"code":0,"mess')], true), { headers: json }),
    );
    expect(await client.post('problemList', anyData)).toMatchObject({
      success: false,
      code: 'network',
      message: 'Network error',
    });
  });

  it('a money POST cut half way is retried once, with the same Idempotency-Key, by a backend that honours keys', async () => {
    const answer = JSON.stringify({ code: '00', message: '', data: { needValid: 1 } });
    const { client, fetchMock, keys } = setup(
      async () =>
        fetchMock.mock.calls.length === 1
          ? new Response(chunks([enc.encode(answer.slice(0, 10))], true), { headers: json })
          : new Response(answer, { headers: json }),
      '',
      keyed,
    );
    const result = await client.post(
      'repaymentCommit',
      anyData,
      { bankId: 'b1' },
      { idempotent: true },
    );
    expect(result).toMatchObject({ success: true, data: { needValid: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keys()).toEqual(['key-1', 'key-1']);
    expect(fetchMock.mock.calls.map((c) => c[1]?.method)).toEqual(['POST', 'POST']);
  });

  it('JSON with a text/html content type is read as JSON', async () => {
    const { client } = setup(
      async () =>
        new Response(envelope({ a: '<b>not markup</b>' }), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    );
    const result = await client.post('problemList', anyData);
    expect(result).toMatchObject({ success: true, data: { a: '<b>not markup</b>' } });
  });

  it('an HTML page labelled application/json is malformed', async () => {
    const { client } = setup(
      async () =>
        new Response('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
          headers: json,
        }),
    );
    expect(await client.post('problemList', anyData)).toMatchObject({
      code: 'malformed',
      message: 'Bad answer',
    });
  });

  it('multi-byte UTF-8 characters split across chunks decode whole', async () => {
    const message = 'Préstamo ñ 💸 中文 €';
    const bytes = enc.encode(JSON.stringify({ code: 1, message, data: null }));
    // One byte per chunk: every multi-byte character is split.
    const parts = Array.from(bytes, (b) => Uint8Array.of(b));
    const { client } = setup(async () => new Response(chunks(parts), { headers: json }));
    expect(await client.post('problemList', anyData)).toMatchObject({ success: false, message });
  });
});

describe('over real sockets (Node fetch)', () => {
  let server: http.Server;
  let origin = '';
  const closedEarly: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const mode = url.searchParams.get('mode');
      if (url.pathname === '/login.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body><form>login</form></body></html>');
      } else if (mode === 'redirect-same' && !url.searchParams.has('hop')) {
        res.writeHead(307, { location: `${req.url}&hop=1` });
        res.end();
      } else if (mode === 'redirect-login') {
        res.writeHead(302, { location: '/login.html' });
        res.end();
      } else if (mode === 'half') {
        const body = envelope({ n: 1 });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
        res.write(body.slice(0, body.length >> 1), () => res.socket?.destroy());
      } else if (mode === 'huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        let sent = 0;
        res.on('close', () => {
          if (sent < 5_000_000) closedEarly.push(`huge closed at ${sent}`);
        });
        const more = () => {
          while (sent < 5_000_000 && !res.destroyed) {
            sent += CHUNK;
            if (!res.write('a'.repeat(CHUNK))) return void res.once('drain', more);
          }
          res.end();
        };
        res.write('{"code":0,"message":"","data":"');
        more();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(envelope({ hop: url.searchParams.get('hop') }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const real = () => setup((url, init) => fetch(url, init), origin);

  it('a 307 to the same API is followed and its answer used', async () => {
    const { client } = real();
    const result = await client.get('problemList', anyData, { mode: 'redirect-same' });
    expect(result).toMatchObject({ success: true, data: { hop: '1' } });
  });

  it('a 302 to a login page (200 text/html) is malformed', async () => {
    const { client } = real();
    expect(await client.get('problemList', anyData, { mode: 'redirect-login' })).toMatchObject({
      code: 'malformed',
      message: 'Bad answer',
    });
  });

  it('a connection destroyed half way through the body is a network failure', async () => {
    const { client } = real();
    expect((await client.get('problemList', anyData, { mode: 'half' })).code).toBe('network');
  });

  it('5 MB without Content-Length: malformed, and the connection is dropped early', async () => {
    const { client } = real();
    expect((await client.get('problemList', anyData, { mode: 'huge' })).code).toBe('malformed');
    for (let i = 0; i < 50 && closedEarly.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(closedEarly).toHaveLength(1);
  });
});
