import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiPlugin, isApiPath, jsonAnswer, sendAnswer } from './api';
import { refusalAnswer } from './body';
import { logCodesFromEnv } from './log';
import type { Log } from './log';
import { Db, uploadsDirOf } from './db';
import { demoAbsentPlugin, demoPlugin } from './demo';
import { registerDemoConfig } from './demoConfig';
import { kindOfPath, parseImageHosts, securityHeaders } from './headers';
import { IdempotencyStore } from './idempotency';
import { UPSTREAM_TIMEOUT_MS, proxyPlugin } from './proxy';
import { cspReportPlugin } from './cspReport';
import { buildRegistry } from './routes';
import { ScenarioState } from './scenarios';
import { inlineHashes } from './inlineHashes';
import { MAX_FORM_BODY } from './limits';
import { DEFAULT_MARKET, marketFromEnv } from './market';
import type { MarketCode } from './market';
import { registerStatic, registerUploads, sendText } from './static';
import { HSTS_DEFAULT_MAX_AGE, type TlsFiles } from './tls';
import { fastifyTimeouts, hardenHttp2Server, timeoutsOf } from './timeouts';
import type { ServerTimeouts } from './timeouts';

export { securityHeaders } from './headers';

export interface ApiContextOptions {
  dataFile: string;
  /** When set, /plays and /api are proxied to this origin; static files are still served locally. */
  apiTarget?: string;
  log?: Log;
  /** Delay of the 'slow' scenario (default 3000 ms). */
  slowMs?: number;
  /** Budget of one proxied exchange (default 30 s, inside the app's 60 s time-out). */
  upstreamTimeoutMs?: number;
  /** A proxied answer whose body sends nothing for this long is cut (default 10 s). */
  upstreamIdleMs?: number;
  /** How long the server waits on clients (server/timeouts.ts; tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Whose demo data the server answers with (MARKET: 'MX' by default, 'IN'); the demo's config.js says
   * the same market. Without effect with apiTarget.
   */
  market?: MarketCode;
  /**
   * Print the demo's SMS codes and captcha texts to the log (default: DEMO_LOG_CODES=1); without it
   * they are only at /__demo/last-sms and /__demo/last-captcha.
   */
  logCodes?: boolean;
}

export interface ServerOptions extends ApiContextOptions {
  distDir: string;
  /** The CSP frame-ancestors value (default `'self'`). */
  frameAncestors?: string;
  /** https image hosts for the CSP img-src (default: IMAGE_HOSTS from the environment, else none). */
  imageHosts?: string[];
  /** Serve HTTPS with HTTP/2 (HTTP/1.1 for clients without h2) with this certificate; plain HTTP without. */
  tls?: TlsFiles;
  /** Over TLS, the Strict-Transport-Security max-age in seconds (default a year; 0 sends none). */
  hstsMaxAge?: number;
  /** Where browsers report CSP violations (the CSP's `report-uri`; CSP_REPORT_URI); none by default. */
  cspReportUri?: string;
  /**
   * Addresses (or CIDR ranges) of the reverse proxies in front (TRUST_PROXY): their X-Forwarded-For names
   * the client, so per-address limits and the relay's X-Forwarded-For count borrowers, not the proxy.
   * None by default: a client-sent X-Forwarded-For is never believed.
   */
  trustProxy?: string[];
}

/**
 * The dynamic part: /plays + /api (the demo handlers, or the proxy with API_TARGET) and, only with the
 * demo's own data, the /__demo control endpoints (with API_TARGET they are unknown paths: 404).
 */
async function registerDynamic(app: FastifyInstance, options: ApiContextOptions): Promise<void> {
  const log: Log = options.log ?? ((line) => console.log(line));
  // Before the plugins: a plugin context keeps the error handler it was registered under.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const { status, envelope } = refusalAnswer(error, req);
    if (status >= 500) log(`error ${req.method} ${req.url.split('?')[0]} ${error.message}`);
    // Refused before its body arrived whole (an upload past its limit): the rest is not read, the
    // connection closes after the answer (HTTP/1.1; an HTTP/2 stream ends on its own).
    if (!req.raw.complete && req.raw.httpVersionMajor === 1) reply.header('Connection', 'close');
    if (isApiPath(req.url) || req.url.startsWith('/__demo')) {
      return sendAnswer(reply, jsonAnswer(status, envelope));
    }
    return sendText(reply, status, status >= 500 ? 'Internal error' : 'Bad request');
  });
  if (options.apiTarget) {
    await app.register(demoAbsentPlugin(log));
    await app.register(
      proxyPlugin({
        target: options.apiTarget,
        log,
        timeoutMs: options.upstreamTimeoutMs,
        idleMs: options.upstreamIdleMs,
      }),
    );
    return;
  }
  const db = Db.load(options.dataFile, process.env, { market: options.market, log });
  const scenarios = new ScenarioState();
  const idempotency = new IdempotencyStore();
  const registry = buildRegistry();
  await app.register(demoPlugin({ registry, db, scenarios, idempotency }));
  await app.register(
    apiPlugin({
      registry,
      db,
      scenarios,
      idempotency,
      log,
      slowMs: options.slowMs,
      logCodes: options.logCodes ?? logCodesFromEnv(),
    }),
  );
}

function baseApp(
  tls: TlsFiles | undefined,
  timeouts: ServerTimeouts,
  trustProxy: string[] = [],
): FastifyInstance {
  const limits = {
    logger: false,
    bodyLimit: MAX_FORM_BODY,
    trustProxy: trustProxy.length > 0 ? trustProxy : false,
    ...fastifyTimeouts(timeouts),
  };
  if (!tls) return fastify(limits);
  const secure = fastify({
    ...limits,
    http2: true,
    https: { allowHTTP1: true, cert: tls.cert, key: tls.key },
  });
  hardenHttp2Server(secure.server, timeouts);
  // Fastify types an instance by its Node server. The routes and plugins here are typed for http.Server,
  // and use requests and replies only through Fastify's API, which it serves over HTTP/2 through Node's
  // compatibility request and response (test/server/tls.test.ts runs them over both protocols).
  return secure as unknown as FastifyInstance;
}

/**
 * The demo server (not listening; `await app.listen(...)`): security headers on every response, the demo
 * control endpoints, the API (or the API_TARGET proxy), then the built app from distDir.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = baseApp(
    options.tls,
    timeoutsOf(options.timeouts, options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS),
    options.trustProxy,
  );
  const inline = inlineHashes(options.distDir);
  const policy = {
    frameAncestors: options.frameAncestors,
    imageHosts: options.imageHosts ?? parseImageHosts(process.env.IMAGE_HOSTS),
    styleHashes: inline.styles,
    scriptHashes: inline.scripts,
    hstsMaxAge: options.tls ? (options.hstsMaxAge ?? HSTS_DEFAULT_MAX_AGE) : 0,
    reportUri: options.cspReportUri,
  };
  // The headers of each kind of answer (the app, the landing, the website), as the build writes them.
  const headers = {
    app: securityHeaders(policy, 'app'),
    landing: securityHeaders(policy, 'landing'),
    site: securityHeaders(policy, 'site'),
  };
  app.addHook('onSend', async (req, reply, payload) => {
    const kind = kindOfPath(req.url.split('?')[0]);
    for (const [name, value] of Object.entries(headers[kind])) reply.header(name, value);
    return payload;
  });
  await registerDynamic(app, options);
  // The demo's own data: its config.js declares the backend it is (with API_TARGET, the build's as is).
  if (!options.apiTarget) {
    registerDemoConfig(app, options.distDir, options.market ?? DEFAULT_MARKET);
  }
  await app.register(cspReportPlugin(options.log ?? ((line) => console.log(line))));
  await registerStatic(app, options.distDir, uploadsDirOf(options.dataFile));
  await app.ready();
  return app;
}

/**
 * For webpack-dev-server's setupMiddlewares: a handler for /plays, /api, /__demo and /uploads requests on the
 * dev server's own (raw Node) request and response: `if (/^\/(plays|api|__demo|uploads)/.test(url)) void handler(req, res)`.
 */
export function createApiMiddleware(options: ApiContextOptions) {
  const app = baseApp(undefined, timeoutsOf(options.timeouts));
  // Complaint images too: the dev server has no static part of ours.
  registerUploads(app, uploadsDirOf(options.dataFile));
  const ready = registerDynamic(app, options).then(() => app.ready());
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<true> {
    await ready;
    app.routing(req, res);
    return true;
  };
}

/** Alias used by webpack.config.ts's setupMiddlewares. */
export const createDevApiHandler = createApiMiddleware;

let defaultMiddleware: ReturnType<typeof createApiMiddleware> | undefined;

/**
 * `(req, res, next) => handleApi(req, res) || next()`: answers /plays, /api and /__demo requests (true),
 * leaves others alone (false). Uses DATA_FILE (default server/data/db.json), API_TARGET and MARKET.
 */
export function handleApi(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  if (!isApiPath(url) && !url.startsWith('/__demo')) return false;
  defaultMiddleware ??= createApiMiddleware({
    dataFile: process.env.DATA_FILE ?? path.resolve(__dirname, 'data', 'db.json'),
    apiTarget: process.env.API_TARGET || undefined,
    market: marketFromEnv(process.env),
  });
  void defaultMiddleware(req, res);
  return true;
}
