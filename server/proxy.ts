import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Log } from './api';
import { jsonAnswer, sendAnswer } from './api';
import { SECURITY_HEADER_NAMES } from './headers';

/** Default upstream time budget: well inside the app's 60 s time-out. */
export const UPSTREAM_TIMEOUT_MS = 30_000;
/** Largest upstream answer relayed (it is read whole before the browser gets a byte). */
export const MAX_UPSTREAM_BODY = 20 * 1024 * 1024;

export const BAD_GATEWAY = {
  code: 502,
  message: 'Bad gateway: the API server did not answer properly',
  data: null,
};
export const GATEWAY_TIMEOUT = {
  code: 504,
  message: 'Gateway timeout: the API server took too long to answer',
  data: null,
};

/** Upstream headers never relayed: hop-by-hop ones, framing (the relay sets its own), and ours. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'proxy-authenticate',
  'trailer',
  'upgrade',
  'cache-control',
  ...SECURITY_HEADER_NAMES,
]);

export interface ProxyOptions {
  /** Origin /plays and /api are forwarded to (method, path, query, body and headers minus host). */
  target: string;
  log: Log;
  /** Whole-exchange budget (headers and body); default UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Reads a stream whole, or rejects on error, premature close or size. */
function readAll(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const fail = (err: Error) => {
      if (done) return;
      done = true;
      stream.destroy();
      reject(err);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(new Error('upstream answer too large'));
      else chunks.push(chunk);
    });
    stream.on('error', fail);
    stream.on('aborted', () => fail(new Error('upstream aborted')));
    stream.on('close', () => {
      if (!done && !stream.readableEnded) fail(new Error('upstream closed early'));
    });
    stream.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
  });
}

/**
 * API_TARGET: /plays and /api are relayed with @fastify/reply-from. The upstream answer is read whole
 * before anything is sent, so an upstream that resets (before or after its headers) ends the browser's
 * response with a 502 envelope and one that hangs with a 504 envelope, both within `timeoutMs`; the
 * browser never waits on a half-open answer. Bodies pass through untouched (no parsing here); no retries
 * (the app retries an idempotent call itself, with the same Idempotency-Key).
 */
export function proxyPlugin(options: ProxyOptions) {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const { log } = options;

  return async function proxy(app: FastifyInstance): Promise<void> {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    await app.register(fastifyReplyFrom, {
      base: options.target,
      disableRequestLogging: true,
    });

    const handler = (req: FastifyRequest, reply: FastifyReply) => {
      const path = req.url.split('?')[0];
      const line = (status: number, note = '') =>
        log(`proxy ${req.method} ${path} status=${status}${note}`);
      let upstreamHeaders: IncomingHttpHeaders = {};
      let upstreamBody: Readable | null = null;
      let settled = false;
      const fail = (status: 502 | 504, note: string) => {
        if (settled || reply.sent) return;
        settled = true;
        upstreamBody?.destroy();
        line(status, ` (${note})`);
        sendAnswer(reply, jsonAnswer(status, status === 504 ? GATEWAY_TIMEOUT : BAD_GATEWAY));
      };
      const deadline = setTimeout(() => fail(504, 'time-out'), timeoutMs);
      reply.raw.on('close', () => clearTimeout(deadline));

      return reply.from(undefined, {
        timeout: timeoutMs,
        retryDelay: () => null,
        rewriteHeaders: (headers) => {
          upstreamHeaders = headers as IncomingHttpHeaders;
          return {};
        },
        onError: (_reply, { error }) => {
          const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
          fail(status, (error as { code?: string }).code ?? 'error');
        },
        onResponse: (_request, _reply, res) => {
          const status = res.statusCode;
          upstreamBody = res.stream;
          readAll(res.stream, MAX_UPSTREAM_BODY).then(
            (body) => {
              clearTimeout(deadline);
              if (settled || reply.sent) return;
              settled = true;
              for (const [name, value] of Object.entries(upstreamHeaders)) {
                if (value !== undefined && !DROPPED.has(name.toLowerCase()))
                  reply.header(name, value);
              }
              line(status);
              reply.code(status).header('Cache-Control', 'no-store').send(body);
            },
            (err: Error & { code?: string }) =>
              fail(err.code === 'UND_ERR_BODY_TIMEOUT' ? 504 : 502, err.code ?? err.message),
          );
        },
      });
    };
    for (const url of ['/plays', '/plays/*', '/api', '/api/*']) app.all(url, handler);
  };
}
