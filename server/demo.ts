import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND, jsonAnswer, sendAnswer } from './api';
import type { Log } from './log';
import type { Registry } from './registry';
import { barcodeSvg, isBarcodeText } from './barcode';
import type { Db } from './db';
import { cardRepaymentDemoOf } from './features/cardRepayment/routes';
import { promotionDemoOf } from './features/promotion/routes';
import type { IdempotencyStore } from './idempotency';
import { GENERIC_SCENARIOS } from './scenarios';
import type { ScenarioState } from './scenarios';

const GET_CANNOT_SET = {
  code: 405,
  message: 'The scenario changes only by POST /__demo/scenario?name=<name>',
  data: null,
};

export interface DemoControlOptions {
  registry: Registry;
  db: Db;
  scenarios: ScenarioState;
  idempotency: IdempotencyStore;
}

/**
 * The demo's control endpoints (never part of the product API):
 * GET /__demo/scenario (current + list; it never changes it: `?name=`/`?set=` on a GET answer 405),
 * POST /__demo/scenario?name=X (sets the server-wide default; `?set=X` too), POST /__demo/reset,
 * GET /__demo/last-sms (the last card-repayment SMS code, for browser tests; `?phone=<digits>` the
 * promotion landing's code for that phone; without card-repayment codes, the landing's last one),
 * GET /__demo/last-captcha (the landing's last captcha text; `?sid=` that sid's), and
 * GET /__demo/barcode/<digits>.svg (the barcode of a payment reference, drawn on demand). Any other
 * /__demo path is a 404. Registered only when the server serves its own demo data (see demoAbsentPlugin).
 */
export function demoPlugin(options: DemoControlOptions) {
  const { registry, db, scenarios, idempotency } = options;

  const scenario = async (req: FastifyRequest, reply: FastifyReply) => {
    const query = new URL(req.url, 'http://demo.local').searchParams;
    const name = query.get('name') ?? query.get('set');
    if (req.method === 'POST') {
      if (name) scenarios.current = name;
    } else if (query.has('name') || query.has('set')) {
      // A GET only reads: a link or a prefetch must not switch the scenario of every visitor.
      return sendAnswer(reply.header('Allow', 'GET, POST'), jsonAnswer(405, GET_CANNOT_SET));
    }
    return sendAnswer(
      reply,
      jsonAnswer(200, {
        current: scenarios.current,
        generic: GENERIC_SCENARIOS,
        endpoints: registry.keys(),
        usage:
          'scenario=<name> or <endpointKey>:<name> (comma-separated) via query param, x-demo-scenario header, demo_scenario cookie or this default',
      }),
    );
  };

  return async function demo(app: FastifyInstance): Promise<void> {
    app.get('/__demo/scenario', scenario);
    app.post('/__demo/scenario', scenario);
    app.all('/__demo/last-sms', async (req, reply) => {
      const query = new URL(req.url, 'http://demo.local').searchParams;
      const promotion = promotionDemoOf(registry);
      const phone = query.get('phone');
      let last: object | null;
      if (phone !== null) {
        const code = promotion?.codeOf(phone.replace(/\D/g, '')) ?? null;
        last = code === null ? null : { phone: phone.replace(/\D/g, ''), code };
      } else {
        last = cardRepaymentDemoOf(registry)?.last ?? promotion?.lastSms ?? null;
      }
      return sendAnswer(
        reply,
        jsonAnswer(last ? 200 : 404, last ?? { message: 'no SMS code sent yet' }),
      );
    });
    app.get('/__demo/last-captcha', async (req, reply) => {
      const promotion = promotionDemoOf(registry);
      const sid = new URL(req.url, 'http://demo.local').searchParams.get('sid');
      const text = sid !== null ? (promotion?.captchaOf(sid) ?? null) : null;
      const last = sid !== null ? (text === null ? null : { sid, text }) : promotion?.lastCaptcha;
      return sendAnswer(
        reply,
        jsonAnswer(last ? 200 : 404, last ?? { message: 'no captcha drawn yet' }),
      );
    });
    app.post('/__demo/reset', async (_req, reply) => {
      db.reset();
      scenarios.current = 'ok';
      idempotency.clear();
      return sendAnswer(reply, jsonAnswer(200, { ok: true }));
    });
    app.get<{ Params: { name: string } }>('/__demo/barcode/:name', async (req, reply) => {
      const digits = req.params.name.replace(/\.svg$/, '');
      if (!req.params.name.endsWith('.svg') || !isBarcodeText(digits))
        return sendAnswer(reply, jsonAnswer(404, { code: 404, message: 'Not found', data: null }));
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(barcodeSvg(digits));
    });
    app.all('/__demo', notFound);
    app.all('/__demo/*', notFound);
  };
}

const notFound = async (_req: FastifyRequest, reply: FastifyReply) =>
  sendAnswer(reply, jsonAnswer(404, NOT_FOUND));

/**
 * With API_TARGET there is no demo data: the control endpoints (they change data for every user and
 * answer live SMS codes and captchas) do not exist, and every /__demo path answers 404 like an unknown
 * API path (not the app's page, as other unknown extension-less paths do).
 */
export function demoAbsentPlugin(log: Log) {
  return async function demoAbsent(app: FastifyInstance): Promise<void> {
    const absent = async (req: FastifyRequest, reply: FastifyReply) => {
      log(`demo ${req.method} ${req.url.split('?')[0]} status=404 (API_TARGET: no demo endpoints)`);
      return notFound(req, reply);
    };
    app.all('/__demo', absent);
    app.all('/__demo/*', absent);
  };
}
