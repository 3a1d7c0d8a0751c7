import fs from 'node:fs';
import zlib from 'node:zlib';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ServerOptions } from '../../server/app';

// @fastify/static requires content-disposition 3, an ES module: Node (>= 20.19) loads it through
// require(esm), Jest's module loader cannot before Node 24.9. The server never sends a download (its only
// use), so the tests get a CommonJS stand-in for it.
const esmOnly = require.resolve('content-disposition', {
  paths: [path.dirname(require.resolve('@fastify/static'))],
});
jest.doMock(esmOnly, () => ({
  create: (name?: string) =>
    name ? `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"` : 'attachment',
}));

export interface Running {
  url: string;
  port: number;
  logs: string[];
  dir: string;
  close: () => Promise<void>;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cuota-server-'));
}

/** The text of the fixture dist's assets/page.abcdef0123.js, which has .br and .gz copies. */
export const PAGE_SCRIPT = `console.log(${JSON.stringify('page'.repeat(500))});`;

export function makeDist(dir: string): string {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'promotion.html'), '<!doctype html><title>promotion</title>');
  fs.writeFileSync(
    path.join(dist, 'assets', 'app.12345678.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app.0123456789.css'), 'body{margin:0}');
  // A script with the brotli and gzip copies the build writes beside it (build/precompress.ts).
  const page = path.join(dist, 'assets', 'page.abcdef0123.js');
  fs.writeFileSync(page, PAGE_SCRIPT);
  fs.writeFileSync(`${page}.br`, zlib.brotliCompressSync(PAGE_SCRIPT));
  fs.writeFileSync(`${page}.gz`, zlib.gzipSync(PAGE_SCRIPT));
  fs.writeFileSync(path.join(dist, 'config.js'), 'window.__CUOTA_CONFIG__ = {};');
  fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside the dist folder');
  return dist;
}

export function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

export function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function start(
  overrides: Partial<ServerOptions> = {},
  dir = tempDir(),
): Promise<Running> {
  const logs: string[] = [];
  const { createServer } = await import('../../server/app');
  const app = await createServer({
    distDir: makeDist(dir),
    dataFile: path.join(dir, 'data', 'db.json'),
    log: (line) => logs.push(line),
    slowMs: 300,
    imageHosts: [],
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    url: `${overrides.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    logs,
    dir,
    close: async () => {
      // An HTTP/2 server has sessions instead, which Fastify's close ends.
      if (typeof app.server.closeAllConnections === 'function') app.server.closeAllConnections();
      await app.close();
    },
  };
}

/** A GET with the given Accept-Encoding: the response headers and the body as sent (still encoded). */
export function getEncoded(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** A raw request that keeps the path exactly as written (fetch would normalize dot segments). */
export function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

export function form(values: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  };
}

/** A throwaway certificate for 127.0.0.1 (scripts/lib.js makeCertificate), as the server takes it. */
export async function testCertificate(dir = tempDir()): Promise<{ cert: string; key: string }> {
  const lib = jest.requireActual<{
    makeCertificate: (d: string) => Promise<{ cert: string; keyFile: string }>;
  }>('../../scripts/lib');
  const made = await lib.makeCertificate(dir);
  return { cert: made.cert, key: fs.readFileSync(made.keyFile, 'utf8') };
}

/** One request over an HTTP/2 session to `origin` that trusts only `ca`: status, headers, body as sent. */
export function overHttp2(
  origin: string,
  ca: string,
  headers: http2.OutgoingHttpHeaders,
  body?: string | Buffer,
): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const req = session.request(headers);
    const chunks: Buffer[] = [];
    let received: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => {
      received = h;
    });
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      session.close();
      resolve({
        status: Number(received[':status']),
        headers: received,
        body: Buffer.concat(chunks),
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
