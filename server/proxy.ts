import type { IncomingHttpHeaders } from 'node:http';
import { Transform, pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Log } from './log';
import { jsonAnswer, sendAnswer } from './api';
import { Refused, refusalAnswer } from './body';
import { bodyLimitFor, declaredLength, isMultipart, isUploadPath, pathOf } from './limits';
import { forwardedRequestHeaders, relayResponseHeaders, upstreamLength } from './proxyHeaders';

/** Default upstream time budget (the whole exchange): well inside the app's 60 s time-out. */
export const UPSTREAM_TIMEOUT_MS = 30_000;
/** Default: a relayed answer whose body sends nothing for this long is cut. */
const UPSTREAM_IDLE_MS = 10_000;
/** Largest upstream answer relayed (the app's largest JSON answers are a few KB; captcha PNGs less). */
const MAX_UPSTREAM_BODY = 2 * 1024 * 1024;

const BAD_GATEWAY = {
  code: 502,
  message: 'Bad gateway: the API server did not answer properly',
  data: null,
};
const GATEWAY_TIMEOUT = {
  code: 504,
  message: 'Gateway timeout: the API server took too long to answer',
  data: null,
};

export interface ProxyOptions {
  /** Origin /plays and /api are forwarded to (method, path, query, body and the allowed headers). */
  target: string;
  log: Log;
  /** Whole-exchange budget (headers and body); default UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Longest pause inside an answer's body; default UPSTREAM_IDLE_MS. */
  idleMs?: number;
  /** Largest answer body relayed; default MAX_UPSTREAM_BODY. */
  maxAnswerBytes?: number;
}

/** Requests whose body went past its limit while it was being relayed. */
const overLimit = new WeakSet<FastifyRequest>();

/** The request body as it is relayed: passes bytes through, fails past `limit`. */
function limitedBody(req: FastifyRequest, body: Readable, limit: number): Readable {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= limit) return done(null, chunk);
      overLimit.add(req);
      return done(new Refused(413));
    },
  });
  return pipeline(body, counter, () => undefined);
}

/**
 * An upstream answer as relayed: passes bytes through; fails past `limit` bytes, or when no byte came for
 * `idleMs` (the relay is then cut).
 */
function cappedAnswer(limit: number, idleMs: number): Transform {
  let size = 0;
  let idle: NodeJS.Timeout | undefined;
  const relay: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      armIdle();
      if (size <= limit) done(null, chunk);
      else done(new Error(`answer over ${limit} bytes`));
    },
    flush(done) {
      clearTimeout(idle);
      done();
    },
    destroy(err, done) {
      clearTimeout(idle);
      done(err);
    },
  });
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => relay.destroy(new Error('body idle time-out')), idleMs);
  };
  armIdle();
  return relay;
}

/** Statuses relayed as they are; a 1xx or 3xx (its Location is not relayed) is a bad gateway. */
const relayable = (status: number) =>
  status >= 200 && status < 600 && (status < 300 || status >= 400);

/**
 * API_TARGET: /plays and /api are relayed with @fastify/reply-from (undici). Request bodies are capped
 * per path (server/limits.ts: multipart only to the upload path) and relayed with the forwarding headers
 * of server/proxyHeaders.ts. The upstream's answer is streamed to the browser with only the allowed
 * headers, `no-store` and ours: an upstream that fails or hangs before its headers ends the call with a
 * 502 or 504 envelope within `timeoutMs`; after its headers, an answer past `maxAnswerBytes`, a reset, a
 * pause of `idleMs` in its body or the end of the budget cuts the browser's connection (logged), so the
 * app sees a failed call. No retries (the app retries an idempotent call itself, same Idempotency-Key).
 */
export function proxyPlugin(options: ProxyOptions) {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const idleMs = options.idleMs ?? UPSTREAM_IDLE_MS;
  const maxAnswer = options.maxAnswerBytes ?? MAX_UPSTREAM_BODY;
  const { log } = options;

  const handler = (req: FastifyRequest, reply: FastifyReply) => {
    const line = (status: number, note = '') =>
      log(`proxy ${req.method} ${pathOf(req.url)} status=${status}${note}`);
    let upstreamHeaders: Record<string, unknown> = {};
    let upstream: Readable | null = null;
    let relay: Transform | null = null;
    let phase: 'waiting' | 'streaming' | 'done' = 'waiting';
    const fail = (status: 413 | 502 | 504, note: string) => {
      if (phase !== 'waiting' || reply.sent) return;
      phase = 'done';
      upstream?.destroy();
      line(status, ` (${note})`);
      if (status === 413) {
        const { envelope } = refusalAnswer(new Refused(413), req);
        return sendAnswer(reply.header('Connection', 'close'), jsonAnswer(413, envelope));
      }
      return sendAnswer(reply, jsonAnswer(status, status === 504 ? GATEWAY_TIMEOUT : BAD_GATEWAY));
    };
    const deadline = setTimeout(() => {
      if (phase === 'waiting') fail(504, 'time-out');
      else relay?.destroy(new Error('time-out'));
    }, timeoutMs);
    reply.raw.on('close', () => clearTimeout(deadline));

    return reply.from(undefined, {
      retryDelay: () => null,
      rewriteRequestHeaders: (_request, headers) =>
        forwardedRequestHeaders(req, { ...headers } satisfies IncomingHttpHeaders),
      rewriteHeaders: (headers) => {
        upstreamHeaders = { ...headers };
        return {};
      },
      onError: (_reply, { error }) => {
        if (overLimit.has(req)) return fail(413, 'request body too large');
        const status = 'statusCode' in error && error.statusCode === 504 ? 504 : 502;
        return fail(
          status,
          'code' in error && typeof error.code === 'string' ? error.code : 'error',
        );
      },
      onResponse: (_request, _reply, res) => {
        const status = res.statusCode;
        upstream = res.stream;
        if (phase !== 'waiting' || reply.sent) return void res.stream.destroy();
        if (!relayable(status)) return fail(502, `status ${status}`);
        const length = upstreamLength(upstreamHeaders);
        if (length !== null && !(length <= maxAnswer)) return fail(502, 'answer too large');
        phase = 'streaming';
        const capped = cappedAnswer(maxAnswer, idleMs);
        relay = capped;
        pipeline(res.stream, capped, (err) => {
          clearTimeout(deadline);
          if (err && phase === 'streaming') line(status, ` cut (${err.message})`);
          phase = 'done';
        });
        relayResponseHeaders(upstreamHeaders, reply);
        if (length !== null) reply.header('Content-Length', String(length));
        line(status);
        return void reply.code(status).header('Cache-Control', 'no-store').send(capped);
      },
    });
  };

  return async function proxy(app: FastifyInstance): Promise<void> {
    app.removeAllContentTypeParsers();
    app.addHook('preParsing', async (req, _reply, payload) => {
      if (isMultipart(req) && !isUploadPath(req.url)) throw new Refused(415);
      const length = declaredLength(req);
      if (length !== null && !(length <= bodyLimitFor(req.url))) throw new Refused(413);
      return payload;
    });
    app.addContentTypeParser('*', (req, payload, done) =>
      done(null, limitedBody(req, payload, bodyLimitFor(req.url))),
    );
    await app.register(fastifyReplyFrom, {
      base: options.target,
      disableRequestLogging: true,
      undici: {
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        // An https API_TARGET must show a certificate Node trusts (reply-from turns the check off).
        connect: { rejectUnauthorized: true },
      },
    });
    for (const url of ['/plays', '/plays/*', '/api', '/api/*']) app.all(url, handler);
  };
}
