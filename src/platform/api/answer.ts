import { isEnvelope, parseEnvelope } from './envelope';
import type { ApiResult, EnvelopeKind, Params } from './types';

/** Localized texts for failures that carry no usable server message, one per class. */
export interface ApiMessages {
  /** Transport failure: no answer (reset, offline, DNS). */
  network: string;
  /** No answer within the time-out. */
  timeout: string;
  /** An answer the app cannot use: not JSON, not the envelope, or data that fails its schema. */
  malformed: string;
  /** An HTTP error without an envelope (5xx, 404, 429 ...); defaults to `network`. */
  unavailable?: string;
  /** HTTP 401/403: the session is gone; defaults to `network`. */
  sessionExpired?: string;
  /** An answer came back whose own failure text is unusable (the server failed); defaults to `network`. */
  server?: string;
}

export const POST_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
/** Longest server message shown; longer texts are cut (a page must stay readable). */
export const MAX_MESSAGE_LENGTH = 500;

export function failure<T>(code: string, message: string, raw: unknown = null): ApiResult<T> {
  return { success: false, code, message, data: null, raw };
}

/**
 * The codes the client gives a result that carries no word of the product server: no answer, a time-out,
 * an HTTP error without the envelope (a gateway's 502/503/504 among them), a body that is not the
 * envelope, a success whose data the schema refused, an endpoint the table lacks.
 */
const CLIENT_CODE = /^(network|timeout|malformed|BAD_RESPONSE|unknown_endpoint|http_\d{3})$/;

/**
 * Whether an answer settles a request that moves money: a success, or a well-formed failure envelope of
 * the server. Anything else may have been booked (the server may have acted and its answer was lost or
 * unreadable): the attempt goes on, and its retry carries the same Idempotency-Key.
 */
export function isDefinitive(result: Pick<ApiResult<unknown>, 'code'>): boolean {
  return !CLIENT_CODE.test(result.code);
}

/** A new Idempotency-Key: a random UUID where the platform has one. */
export function randomKey(): string {
  const c: Crypto | undefined = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const part = () => Math.random().toString(36).slice(2);
  return `${Date.now().toString(36)}-${part()}-${part()}`;
}

export function appendParams(
  search: URLSearchParams,
  params: Readonly<Record<string, unknown>> | undefined,
): void {
  if (!params) return;
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.set(key, String(value));
  }
}

export function formBody(params: Params | undefined): URLSearchParams {
  const body = new URLSearchParams();
  appendParams(body, params);
  return body;
}

/** HTTP 401 and 403: the session is gone. */
const isSessionStatus = (status: number) => status === 401 || status === 403;

/**
 * Classifies one HTTP answer (status and body text) into a result: a well-formed envelope keeps the
 * server's code and message (a failure without a message gets the class text); 401/403 is a lost session;
 * 502/503/504 come from a gateway, so their body is not shown (unavailable; time-out for 504);
 * an HTTP error without an envelope is 'service unavailable'; a body that is not JSON or not the envelope
 * (an HTML error page with status 200, an empty body) is an unexpected answer.
 *
 * The Content-Type is not checked, on purpose: the body decides. JSON labelled text/html (a misconfigured
 * gateway) is read as JSON, and it is never rendered as HTML; HTML labelled application/json fails to
 * parse and is an unexpected answer ('malformed'), as is a redirect that ends on an HTML page (a login
 * page answering 200). The client passes an empty body for one over MAX_ANSWER_BYTES (readBody.ts), so
 * a 2xx is 'malformed' and an HTTP error keeps its status's failure.
 */
export function readAnswer(
  kind: EnvelopeKind,
  status: number,
  ok: boolean,
  bodyText: string,
  text: ApiMessages,
): ApiResult<unknown> {
  let raw: unknown = null;
  let parsed = false;
  if (bodyText.trim() !== '') {
    try {
      raw = JSON.parse(bodyText);
      parsed = true;
    } catch {
      raw = null;
    }
  }
  if (!ok) {
    if (isSessionStatus(status)) {
      return failure(`http_${status}`, text.sessionExpired ?? text.network, raw);
    }
    // A gateway's answer (proxy, load balancer) is not the product server's word, whatever its body.
    if (status === 504) return failure('http_504', text.timeout, raw);
    if (status === 502 || status === 503) {
      return failure(`http_${status}`, text.unavailable ?? text.network, raw);
    }
    if (parsed && isEnvelope(kind, raw)) {
      const envelope = parseEnvelope(kind, raw);
      const message = envelope.message.trim() || (text.unavailable ?? text.network);
      return { ...envelope, success: false, data: null, message };
    }
    return failure(`http_${status}`, text.unavailable ?? text.network, raw);
  }
  if (!parsed || !isEnvelope(kind, raw)) return failure('malformed', text.malformed, raw);
  return parseEnvelope(kind, raw);
}
