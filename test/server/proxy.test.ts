/** @jest-environment node */
import http from 'node:http';
import { close, form, listen, start } from './helpers';
import type { Running } from './helpers';

const WHATSAPP = '/plays/user-problem/get-whatsapp';
const TIMEOUT_MS = 600;
const IDLE_MS = 200;
const CAP = 2 * 1024 * 1024;
/**
 * How late a cut may come on a loaded 2-core machine. Each proxy below is sized so that only the limit a
 * test is about can fire: the others sit further away than this margin, so a slow machine changes when a
 * cut comes, never which one.
 */
const LOAD_MARGIN_MS = 4000;
const FAR_MS = 20_000;

/** An upstream whose behaviour each test picks, behind three proxies that differ only in their limits. */
let behaviour: (req: http.IncomingMessage, res: http.ServerResponse) => void;
let upstream: http.Server;
/** The short time budget; body pauses allowed up to the load margin. */
let budget: Running;
/** The short body idle time-out; a time budget far above it. */
let idle: Running;
/** Neither limit near: what a test sees is the cap, the relay or the upstream's own end. */
let proxied: Running;

beforeAll(async () => {
  upstream = http.createServer((req, res) => behaviour(req, res));
  const apiTarget = `http://127.0.0.1:${await listen(upstream)}`;
  budget = await start({
    apiTarget,
    upstreamTimeoutMs: TIMEOUT_MS,
    upstreamIdleMs: LOAD_MARGIN_MS,
  });
  idle = await start({ apiTarget, upstreamTimeoutMs: FAR_MS, upstreamIdleMs: IDLE_MS });
  proxied = await start({ apiTarget, upstreamTimeoutMs: FAR_MS, upstreamIdleMs: FAR_MS });
});
afterAll(async () => {
  await Promise.all([budget.close(), idle.close(), proxied.close()]);
  await close(upstream);
});
beforeEach(() => {
  for (const running of [budget, idle, proxied]) running.logs.length = 0;
});

async function call(path = WHATSAPP, through = proxied) {
  const t0 = Date.now();
  const res = await fetch(`${through.url}${path}`, form({ overall: '30' }));
  const text = await res.text();
  return { res, text, ms: Date.now() - t0 };
}

/** A POST read as it arrives: status, headers, the bytes received and how the body ended. */
function stream(path = WHATSAPP, onData?: (received: number) => void, through: Running = proxied) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    received: number;
    complete: boolean;
    ms: number;
  }>((resolve, reject) => {
    const t0 = Date.now();
    const req = http.request(`${through.url}${path}`, { method: 'POST' }, (res) => {
      let received = 0;
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          received,
          complete: res.complete,
          ms: Date.now() - t0,
        });
      res.on('data', (c: Buffer) => {
        received += c.length;
        onData?.(received);
      });
      res.on('end', done);
      res.on('error', done);
      res.on('aborted', done);
    });
    req.on('error', reject);
    req.end();
  });
}

function expectEnvelope(text: string, code: 502 | 504) {
  const body = JSON.parse(text) as { code: number; message: string; data: unknown };
  expect(body.code).toBe(code);
  expect(body.data).toBeNull();
  expect(body.message).toMatch(/^[\x20-\x7e]{5,80}$/);
}

describe('API_TARGET proxy: failures before the upstream headers end the call with an envelope', () => {
  it('an upstream that resets before its headers: 502 envelope', async () => {
    behaviour = (req) => req.socket.destroy();
    const { res, text } = await call();
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expectEnvelope(text, 502);
  });

  it('an upstream that never answers: 504 envelope within the time budget', async () => {
    behaviour = () => undefined;
    const { res, text, ms } = await call(WHATSAPP, budget);
    expect(res.status).toBe(504);
    expectEnvelope(text, 504);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + LOAD_MARGIN_MS);
  });

  it('a GET that resets is not retried, and is logged with its status', async () => {
    let calls = 0;
    behaviour = (req) => {
      calls += 1;
      req.socket.destroy();
    };
    const res = await fetch(`${proxied.url}/api/v2/youmi/promotion/get-sid?x=secret`);
    expect(res.status).toBe(502);
    expect(calls).toBe(1);
    expect(proxied.logs.join('\n')).toMatch(
      /^proxy GET \/api\/v2\/youmi\/promotion\/get-sid status=502/m,
    );
    expect(proxied.logs.join('\n')).not.toContain('secret');
  });

  it('an upstream Content-Length over the 2 MB cap: 502 envelope, nothing relayed', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': CAP + 1 });
      res.write('{"code":0,');
    };
    const { res, text } = await call();
    expect(res.status).toBe(502);
    expectEnvelope(text, 502);
    expect(proxied.logs.join('\n')).toMatch(/status=502 \(answer too large\)/);
  });

  it('a redirect (its Location is never relayed): 502 envelope', async () => {
    behaviour = (_req, res) => {
      res.writeHead(302, { Location: 'https://elsewhere.example/login' });
      res.end();
    };
    const { res, text } = await call();
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
    expectEnvelope(text, 502);
  });
});

describe('API_TARGET proxy: answers are streamed, capped and cut', () => {
  it('streams: the browser has the first bytes while the upstream is still writing', async () => {
    let finish = () => undefined as void;
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"code":0,"message":"ok",');
      finish = () => res.end('"data":null}');
    };
    const seen: number[] = [];
    const result = await stream(WHATSAPP, (received) => {
      seen.push(received);
      if (seen.length === 1) finish();
    });
    expect(seen[0]).toBe('{"code":0,"message":"ok",'.length);
    expect(result).toMatchObject({ status: 200, complete: true });
    expect(result.headers['cache-control']).toBe('no-store');
  });

  it('an upstream that resets after its headers: the connection is cut at once, and logged', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '500' });
      res.write('{"code":0,"message":"success","data":{"phone":"');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const result = await stream();
    expect(result.status).toBe(200);
    expect(result.complete).toBe(false);
    expect(result.received).toBeLessThan(500);
    expect(result.ms).toBeLessThan(LOAD_MARGIN_MS);
    expect(proxied.logs.join('\n')).toMatch(/^proxy POST \S+ status=200 cut/m);
  });

  it('an upstream that sends its headers and then stalls: cut after the body idle time-out', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      res.write('{"code":0,');
    };
    const result = await stream(WHATSAPP, undefined, idle);
    expect(result.complete).toBe(false);
    expect(result.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(result.ms).toBeLessThan(IDLE_MS + LOAD_MARGIN_MS);
    expect(idle.logs.join('\n')).toMatch(/status=200 cut \(body idle time-out\)/);
  });

  it('a trickling answer is cut at the end of the time budget', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const tick = setInterval(
        () => (res.writableEnded ? clearInterval(tick) : res.write(' ')),
        50,
      );
      res.on('close', () => clearInterval(tick));
    };
    const result = await stream(WHATSAPP, undefined, budget);
    expect(result.complete).toBe(false);
    expect(result.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(result.ms).toBeLessThan(TIMEOUT_MS + LOAD_MARGIN_MS);
    expect(budget.logs.join('\n')).toMatch(/status=200 cut \(time-out\)/);
  });

  it('a chunked answer past the 2 MB cap is cut there, and logged', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      let sent = 0;
      const more = () => {
        while (sent < 3 * CAP && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      more();
    };
    const result = await stream();
    expect(result.complete).toBe(false);
    expect(result.received).toBeLessThanOrEqual(CAP);
    expect(proxied.logs.join('\n')).toMatch(/status=200 cut \(answer over 2097152 bytes\)/);
  });
});

describe('API_TARGET proxy: the headers of an answer', () => {
  it('relays status, body and the allowed headers; drops the others; ours win', async () => {
    behaviour = (_req, res) => {
      res.writeHead(409, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Language': 'es-MX',
        'Retry-After': '5',
        Vary: 'Accept-Language',
        'Idempotent-Replayed': 'true',
        'Set-Cookie': 'session=upstream; Path=/',
        Location: '/elsewhere',
        Refresh: '0; url=https://evil.example',
        Link: '<https://evil.example/x.js>; rel=preload',
        'Alt-Svc': 'h2="evil.example:443"',
        'Strict-Transport-Security': 'max-age=0',
        'Content-Security-Policy': "script-src 'unsafe-inline'",
        'Cache-Control': 'public, max-age=600',
        ETag: '"abc"',
        'WWW-Authenticate': 'Basic realm="api"',
        'Access-Control-Allow-Origin': '*',
        'X-Upstream': 'yes',
      });
      res.end(JSON.stringify({ code: 7, message: 'conflict', data: null }));
    };
    const { res, text } = await call();
    expect(res.status).toBe(409);
    expect(JSON.parse(text)).toEqual({ code: 7, message: 'conflict', data: null });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-language')).toBe('es-MX');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('vary')).toBe('Accept-Language');
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    for (const dropped of [
      'set-cookie',
      'location',
      'refresh',
      'link',
      'alt-svc',
      'strict-transport-security',
      'etag',
      'www-authenticate',
      'access-control-allow-origin',
      'x-upstream',
    ])
      expect([dropped, res.headers.get(dropped)]).toEqual([dropped, null]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('relays a compressed answer as it is, with its Content-Encoding', async () => {
    const zlib = await import('node:zlib');
    const body = JSON.stringify({ code: 0, message: 'ok', data: 'x'.repeat(1000) });
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(zlib.gzipSync(body));
    };
    const { res, text } = await call();
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(text).toBe(body);
  });
});
