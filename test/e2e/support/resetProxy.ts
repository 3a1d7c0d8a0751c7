import fs from 'node:fs';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

/**
 * A proxy that books then resets (issue 35): a plain node:http reverse proxy in front of the demo server
 * that counts every request that reached the backend (with its Idempotency-Key) and, for the first N
 * requests of a chosen path, lets the backend answer in full (so it booked) and then resets the browser's
 * connection (TCP RST) before a single byte of that answer reaches it: the app sees "no answer" for a
 * request that went through.
 *
 * The reset must hit the app's one request, never one the browser silently sends again. Chromium re-sends
 * a request on its own when a connection it had used before (or had opened and kept idle: a preconnect)
 * is closed or reset before any response header came (HttpNetworkTransaction::ShouldResendRequest: the
 * connection is "proven" and no headers were received). That second request reaches the backend and books
 * again, though the app sent one. Observed here with keep-alive connections: the push, the 4th request on
 * its connection, was reset; Chromium sent it again at once on another connection (same body, same key);
 * the page saw one fetch that succeeded, the backend two pushes, and no notice ever showed. So:
 * - every answer goes out with `Connection: close`: no connection carries a second request, so the one
 *   that carries a money request is always fresh and Chromium does not re-send it;
 * - a connection that carries no request within IDLE_MS of its opening (a preconnect) is closed, long
 *   before a tap could send a money request over it as an "idle" connection;
 * - each request records its connection and its place on it, and the test compares the requests the
 *   page made (Playwright's request events, one per fetch whatever the network layer did) with those
 *   that reached the backend.
 * Part of the headers then a reset is no way out: until the headers' end Chromium counts it as "no headers
 * received" and re-sends on a proven connection; and over plain HTTP truncated headers closed by a FIN are
 * taken as a whole, empty answer (an unreadable body, not "no answer").
 */
/** How /config.js is answered. */
export type ConfigMode =
  /** The build's own dist/config.js, as a deployment ships it: no `backend` section (the spec's backend). */
  | 'build'
  /** The build's config.js with `backend: { idempotencyKeys: false }` declared. */
  | 'keysFalse'
  /** The demo server's answer as it is (it declares `backend: { idempotencyKeys: true }`). */
  | 'demo';

/** One request that reached the backend through the proxy. */
interface ProxiedRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The Idempotency-Key header as sent ('' when none). */
  idempotencyKey: string;
  /** The backend's status once its whole answer came (0 while under way, -1 when the backend failed). */
  status: number;
  /** The answer was withheld and the browser's connection reset. */
  reset: boolean;
  /** The connection it came on (1-based, in the order they opened) and its place on it (1 = first). */
  socket: number;
  onSocket: number;
}

export interface ResetProxy {
  url: string;
  /** Every request that reached the backend, in order of arrival. */
  requests: ProxiedRequest[];
  /** The requests to one path. */
  to(path: string): ProxiedRequest[];
  /** Resets the browser's connection of the next `count` requests to `path`, after the backend answered. */
  resetNext(path: string, count: number): void;
  setConfig(mode: ConfigMode): void;
  /** Forgets the counts and the pending resets; /config.js back to the demo's. */
  clear(): void;
  close(): Promise<void>;
}

/** A connection without a request this long after it opened is closed (the browser then drops it). */
const IDLE_MS = 300;

const ROOT = path.resolve(__dirname, '../../..');
const DIST = process.env.DIST ? path.resolve(process.env.DIST) : path.join(ROOT, 'dist');

const KEYS_FALSE =
  "\n// This deployment's backend does not honour Idempotency-Key.\n" +
  'window.__CUOTA_CONFIG__ = Object.assign({}, window.__CUOTA_CONFIG__, {\n' +
  '  backend: { idempotencyKeys: false },\n});\n';

/** The config.js of a mode other than 'demo', read from the build on every request. */
function configScript(mode: Exclude<ConfigMode, 'demo'>): string {
  const build = fs.readFileSync(path.join(DIST, 'config.js'), 'utf8');
  return mode === 'build' ? build : `${build}${KEYS_FALSE}`;
}

/** Headers that belong to one connection, never forwarded either way. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
];

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
}

/** Starts the proxy on a free 127.0.0.1 port in front of `upstream` (E2E_BASE_URL). */
export async function startResetProxy(upstream: string): Promise<ResetProxy> {
  const target = new URL(upstream);
  const client = target.protocol === 'https:' ? https : http;
  // A connection to the backend per request: a kept-alive one that the backend closes as idle just as
  // the proxy reuses it fails that request (a 502 for a page's chunk, seen on a loaded machine).
  const agent = new client.Agent({ keepAlive: false });
  const requests: ProxiedRequest[] = [];
  const resets = new Map<string, number>();
  let config: ConfigMode = 'demo';
  let socketCount = 0;
  const sockets = new Map<Socket, { id: number; requests: number }>();

  /** Sends a whole answer and closes the connection after it. */
  function answer(res: ServerResponse, status: number, headers: IncomingHttpHeaders, body: Buffer) {
    const out = withoutHopByHop(headers);
    const bodyless = status === 204 || status === 304 || res.req.method === 'HEAD';
    if (!bodyless) out['content-length'] = String(body.length);
    res.writeHead(status, { ...out, connection: 'close' });
    res.end(bodyless ? undefined : body);
  }

  function forward(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', target);
    const socket = req.socket;
    const conn = sockets.get(socket) ?? { id: 0, requests: 0 };
    conn.requests += 1;
    const key = req.headers['idempotency-key'];
    const entry: ProxiedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: (Array.isArray(key) ? key[0] : key) ?? '',
      status: 0,
      reset: false,
      socket: conn.id,
      onSocket: conn.requests,
    };
    requests.push(entry);
    const pending = resets.get(url.pathname) ?? 0;
    if (pending > 0) resets.set(url.pathname, pending - 1);

    const out = client.request(
      url,
      {
        method: req.method,
        headers: { ...withoutHopByHop(req.headers), host: target.host },
        agent,
      },
      (up) => {
        const parts: Buffer[] = [];
        up.on('data', (chunk: Buffer) => parts.push(chunk));
        up.on('end', () => {
          entry.status = up.statusCode ?? 502;
          if (pending > 0) {
            // The backend's whole answer is here (it booked); the browser gets a reset, not a byte.
            entry.reset = true;
            socket.resetAndDestroy();
            return;
          }
          answer(res, entry.status, up.headers, Buffer.concat(parts));
        });
        up.on('error', () => {
          entry.status = -1;
          res.destroy();
        });
      },
    );
    out.on('error', () => {
      entry.status = -1;
      if (!res.headersSent) answer(res, 502, {}, Buffer.from('proxy: backend unreachable'));
    });
    req.pipe(out);
  }

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
    if (pathname === '/config.js' && config !== 'demo') {
      const conn = sockets.get(req.socket);
      if (conn) conn.requests += 1;
      const body = Buffer.from(configScript(config));
      // no-store: the next test's setting must not come from the browser's cache.
      answer(
        res,
        200,
        { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
        body,
      );
      return;
    }
    forward(req, res);
  });
  server.on('connection', (socket: Socket) => {
    const conn = { id: (socketCount += 1), requests: 0 };
    sockets.set(socket, conn);
    const idle = setTimeout(() => {
      if (conn.requests === 0 && !socket.destroyed) {
        socket.destroy();
      }
    }, IDLE_MS);
    socket.on('close', () => {
      clearTimeout(idle);
      sockets.delete(socket);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    to: (p) => requests.filter((r) => r.path === p),
    resetNext(p, count) {
      resets.set(p, count);
    },
    setConfig(mode) {
      config = mode;
    },
    clear() {
      requests.length = 0;
      resets.clear();
      config = 'demo';
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
