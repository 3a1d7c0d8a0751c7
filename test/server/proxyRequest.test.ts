/** @jest-environment node */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { close, listen, overHttp2, start, testCertificate } from './helpers';
import type { Running } from './helpers';

const WHATSAPP = '/plays/user-problem/get-whatsapp';
const UPLOAD = '/plays/user-problem/upload-problem-img';

interface Seen {
  url?: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}
let seen: Seen[] = [];
let upstream: http.Server;
let target: string;
let proxied: Running;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, bytes });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":0,"message":"ok","data":null}');
    });
  });
  target = `http://127.0.0.1:${await listen(upstream)}`;
  proxied = await start({ apiTarget: target });
});
afterAll(async () => {
  await proxied.close();
  await close(upstream);
});
beforeEach(() => {
  seen = [];
});

/** A raw HTTP/1.1 request (fetch would refuse or rewrite some of these headers). */
function raw(
  path: string,
  headers: http.OutgoingHttpHeaders,
  body: Buffer | string | Buffer[] = '',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${proxied.url}${path}`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    for (const part of Array.isArray(body) ? body : [body]) req.write(part);
    req.end();
  });
}

describe('API_TARGET proxy: the relayed request', () => {
  it('drops hop-by-hop and client-sent forwarding headers; sets its own X-Forwarded-*', async () => {
    const res = await raw(
      `${WHATSAPP}?sessionId=s1`,
      {
        'Content-Type': 'application/x-www-form-urlencoded',
        Connection: 'keep-alive, X-Listed',
        'X-Listed': 'hop',
        'Keep-Alive': 'timeout=5',
        TE: 'trailers',
        Trailer: 'X-Checksum',
        Upgrade: 'websocket',
        'Proxy-Authorization': 'Basic c2VjcmV0',
        'Proxy-Connection': 'keep-alive',
        'X-Forwarded-For': '6.6.6.6',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Port': '443',
        Forwarded: 'for=6.6.6.6;proto=https',
        'X-Real-IP': '6.6.6.6',
        'Idempotency-Key': 'k-123',
        Cookie: 'demo_scenario=fail',
      },
      'overall=30',
    );
    expect(res.status).toBe(200);
    const { headers, url } = seen[0];
    expect(url).toBe(`${WHATSAPP}?sessionId=s1`);
    // The upstream connection's own Connection header (undici's), nothing of the browser's.
    expect(headers.connection).toBe('keep-alive');
    for (const name of [
      'x-listed',
      'keep-alive',
      'te',
      'trailer',
      'upgrade',
      'proxy-authorization',
      'proxy-connection',
      'forwarded',
      'x-real-ip',
      'x-forwarded-port',
    ])
      expect([name, headers[name]]).toEqual([name, undefined]);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${proxied.port}`);
    expect(headers.host).toBe(new URL(target).host);
    expect(headers['idempotency-key']).toBe('k-123');
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(headers.cookie).toBe('demo_scenario=fail');
  });

  it('says https to the upstream when the browser came over TLS (HTTP/2)', async () => {
    const tls = await testCertificate();
    const secure = await start({ apiTarget: target, tls });
    try {
      const res = await overHttp2(
        secure.url,
        tls.cert,
        {
          ':path': WHATSAPP,
          ':method': 'POST',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-proto': 'http',
        },
        'overall=30',
      );
      expect(res.status).toBe(200);
      expect(seen[0].headers['x-forwarded-proto']).toBe('https');
      expect(seen[0].headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen[0].headers['x-forwarded-host']).toBe(`127.0.0.1:${secure.port}`);
    } finally {
      await secure.close();
    }
  }, 30_000);
});

describe('API_TARGET proxy: request bodies are capped per path', () => {
  const refused = (status: number, message: string) => ({
    status,
    body: JSON.stringify({ code: status, message, data: null }),
  });

  it('a form body over 64 KB: 413 envelope, never relayed', async () => {
    const body = `overall=${'3'.repeat(64 * 1024)}`;
    const res = await raw(WHATSAPP, { 'Content-Type': 'application/x-www-form-urlencoded' }, body);
    expect(res).toEqual(refused(413, 'La solicitud es demasiado grande'));
    expect(seen).toEqual([]);
  });

  it('a chunked body that passes 64 KB: 413 envelope', async () => {
    const parts = Array.from({ length: 20 }, () => Buffer.alloc(8 * 1024, 0x61));
    const res = await raw(
      `${WHATSAPP}?languageType=1`,
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      parts,
    );
    expect(res).toEqual(refused(413, 'Payload too large'));
  });

  it('multipart only to the upload path, up to its larger limit', async () => {
    const body = new FormData();
    body.append('problemImage', new Blob([new Uint8Array(1024 * 1024)]), 'photo.jpg');
    const upload = await fetch(`${proxied.url}${UPLOAD}`, { method: 'POST', body });
    expect(upload.status).toBe(200);
    expect(seen[0].bytes).toBeGreaterThan(1024 * 1024);
    const elsewhere = await fetch(`${proxied.url}${WHATSAPP}`, { method: 'POST', body });
    expect(elsewhere.status).toBe(415);
    expect(seen).toHaveLength(1);
    const big = new FormData();
    big.append('problemImage', new Blob([new Uint8Array(6 * 1024 * 1024)]), 'photo.jpg');
    const tooBig = await fetch(`${proxied.url}${UPLOAD}`, { method: 'POST', body: big });
    expect(tooBig.status).toBe(413);
    expect(seen).toHaveLength(1);
  });
});

describe('API_TARGET over https', () => {
  it('refuses an upstream whose certificate is not trusted: 502', async () => {
    const tls = await testCertificate();
    const secureUpstream = https.createServer({ cert: tls.cert, key: tls.key }, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":0,"message":"ok","data":null}');
    });
    await new Promise<void>((resolve) => secureUpstream.listen(0, '127.0.0.1', resolve));
    const port = (secureUpstream.address() as AddressInfo).port;
    const relay = await start({ apiTarget: `https://127.0.0.1:${port}` });
    try {
      const res = await fetch(`${relay.url}${WHATSAPP}`, { method: 'POST' });
      expect(res.status).toBe(502);
    } finally {
      await relay.close();
      secureUpstream.closeAllConnections();
      await new Promise((resolve) => secureUpstream.close(resolve));
    }
  }, 30_000);
});
