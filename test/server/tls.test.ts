/** @jest-environment node */
import fs from 'node:fs';
import type http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import zlib from 'node:zlib';
import { hstsMaxAgeFromEnv, tlsFromEnv } from '../../server/tls';
import type { TlsFiles } from '../../server/tls';
import { png } from './fixtures/complaints';
import { overHttp2, PAGE_SCRIPT, start, tempDir, testCertificate } from './helpers';
import type { Running } from './helpers';

let tls: TlsFiles;
let srv: Running;
beforeAll(async () => {
  tls = await testCertificate();
  srv = await start({ tls });
}, 30_000);
afterAll(() => srv.close());

const get = (pathName: string, headers: http2.OutgoingHttpHeaders = {}) =>
  overHttp2(srv.url, tls.cert, { ':path': pathName, ...headers });

describe('demo server over TLS: HTTP/2, HTTP/1.1 for clients without it', () => {
  it('serves the app over HTTP/2 with the security headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.body.toString('utf8')).toContain('<title>app</title>');
  });

  it('sends Strict-Transport-Security with the max-age it is given; none at 0', async () => {
    for (const [hstsMaxAge, expected] of [
      [600, 'max-age=600'],
      [0, undefined],
    ] as const) {
      const other = await start({ tls, hstsMaxAge });
      try {
        const res = await overHttp2(other.url, tls.cert, { ':path': '/' });
        expect(res.status).toBe(200);
        expect(res.headers['strict-transport-security']).toBe(expected);
      } finally {
        await other.close();
      }
    }
  });

  it("sends the build's brotli copy with the script's type and cache headers", async () => {
    const res = await get('/assets/page.abcdef0123.js', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.body).toString('utf8')).toBe(PAGE_SCRIPT);
  });

  it('answers API calls with a form body over HTTP/2', async () => {
    const res = await overHttp2(
      srv.url,
      tls.cert,
      {
        ':path': '/plays/user-problem/get-whatsapp',
        ':method': 'POST',
        'content-type': 'application/x-www-form-urlencoded',
      },
      'overall=30',
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ code: 0 });
  });

  it('takes a complaint photo upload (multipart) over HTTP/2, with or without a Content-Length', async () => {
    const boundary = 'h2-upload';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const length of [{ 'content-length': String(body.length) }, {}]) {
      const res = await overHttp2(
        srv.url,
        tls.cert,
        {
          ':path': '/plays/user-problem/upload-problem-img',
          ':method': 'POST',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...length,
        },
        body,
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ code: 0 });
    }
  });

  it('serves an HTTP/1.1 client over TLS too', async () => {
    const res = await new Promise<{ status: number; hsts: unknown; body: Buffer }>(
      (resolve, reject) => {
        https
          .get(`${srv.url}/promotion.html`, { ca: tls.cert }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () =>
              resolve({
                status: r.statusCode ?? 0,
                hsts: r.headers['strict-transport-security'],
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      },
    );
    expect(res.status).toBe(200);
    expect(res.hsts).toBe('max-age=31536000');
    expect(res.body.toString('utf8')).toContain('<title>promotion</title>');
  });
});

describe('tlsFromEnv', () => {
  const dir = tempDir();
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const plain = path.join(dir, 'plain.txt');
  beforeAll(() => {
    fs.writeFileSync(certFile, tls.cert);
    fs.writeFileSync(keyFile, tls.key);
    fs.writeFileSync(plain, 'not a certificate');
  });

  it('is plain HTTP when neither variable is set', () => {
    expect(tlsFromEnv({})).toBeUndefined();
    expect(tlsFromEnv({ TLS_CERT: ' ', TLS_KEY: '' })).toBeUndefined();
  });

  it('reads both PEM files', () => {
    expect(tlsFromEnv({ TLS_CERT: certFile, TLS_KEY: keyFile })).toEqual(tls);
  });

  it.each([
    [{ TLS_CERT: certFile }, 'TLS_CERT and TLS_KEY go together: TLS_KEY is not set'],
    [{ TLS_KEY: keyFile }, 'TLS_CERT and TLS_KEY go together: TLS_CERT is not set'],
    [
      { TLS_CERT: path.join(dir, 'missing.pem'), TLS_KEY: keyFile },
      `TLS_CERT: cannot read ${path.join(dir, 'missing.pem')}`,
    ],
    [{ TLS_CERT: certFile, TLS_KEY: plain }, `TLS_KEY: ${plain} is not a PEM file`],
  ])('refuses %j', (env, message) => {
    expect(() => tlsFromEnv(env)).toThrow(message);
  });
});

describe('hstsMaxAgeFromEnv', () => {
  it('is the default when unset or blank, else the whole number of seconds given', () => {
    expect(hstsMaxAgeFromEnv({})).toBeUndefined();
    expect(hstsMaxAgeFromEnv({ HSTS_MAX_AGE: ' ' })).toBeUndefined();
    expect(hstsMaxAgeFromEnv({ HSTS_MAX_AGE: '0' })).toBe(0);
    expect(hstsMaxAgeFromEnv({ HSTS_MAX_AGE: ' 86400 ' })).toBe(86400);
  });

  it.each(['-1', '1.5', 'a year', '1e9', '12345678901'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => hstsMaxAgeFromEnv({ HSTS_MAX_AGE: value })).toThrow(
        `HSTS_MAX_AGE: ${value} is not a whole number of seconds`,
      );
    },
  );
});
