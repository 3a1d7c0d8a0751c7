/** @jest-environment node */
import http from 'node:http';
import { close, form, listen, start } from './helpers';
import type { Running } from './helpers';

const WHATSAPP = '/plays/user-problem/get-whatsapp';
const TIMEOUT_MS = 400;

/** An upstream whose behaviour each test picks; the proxy in front of it has a short time budget. */
let behaviour: (req: http.IncomingMessage, res: http.ServerResponse) => void;
let upstream: http.Server;
let proxied: Running;

beforeAll(async () => {
  upstream = http.createServer((req, res) => behaviour(req, res));
  const port = await listen(upstream);
  proxied = await start({ apiTarget: `http://127.0.0.1:${port}`, upstreamTimeoutMs: TIMEOUT_MS });
});
afterAll(async () => {
  await proxied.close();
  await close(upstream);
});

async function call(path = WHATSAPP) {
  const t0 = Date.now();
  const res = await fetch(`${proxied.url}${path}`, form({ overall: '30' }));
  const text = await res.text();
  return { res, text, ms: Date.now() - t0 };
}

function expectEnvelope(text: string, code: 502 | 504) {
  const body = JSON.parse(text) as { code: number; message: string; data: unknown };
  expect(body.code).toBe(code);
  expect(body.data).toBeNull();
  expect(body.message).toMatch(/^[\x20-\x7e]{5,80}$/);
}

describe('API_TARGET proxy: upstream failures end the answer with an envelope', () => {
  it('an upstream that resets after its headers: 502 envelope, at once', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '500' });
      res.write('{"code":0,"message":"success","data":{"phone":"');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const { res, text, ms } = await call();
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expectEnvelope(text, 502);
    expect(ms).toBeLessThan(TIMEOUT_MS);
  });

  it('an upstream that resets before its headers: 502 envelope', async () => {
    behaviour = (req) => req.socket.destroy();
    const { res, text } = await call();
    expect(res.status).toBe(502);
    expectEnvelope(text, 502);
  });

  it('an upstream that never answers: 504 envelope within the time budget', async () => {
    behaviour = () => undefined;
    const { res, text, ms } = await call();
    expect(res.status).toBe(504);
    expectEnvelope(text, 504);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('an upstream that sends its headers and then hangs: 504 envelope within the time budget', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      res.write('{"code":0,');
    };
    const { res, text, ms } = await call();
    expect(res.status).toBe(504);
    expectEnvelope(text, 504);
    expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('a GET that resets is not retried, and is logged with its status', async () => {
    let calls = 0;
    behaviour = (req) => {
      calls += 1;
      req.socket.destroy();
    };
    proxied.logs.length = 0;
    const res = await fetch(`${proxied.url}/api/v2/youmi/promotion/get-sid?x=secret`);
    expect(res.status).toBe(502);
    expect(calls).toBe(1);
    expect(proxied.logs.join('\n')).toMatch(
      /^proxy GET \/api\/v2\/youmi\/promotion\/get-sid status=502/m,
    );
    expect(proxied.logs.join('\n')).not.toContain('secret');
  });

  it('a healthy answer is relayed whole: status, body, upstream headers; ours win on security and caching', async () => {
    behaviour = (_req, res) => {
      res.writeHead(409, {
        'Content-Type': 'application/json',
        'Content-Security-Policy': "script-src 'unsafe-inline'",
        'Cache-Control': 'public, max-age=600',
        'X-Upstream': 'yes',
      });
      res.end(JSON.stringify({ code: 7, message: 'conflict', data: null }));
    };
    const { res, text } = await call();
    expect(res.status).toBe(409);
    expect(JSON.parse(text)).toEqual({ code: 7, message: 'conflict', data: null });
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('the Idempotency-Key header is passed through (the upstream decides)', async () => {
    let seen: string | undefined;
    behaviour = (req, res) => {
      seen = String(req.headers['idempotency-key']);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":0,"message":"ok","data":null}');
    };
    await fetch(`${proxied.url}${WHATSAPP}`, {
      ...form({ overall: '30' }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': 'k-123',
      },
    });
    expect(seen).toBe('k-123');
  });
});
