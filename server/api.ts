import http from 'node:http';
import https from 'node:https';
import { defaultEndpoints, endpointUrl } from '../src/platform/api/endpoints';
import type { EndpointKey } from '../src/platform/api/endpoints';
import type { EnvelopeKind } from '../src/platform/api/types';
import type { Db } from './db';
import type { ResponseOf } from './responses';
import { isGeneric, scenarioFor, scenarioSpec } from './scenarios';
import type { ScenarioState } from './scenarios';

export type Method = 'GET' | 'POST';
export type Log = (line: string) => void;

export interface HandlerContext {
  query: URLSearchParams;
  /** Form-encoded, JSON (values stringified) or multipart (field names; file parts carry their filename). */
  body: Record<string, string>;
  /** The scenario chosen for this endpoint (generic ones are applied before the handler runs). */
  scenario: string;
  db: Db;
  log: Log;
  headers: http.IncomingHttpHeaders;
}

/** A JSON answer; `delayMs` postpones it. */
export interface JsonReply<T> {
  status?: number;
  json: T;
  delayMs?: number;
}
/** A non-JSON answer (captcha image, HTML ...). */
export interface RawReply {
  status?: number;
  body: string | Buffer;
  contentType: string;
  delayMs?: number;
}
export type Reply<T> = JsonReply<T> | RawReply;

export type Handler<K extends EndpointKey> = (
  ctx: HandlerContext,
) => Reply<ResponseOf<K>> | Promise<Reply<ResponseOf<K>>>;

interface Route {
  method: Method;
  key: EndpointKey;
  handler: (ctx: HandlerContext) => Reply<unknown> | Promise<Reply<unknown>>;
}

export const NOT_FOUND = { code: 404, message: 'Not found', data: null };
export const FAIL_MESSAGE = 'Servicio no disponible, inténtelo más tarde';

/** The envelope's failure for the 'fail' scenario. */
export function failureEnvelope(kind: EnvelopeKind): unknown {
  switch (kind) {
    case 'v3':
      return { success: false, code: 1, message: FAIL_MESSAGE, data: null };
    case 'repayment':
      return { code: '99', message: FAIL_MESSAGE, data: null };
    default:
      return { code: 1, message: FAIL_MESSAGE, data: null };
  }
}

/** Routes keyed by `METHOD path`; paths come from the app's endpoint table. */
export class Registry {
  private readonly routes = new Map<string, Route>();

  route<K extends EndpointKey>(method: Method, key: K, handler: Handler<K>): this {
    const path = endpointUrl(defaultEndpoints[key]);
    this.routes.set(`${method} ${path}`, { method, key, handler });
    return this;
  }

  find(method: string, path: string): Route | undefined {
    return this.routes.get(`${method === 'HEAD' ? 'GET' : method} ${path}`);
  }

  keys(): EndpointKey[] {
    return [...new Set([...this.routes.values()].map((r) => r.key))];
  }
}

export function isApiPath(pathname: string): boolean {
  return /^\/(plays|api)(\/|$)/.test(pathname);
}

const MAX_BODY = 10 * 1024 * 1024;

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function parseBody(contentType: string | undefined, raw: Buffer): Record<string, string> {
  const type = (contentType ?? '').toLowerCase();
  const out: Record<string, string> = {};
  if (raw.length === 0) return out;
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        for (const [k, v] of Object.entries(parsed)) {
          out[k] = typeof v === 'string' ? v : JSON.stringify(v);
        }
      }
    } catch {
      // an unparsable body is treated as empty
    }
    return out;
  }
  if (type.includes('multipart/form-data')) {
    const text = raw.toString('latin1');
    const re =
      /Content-Disposition:[^\r\n]*?name="([^"]*)"(?:;\s*filename="([^"]*)")?[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/gi;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out[m[1]] = m[2] !== undefined ? m[2] : Buffer.from(m[3], 'latin1').toString('utf8');
    }
    return out;
  }
  for (const [k, v] of new URLSearchParams(raw.toString('utf8'))) out[k] = v;
  return out;
}

function sendJson(res: http.ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(json));
}

function codeOf(json: unknown): string {
  if (typeof json === 'object' && json !== null) {
    const o = json as { code?: unknown; success?: unknown };
    if (o.code !== undefined) return String(o.code);
    if (o.success !== undefined) return `success=${String(o.success)}`;
  }
  return '-';
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface ApiOptions {
  registry: Registry;
  db: Db;
  scenarios: ScenarioState;
  log: Log;
  /** Origin that /plays and /api are proxied to instead of the demo handlers. */
  apiTarget?: string;
  /** Delay of the 'slow' scenario (default 3000 ms). */
  slowMs?: number;
}

/** Forwards the request to `target` (same method, path and query, body, headers minus host) and pipes back. */
function proxy(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: string,
  pathname: string,
  log: Log,
) {
  const base = new URL(target);
  const url = new URL(req.url ?? '/', base);
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  delete headers.host;
  const client = url.protocol === 'https:' ? https : http;
  const upstream = client.request(url, { method: req.method, headers }, (up) => {
    log(`proxy ${req.method} ${pathname} status=${up.statusCode ?? 502}`);
    const outHeaders = { ...up.headers };
    delete outHeaders['content-security-policy'];
    res.writeHead(up.statusCode ?? 502, outHeaders);
    up.pipe(res);
  });
  upstream.on('error', () => {
    log(`proxy ${req.method} ${pathname} status=502`);
    if (!res.headersSent) sendJson(res, 502, { code: 502, message: 'Bad gateway', data: null });
    else res.destroy();
  });
  req.pipe(upstream);
}

/**
 * Handles /plays and /api requests; returns false (without touching the response) for other paths so it can
 * sit in front of other middleware (e.g. webpack-dev-server's setupMiddlewares).
 */
export function createApiHandler(options: ApiOptions) {
  const { registry, db, scenarios, log } = options;
  const slowMs = options.slowMs ?? 3000;

  return function handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    if (!isApiPath(pathname)) return false;
    if (options.apiTarget) {
      proxy(req, res, options.apiTarget, pathname, log);
      return true;
    }
    void (async () => {
      const method = req.method ?? 'GET';
      const route = registry.find(method, pathname);
      const raw = await readBody(req).catch(() => Buffer.alloc(0));
      if (!route) {
        log(`api ${method} ${pathname} scenario=- status=404 code=404`);
        sendJson(res, 404, NOT_FOUND);
        return;
      }
      const scenario = scenarioFor(scenarioSpec(req, url.searchParams, scenarios), route.key);
      const line = (status: number, code: string) =>
        log(`api ${method} ${pathname} scenario=${scenario} status=${status} code=${code}`);
      if (scenario === 'slow') await sleep(slowMs);
      if (scenario === 'http500') {
        line(500, '-');
        res.writeHead(500, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end('Internal Server Error');
        return;
      }
      if (scenario === 'malformed') {
        line(200, 'malformed');
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end('{"code":0,"message":"success","data":');
        return;
      }
      if (scenario === 'fail') {
        const json = failureEnvelope(defaultEndpoints[route.key].envelope);
        line(200, codeOf(json));
        sendJson(res, 200, json);
        return;
      }
      const ctx: HandlerContext = {
        query: url.searchParams,
        body: parseBody(req.headers['content-type'], raw),
        scenario: isGeneric(scenario) ? 'ok' : scenario,
        db,
        log,
        headers: req.headers,
      };
      const reply = await route.handler(ctx);
      if (reply.delayMs) await sleep(reply.delayMs);
      const status = reply.status ?? 200;
      if ('json' in reply) {
        line(status, codeOf(reply.json));
        sendJson(res, status, reply.json);
      } else {
        line(status, '-');
        res.writeHead(status, { 'Content-Type': reply.contentType, 'Cache-Control': 'no-store' });
        res.end(reply.body);
      }
    })().catch((err: unknown) => {
      log(`api ${req.method} ${pathname} error ${err instanceof Error ? err.message : 'unknown'}`);
      if (!res.headersSent)
        sendJson(res, 500, { code: 500, message: 'Internal error', data: null });
      else res.end();
    });
    return true;
  };
}
