import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EnvelopeKind } from '../src/platform/api/types';
import { fieldsOf, filesOf, registerBodyParsers } from './body';
import type { Db } from './db';
import { COMMON, langOf, tr } from './i18n';
import type { Lang } from './i18n';
import { idempotencyKeyOf } from './idempotency';
import type { Answer, IdempotencyStore } from './idempotency';
import type { Log } from './log';
import { demoEndpoints } from './registry';
import type { Registry, Route } from './registry';
import { isGeneric, scenarioFor, scenarioSpec } from './scenarios';
import type { ScenarioState } from './scenarios';
import { registerAbuseLimits } from './rateLimit';

export const NOT_FOUND = { code: 404, message: 'Not found', data: null };
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The envelope's failure for the 'fail' scenario. */
export function failureEnvelope(kind: EnvelopeKind, lang: Lang = 'es'): unknown {
  const message = tr(lang, COMMON.unavailable);
  switch (kind) {
    case 'v3':
      return { success: false, code: 1, message, data: null };
    case 'repayment':
      return { code: '99', message, data: null };
    default:
      return { code: 1, message, data: null };
  }
}

/** Scenarios that answer in place of the API, as a failing gateway or transport would. */
const TRANSPORT_SCENARIOS = new Set(['http500', 'malformed']);

export const API_PATH = /^\/(plays|api)(\/|$|\?)/;
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
    try {
      const first = key === null ? null : idempotency.find(route.key, key);
      if (first) {
        const answer = await first;
        line(answer, true);
        return sendAnswer(reply.header('Idempotent-Replayed', 'true'), answer);
      }
      const run = () => produce(route, req, query, scenario);
      const answer = await (key === null ? run() : idempotency.remember(route.key, key, run));
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
    await registerAbuseLimits(app, { log });
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
