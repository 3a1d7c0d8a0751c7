import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer } from '../../server/app';
import type { ServerOptions } from '../../server/app';

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

export function makeDist(dir: string): string {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'promotion.html'), '<!doctype html><title>promotion</title>');
  fs.writeFileSync(
    path.join(dist, 'assets', 'app.12345678.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
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
  const server = createServer({
    distDir: makeDist(dir),
    dataFile: path.join(dir, 'data', 'db.json'),
    log: (line) => logs.push(line),
    slowMs: 300,
    ...overrides,
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, port, logs, dir, close: () => close(server) };
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
