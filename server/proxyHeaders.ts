import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Request headers never relayed: hop-by-hop ones (RFC 9110 7.6.1, and the names a Connection header
 * lists), Expect (Node already answered 100-continue), and the client's own forwarding headers (a
 * client could claim any address or scheme; the relay sets its own).
 */
const DROPPED_REQUEST = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'proxy-connection',
  'http2-settings',
  'expect',
  'forwarded',
  'x-real-ip',
]);
const isClientForwarding = (name: string) => name.startsWith('x-forwarded-');

/** The names a Connection header lists (lower case). */
function connectionListed(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/;

/**
 * The headers of the relayed request: the client's `headers` (reply-from's copy: host already the
 * upstream's) minus the dropped ones, plus X-Forwarded-For (the client's address as this server sees it),
 * X-Forwarded-Proto (http or https, as this server was reached) and X-Forwarded-Host (the Host the
 * client asked for, when it is a plain host name or address).
 */
export function forwardedRequestHeaders(
  req: FastifyRequest,
  headers: IncomingHttpHeaders,
  original: IncomingHttpHeaders = req.headers,
): IncomingHttpHeaders {
  const listed = new Set(connectionListed(original.connection));
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || lower.startsWith(':')) continue;
    if (DROPPED_REQUEST.has(lower) || listed.has(lower) || isClientForwarding(lower)) continue;
    out[lower] = value;
  }
  out['x-forwarded-for'] = req.ip;
  out['x-forwarded-proto'] = req.protocol;
  if (HOST.test(req.host)) out['x-forwarded-host'] = req.host;
  return out;
}

/**
 * Upstream answer headers relayed to the browser; every other one is dropped. The app reads only the
 * status and the body (and its type and encoding); the server sets its own security and caching headers.
 * Dropped on purpose: Set-Cookie (the API would set cookies on the app's origin), Location and Refresh
 * (a redirect of an API call), Link (preloads and other origins), Alt-Svc (moves the browser's connection
 * to another host or port), Strict-Transport-Security, Content-Security-Policy and the other security
 * headers (ours apply), Cache-Control, Expires, ETag and Last-Modified (answers are `no-store`),
 * WWW-Authenticate (a browser login dialog), Content-Disposition (a download), Access-Control-*
 * (the app is same-origin), hop-by-hop and framing headers (the relay does its own framing).
 */
const RELAYED_RESPONSE_HEADERS = [
  'content-type',
  'content-encoding',
  'content-language',
  'vary',
  'retry-after',
  'idempotent-replayed',
] as const;

/** A value Node sends as it is: visible ASCII, spaces and tabs. */
const SAFE_VALUE = /^[\t\x20-\x7e]{0,4096}$/;

/** Copies the allowed upstream headers onto the reply (repeated ones joined with commas). */
export function relayResponseHeaders(headers: Record<string, unknown>, reply: FastifyReply): void {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  for (const name of RELAYED_RESPONSE_HEADERS) {
    const value = lower.get(name);
    const text = Array.isArray(value)
      ? value.filter((v) => typeof v === 'string').join(', ')
      : typeof value === 'string'
        ? value
        : undefined;
    if (text !== undefined && SAFE_VALUE.test(text)) reply.header(name, text);
  }
}

/** The upstream's Content-Length: a number, null when none, NaN when it is not a plain number. */
export function upstreamLength(headers: Record<string, unknown>): number | null {
  const value = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-length')?.[1];
  if (value === undefined) return null;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
}
