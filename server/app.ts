import http from 'node:http';
import path from 'node:path';
import { createApiHandler } from './api';
import type { Log } from './api';
import { Db } from './db';
import { buildRegistry } from './routes';
import { cardRepaymentDemoOf } from './features/cardRepayment';
import { GENERIC_SCENARIOS, ScenarioState } from './scenarios';
import { serveStatic } from './static';

export interface ServerOptions {
  distDir: string;
  dataFile: string;
  /** When set, /plays and /api are proxied to this origin; static files are still served locally. */
  apiTarget?: string;
  log?: Log;
  /** The CSP frame-ancestors value (default `'self'`). */
  frameAncestors?: string;
  /** Delay of the 'slow' scenario (default 3000 ms). */
  slowMs?: number;
}

export function securityHeaders(frameAncestors = "'self'"): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: https:",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

export interface ApiContextOptions {
  dataFile: string;
  apiTarget?: string;
  log?: Log;
  slowMs?: number;
}

/**
 * The dynamic part of the server (/__demo control endpoints and /plays + /api) as a middleware-style
 * function: it answers and returns true, or returns false without touching the response.
 * GET /__demo/scenario (current + list; `?set=X` sets), POST /__demo/scenario?name=X, POST /__demo/reset.
 */
export function createApiMiddleware(options: ApiContextOptions) {
  const log: Log = options.log ?? ((line) => console.log(line));
  const db = Db.load(options.dataFile);
  const scenarios = new ScenarioState();
  const registry = buildRegistry();
  const api = createApiHandler({
    registry,
    db,
    scenarios,
    log,
    apiTarget: options.apiTarget,
    slowMs: options.slowMs,
  });

  return function handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/__demo/scenario') {
      const name = url.searchParams.get('name') ?? url.searchParams.get('set');
      if (name && (req.method === 'POST' || url.searchParams.has('set'))) scenarios.current = name;
      json(res, 200, {
        current: scenarios.current,
        generic: GENERIC_SCENARIOS,
        endpoints: registry.keys(),
        usage:
          'scenario=<name> or <endpointKey>:<name> (comma-separated) via query param, x-demo-scenario header, demo_scenario cookie or this default',
      });
      return true;
    }
    if (url.pathname === '/__demo/last-sms') {
      // Demo only: the last card-repayment SMS code, so browser tests can read what the log printed.
      const last = cardRepaymentDemoOf(registry)?.last ?? null;
      json(res, last ? 200 : 404, last ?? { message: 'no SMS code sent yet' });
      return true;
    }
    if (url.pathname === '/__demo/reset' && req.method === 'POST') {
      db.reset();
      scenarios.current = 'ok';
      json(res, 200, { ok: true });
      return true;
    }
    return api(req, res);
  };
}

let defaultMiddleware: ReturnType<typeof createApiMiddleware> | undefined;

/**
 * For webpack-dev-server's setupMiddlewares: `(req, res, next) => handleApi(req, res) || next()`.
 * Uses DATA_FILE (default server/data/db.json) and API_TARGET from the environment.
 */
export function handleApi(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  defaultMiddleware ??= createApiMiddleware({
    dataFile: process.env.DATA_FILE ?? path.resolve(__dirname, 'data', 'db.json'),
    apiTarget: process.env.API_TARGET || undefined,
  });
  return defaultMiddleware(req, res);
}

/**
 * A page opened with `?scenario=name` (e.g. the printed "failing" deep link) keeps that scenario for its
 * API calls through the demo_scenario cookie; `?scenario=ok` resets it. Only scenario names are stored.
 */
export function rememberPageScenario(req: http.IncomingMessage, res: http.ServerResponse): void {
  const scenario = new URL(req.url ?? '/', 'http://demo.local').searchParams.get('scenario');
  if (scenario === null || !/^[\w:,.-]{1,80}$/.test(scenario)) return;
  res.setHeader('Set-Cookie', `demo_scenario=${scenario}; Path=/; SameSite=Strict`);
}

/** The demo server (not listening): security headers on everything, the API, then the static app. */
export function createServer(options: ServerOptions): http.Server {
  const dynamic = createApiMiddleware(options);
  const headers = securityHeaders(options.frameAncestors);
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (dynamic(req, res)) return;
    rememberPageScenario(req, res);
    serveStatic(req, res, options.distDir);
  });
}

/** Alias used by webpack.config.ts's setupMiddlewares. */
export const createDevApiHandler = createApiMiddleware;
