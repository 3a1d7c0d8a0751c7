import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FrontBackend } from './nginxDeployment';

/** What a backend with an open CORS setting adds to every answer. */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': '*',
  'access-control-max-age': '86400',
  'access-control-allow-private-network': 'true',
};

/**
 * A backend that answers with CORS headers: a plain HTTP relay (node:http) in front of the demo server
 * (`upstream`, over TLS trusting `ca`) that streams each request and its body through as they arrive, and
 * each answer back with CORS_HEADERS added.
 */
export async function startCorsBackend(upstream: string, ca: string): Promise<FrontBackend> {
  const target = new URL(upstream);
  const server = http.createServer({ requestTimeout: 0 }, (req, res) => {
    const out = https.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
        ca,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...CORS_HEADERS });
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
