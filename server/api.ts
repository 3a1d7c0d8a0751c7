import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EnvelopeKind } from '../src/platform/api/types';
import { fieldsOf, filesOf, registerBodyParsers } from './body';
import type { Db } from './db';
import { COMMON, langOf, tr } from './i18n';
import type { Lang, Text } from './i18n';
import { KEY_REUSED, idempotencyKeyOf, requestFingerprint } from './idempotency';
import type { Answer, IdempotencyStore } from './idempotency';
import type { Log } from './log';
import { demoEndpoints } from './registry';
import type { Registry, Route } from './registry';
import { isGeneric, scenarioFor, scenarioSpec } from './scenarios';
import type { ScenarioState } from './scenarios';
import { registerAbuseLimits } from './rateLimit';
import { promotionDemoOf } from './features/promotion/routes';

export const NOT_FOUND = { code: 404, message: 'Not found', data: null };
const JSON_TYPE = 'application/json; charset=utf-8';

/** The envelope's failure (by default the 'fail' scenario's, "service unavailable"). */
function failureEnvelope(
  kind: EnvelopeKind,
  lang: Lang = 'es',
  text: Text = COMMON.unavailable,
): unknown {
  const message = tr(lang, text);
  switch (kind) {
    case 'v3':
      return { success: false, code: 1, message, data: null };
    case 'repayment':
      return { code: '99', message, data: null };
    default:
      return { code: 1, message, data: null };
  }
}

/** A 422's text: an Idempotency-Key sent again with another request (another body). */
const KEY_REUSED_TEXT: Text = {
  es: 'Idempotency-Key reutilizada con una solicitud distinta',
  en: 'Idempotency-Key reused with a different request',
};

/** Scenarios that answer in place of the API, as a failing gateway or transport would. */
const TRANSPORT_SCENARIOS = new Set(['http500', 'malformed']);

const API_PATH = /^\/(plays|api)(\/|$|\?)/;
export function isApiPath(url: string): boolean {
  return API_PATH.test(url);
}

function codeOf(json: unknown): string {
  if (typeof json === 'object' && json !== null) {
    const o = json as { code?: unknown; success?: unknown };
    if (o.code !== undefined) return String(o.code);
    if (o.success !== undefined) return `success=${String(o.success)}`;
  }
  return '-';
}

export const jsonAnswer = (status: number, json: unknown): Answer => ({
  status,
  contentType: JSON_TYPE,
  body: JSON.stringify(json),
  code: codeOf(json),
});

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply
    .code(answer.status)
    .header('Content-Type', answer.contentType)
    .header('Cache-Control', 'no-store')
    .send(answer.body);
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface ApiOptions {
  registry: Registry;
  db: Db;
  scenarios: ScenarioState;
  idempotency: IdempotencyStore;
  log: Log;
  /** Delay of the 'slow' scenario (default 3000 ms). */
  slowMs?: number;
  /** Whether handlers print SMS codes and captcha texts to the log (DEMO_LOG_CODES=1; default not). */
  logCodes?: boolean;
}

/**
 * The demo API as a fastify plugin: one route per registry entry, generic scenarios applied before the
 * handler, repeated Idempotency-Keys answered from memory, and a 404 envelope for any other /plays or
 * /api request (a known path with another method included). Logs method, path, scenario, status and code,
 * never query values or bodies (they carry session ids and personal data).
 */
export function apiPlugin(options: ApiOptions) {
  const { registry, db, scenarios, idempotency, log } = options;
  const slowMs = options.slowMs ?? 3000;

  async function produce(
    route: Route,
    req: FastifyRequest,
    query: URLSearchParams,
    scenario: string,
  ) {
    if (scenario === 'slow') await sleep(slowMs);
    if (scenario === 'http500') {
      const body = 'Internal Server Error';
      return { status: 500, contentType: 'text/plain; charset=utf-8', body, code: '-' };
    }
    const lang = langOf(query);
    if (scenario === 'malformed') {
      const body = '{"code":0,"message":"success","data":';
      return { status: 200, contentType: JSON_TYPE, body, code: 'malformed' };
    }
    if (scenario === 'fail') {
      return jsonAnswer(200, failureEnvelope(demoEndpoints[route.key].envelope, lang));
    }
    const reply = await route.handler({
      query,
      body: fieldsOf(req.body),
      files: filesOf(req),
      scenario: isGeneric(scenario) ? 'ok' : scenario,
      lang,
      db,
      log,
      logCodes: options.logCodes ?? false,
      headers: req.headers,
    });
    if (reply.delayMs) await sleep(reply.delayMs);
    const status = reply.status ?? 200;
    if ('json' in reply) return jsonAnswer(status, reply.json);
    return { status, contentType: reply.contentType, body: reply.body, code: '-' };
  }

  async function handle(route: Route, req: FastifyRequest, reply: FastifyReply) {
    const query = new URL(req.url, 'http://demo.local').searchParams;
    const scenario = scenarioFor(scenarioSpec(req.headers, query, scenarios), route.key);
    const line = (a: Answer, replayed: boolean) =>
      log(
        `api ${route.method} ${route.path} scenario=${scenario} status=${a.status} code=${a.code}${replayed ? ' idempotent-replay' : ''}`,
      );
    // The http500 and malformed scenarios stand for a gateway or a broken transport in front of the API:
    // the handler never runs, so the key stays unanswered and a retry with it reaches the handler.
    const key = TRANSPORT_SCENARIOS.has(scenario) ? null : idempotencyKeyOf(req.headers);
    // A key is the user's own (the common query parameter userId) and stands for one request body.
    const scope = { endpoint: route.key, user: query.get('userId')?.trim() ?? '' };
    try {
      const fingerprint = key === null ? '' : requestFingerprint(fieldsOf(req.body), filesOf(req));
      const first = key === null ? null : idempotency.find(scope, key, fingerprint);
      if (first === KEY_REUSED) {
        const envelope = failureEnvelope(
          demoEndpoints[route.key].envelope,
          langOf(query),
          KEY_REUSED_TEXT,
        );
        const answer = jsonAnswer(422, envelope);
        log(
          `api ${route.method} ${route.path} scenario=${scenario} status=422 code=${answer.code} idempotency-key-reused`,
        );
        return sendAnswer(reply, answer);
      }
      if (first) {
        const answer = await first;
        line(answer, true);
        return sendAnswer(reply.header('Idempotent-Replayed', 'true'), answer);
      }
      const run = () => produce(route, req, query, scenario);
      const answer = await (key === null
        ? run()
        : idempotency.remember(scope, key, run, fingerprint));
      line(answer, false);
      return sendAnswer(reply, answer);
    } catch (err: unknown) {
      log(
        `api ${route.method} ${route.path} error ${err instanceof Error ? err.message : 'unknown'}`,
      );
      return sendAnswer(
        reply,
        jsonAnswer(500, { code: 500, message: 'Internal error', data: null }),
      );
    }
  }

  return async function api(app: FastifyInstance): Promise<void> {
    await registerBodyParsers(app);
    // Rate limits of the SMS, captcha and code-check endpoints (server/rateLimit.ts), before the routes.
    // The per-phone SMS limit counts only get-sms requests whose captcha passes (the landing's state).
    await registerAbuseLimits(app, { log, smsCaptcha: promotionDemoOf(registry) });
    for (const route of registry.all()) {
      app.route({
        method: route.method,
        url: route.path,
        handler: (req, reply) => handle(route, req, reply),
      });
    }
    const notFound = async (req: FastifyRequest, reply: FastifyReply) => {
      const path = req.url.split('?')[0];
      log(`api ${req.method} ${path} scenario=- status=404 code=404`);
      return sendAnswer(reply, jsonAnswer(404, NOT_FOUND));
    };
    for (const url of ['/plays', '/plays/*', '/api', '/api/*']) app.all(url, notFound);
  };
}
