import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A hostile transport between the browser and the demo server (issue 27 item 5): a plain reverse proxy
 * (node:http, no dependency) that forwards every request as it is (documents, scripts, images, the API)
 * except the API requests its mode picks, whose answers it breaks the way networks and gateways do.
 */
export type GatewayMode =
  /** Forward as it is. */
  | 'normal'
  /** Forward; send the status, the headers and the first half of the body, then destroy the socket. */
  | 'half'
  /** Forward; send the body `dripBytes` at a time, one piece every DRIP_MS. */
  | 'drip'
  /** Answer 200 with 5 MB of JSON-looking text, streamed without a Content-Length. */
  | 'huge'
  /** 307 to the same URL with `transport=1` added; that request is forwarded. */
  | 'redirect-same'
  /** 302 to /login.html, which answers 200 text/html (a gateway's login page). */
  | 'redirect-login'
  /** Forward, with the JSON answer labelled text/html. */
  | 'json-as-html'
  /** Answer 200 with an HTML error page labelled application/json. */
  | 'html-as-json';

export const DRIP_MS = 200;
export const HUGE_BYTES = 5 * 1024 * 1024;
const HUGE_CHUNK = 64 * 1024;
const HUGE_PACE_MS = 16;
const LOGIN_PAGE = '<html><head><title>Login</title></head><body>login</body></html>';
const HTML_ERROR =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

/** One API request the gateway saw, and what it did with it. */
interface SeenRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  mode: GatewayMode;
  /** Body bytes sent to the browser, and the size of the whole body (null while unknown). */
  sent: number;
  total: number | null;
  /** The browser's connection closed before the whole body was sent. */
  cutByBrowser: boolean;
  /** The answer ended (sent whole, cut by the gateway, or closed by the browser). */
  done: boolean;
}

interface GatewaySetting {
  mode: GatewayMode;
  /** Which API paths get the mode (default: every /plays and /api path). */
  match?: (path: string) => boolean;
  /** Bytes per drip (default 1). */
  dripBytes?: number;
}

export interface HostileGateway {
  url: string;
  set(setting: GatewaySetting): void;
  /** The API requests seen since the last reset (every mode, normal too), in order. */
  seen: SeenRequest[];
  reset(): void;
  close(): Promise<void>;
}

const isApi = (path: string) => path.startsWith('/plays/') || path.startsWith('/api/');

/** Starts the gateway on a free local port in front of `upstream` (the demo server's base URL). */
export async function startHostileGateway(upstream: string): Promise<HostileGateway> {
  const target = new URL(upstream);
  const client = target.protocol === 'https:' ? https : http;
  let setting: Required<GatewaySetting> = { mode: 'normal', match: isApi, dripBytes: 1 };
  const seen: SeenRequest[] = [];
  const timers = new Set<ReturnType<typeof setInterval>>();

  /** Forwards the request upstream; the answer's status, headers and whole body (API answers are small). */
  function forward(req: IncomingMessage, body: Buffer, api: boolean) {
    const headers: IncomingHttpHeaders = { ...req.headers, host: target.host };
    // API answers are rewritten here: ask for them uncompressed.
    if (api) delete headers['accept-encoding'];
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const out = client.request(
          new URL(req.url ?? '/', target),
          { method: req.method, headers },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (chunk: Buffer) => parts.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 502,
                headers: res.headers,
                body: Buffer.concat(parts),
              }),
            );
            res.on('error', reject);
          },
        );
        out.on('error', reject);
        out.end(body);
      },
    );
  }

  /** Streams a plain (non-API, or untouched API) request through without buffering. */
  function pipeThrough(req: IncomingMessage, res: ServerResponse) {
    const out = client.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const parts: Buffer[] = [];
      req.on('data', (chunk: Buffer) => parts.push(chunk));
      req.on('end', () => resolve(Buffer.concat(parts)));
      req.on('error', reject);
    });

  /** The upstream answer's headers for a body we frame ourselves (a Content-Length, no chunking). */
  const framed = (headers: IncomingHttpHeaders, length: number, type?: string) => {
    const out: IncomingHttpHeaders = { ...headers, 'content-length': String(length) };
    delete out['transfer-encoding'];
    delete out.connection;
    delete out['keep-alive'];
    if (type) out['content-type'] = type;
    return out;
  };

  async function broken(req: IncomingMessage, res: ServerResponse, entry: SeenRequest) {
    const path = req.url ?? '/';
    const mode = entry.mode;
    res.on('close', () => {
      if (!entry.done) entry.cutByBrowser = true;
      entry.done = true;
    });
    const body = await readBody(req);

    if (mode === 'redirect-login') {
      entry.done = true;
      res.writeHead(302, { location: '/login.html', 'content-length': '0' });
      res.end();
      return;
    }
    if (mode === 'redirect-same' && !new URL(path, 'http://x').searchParams.has('transport')) {
      entry.done = true;
      const location = `${path}${path.includes('?') ? '&' : '?'}transport=1`;
      res.writeHead(307, { location, 'content-length': '0' });
      res.end();
      return;
    }
    if (mode === 'html-as-json') {
      entry.total = entry.sent = Buffer.byteLength(HTML_ERROR);
      entry.done = true;
      res.writeHead(200, {
        'content-type': 'application/json;charset=UTF-8',
        'content-length': String(entry.total),
      });
      res.end(HTML_ERROR);
      return;
    }
    if (mode === 'huge') {
      entry.total = HUGE_BYTES;
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      const piece = Buffer.alloc(HUGE_CHUNK, 0x61);
      // Paced (a chunk every HUGE_PACE_MS, about 1.3 s for the whole), as a fast network would send it:
      // unpaced, loopback's socket buffers swallow all 5 MB before the browser has read 2 MB.
      const more = () => {
        if (res.destroyed) return;
        if (entry.sent >= HUGE_BYTES) {
          entry.done = true;
          res.end('"}');
          return;
        }
        const chunk = entry.sent === 0 ? Buffer.from('{"code":0,"data":"') : piece;
        entry.sent += chunk.length;
        const next = () => setTimeout(more, HUGE_PACE_MS);
        if (res.write(chunk)) next();
        else res.once('drain', next);
      };
      more();
      return;
    }

    const answer = await forward(req, body, true);
    entry.total = answer.body.length;
    if (mode === 'half') {
      const half = answer.body.subarray(0, answer.body.length >> 1);
      res.writeHead(answer.status, framed(answer.headers, answer.body.length));
      entry.sent = half.length;
      // The status, the headers and half the body reach the browser; then the connection is gone.
      res.write(half, () => {
        entry.done = true;
        res.socket?.destroy();
      });
      return;
    }
    if (mode === 'drip') {
      res.writeHead(answer.status, framed(answer.headers, answer.body.length));
      const timer = setInterval(() => {
        if (res.destroyed || entry.sent >= answer.body.length) {
          clearInterval(timer);
          timers.delete(timer);
          if (!res.destroyed) {
            entry.done = true;
            res.end();
          }
          return;
        }
        const next = answer.body.subarray(entry.sent, entry.sent + setting.dripBytes);
        entry.sent += next.length;
        res.write(next);
      }, DRIP_MS);
      timers.add(timer);
      return;
    }
    // json-as-html, and the second leg of redirect-same: the upstream answer, relabelled or not.
    const type = mode === 'json-as-html' ? 'text/html; charset=utf-8' : undefined;
    res.writeHead(answer.status, framed(answer.headers, answer.body.length, type));
    entry.sent = answer.body.length;
    entry.done = true;
    res.end(answer.body);
  }

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/login.html') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(Buffer.byteLength(LOGIN_PAGE)),
      });
      res.end(LOGIN_PAGE);
      return;
    }
    if (!isApi(path)) {
      pipeThrough(req, res);
      return;
    }
    const mode = setting.match(path) ? setting.mode : 'normal';
    const entry: SeenRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      mode,
      sent: 0,
      total: null,
      cutByBrowser: false,
      done: false,
    };
    seen.push(entry);
    if (mode === 'normal') {
      res.on('close', () => {
        entry.done = true;
      });
      pipeThrough(req, res);
      return;
    }
    broken(req, res, entry).catch(() => res.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    set(next) {
      setting = { match: isApi, dripBytes: 1, ...next };
    },
    reset() {
      setting = { mode: 'normal', match: isApi, dripBytes: 1 };
      seen.length = 0;
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
