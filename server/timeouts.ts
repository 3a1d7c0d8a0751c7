import type http from 'node:http';
import http2 from 'node:http2';

/**
 * How long the server waits on a client. A client that sends its request slowly, or keeps a connection
 * open doing nothing, holds a socket and memory: each wait has an end.
 */
export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this, else 408 and the connection closes. */
  requestMs: number;
  /** The request's headers must arrive within this (at most requestMs). */
  headersMs: number;
  /** An HTTP/1.1 keep-alive connection with no request is closed after this. */
  keepAliveMs: number;
  /**
   * A connection (HTTP/1.1) or a stream (HTTP/2) with no traffic at all while a request is under way is
   * closed after this; longer than the longest answer the server waits for (the upstream budget).
   */
  idleMs: number;
  /** An HTTP/2 session with no traffic is closed (gracefully: running streams finish) after this. */
  http2SessionMs: number;
  /** How often Node checks the request and header time-outs of open HTTP/1.1 connections. */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 40_000,
  http2SessionMs: 30_000,
  checkIntervalMs: 5_000,
};

/** The defaults with `overrides`, the idle time-out kept above `longestWaitMs` (the upstream budget). */
export function timeoutsOf(
  overrides: Partial<ServerTimeouts> = {},
  longestWaitMs = 0,
): ServerTimeouts {
  const t = { ...DEFAULT_TIMEOUTS, ...overrides };
  if (overrides.idleMs === undefined) t.idleMs = Math.max(t.idleMs, longestWaitMs + 10_000);
  return { ...t, headersMs: Math.min(t.headersMs, t.requestMs) };
}

/** Fastify's options for a plain HTTP server (Node's http server applies them). */
export function fastifyTimeouts(t: ServerTimeouts) {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.idleMs,
    http2SessionTimeout: t.http2SessionMs,
    http: {
      requestTimeout: t.requestMs,
      headersTimeout: t.headersMs,
      keepAliveTimeout: t.keepAliveMs,
      connectionsCheckingInterval: t.checkIntervalMs,
    } satisfies http.ServerOptions,
  };
}

type Closable = { close: () => void } | { destroy: () => void };

/**
 * The TLS server (HTTP/2, and HTTP/1.1 for clients without it): Fastify sets only its HTTP/2 session
 * time-out. Its HTTP/1.1 connections get the same request, header and keep-alive time-outs as the plain
 * server; an idle HTTP/2 session closes gracefully (Node would destroy it with its running streams); an
 * HTTP/2 stream whose request has not arrived whole within requestMs, or that is idle for idleMs, is
 * cancelled.
 */
export function hardenHttp2Server(server: http2.Http2SecureServer, t: ServerTimeouts): void {
  // Read by Node's HTTP/1.1 handling of this server when it starts listening.
  Object.assign(server, {
    requestTimeout: t.requestMs,
    headersTimeout: t.headersMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionsCheckingInterval: t.checkIntervalMs,
  });
  server.on('timeout', (target: Closable) => {
    if ('close' in target) target.close();
    else target.destroy();
  });
  server.on('stream', (stream: http2.ServerHttp2Stream) => {
    let received = stream.endAfterHeaders;
    stream.once('end', () => {
      received = true;
    });
    const cancel = () => {
      if (!stream.destroyed && !stream.closed) stream.close(http2.constants.NGHTTP2_CANCEL);
    };
    const timer = setTimeout(() => {
      if (!received) cancel();
    }, t.requestMs);
    timer.unref();
    stream.once('close', () => clearTimeout(timer));
    stream.setTimeout(t.idleMs, cancel);
  });
}
