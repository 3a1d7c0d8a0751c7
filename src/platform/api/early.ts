import { appendParams, formBody, POST_CONTENT_TYPE } from './answer';
import { endpointUrl, type EndpointDef } from './endpoints';
import { MAX_ANSWER_BYTES } from './readBody';
import type { Params } from './types';

/**
 * Early requests: a small script in the page starts a page's first call (a GET, or a form-encoded POST)
 * once the prerendered page has painted, before the app's scripts run; when the app's api client then
 * makes the identical request (same method, URL, headers and body text), it takes that pending answer
 * instead of asking again. The saga still owns the call: the same schema, time-out, failure text and QA
 * tape entry apply. A request that differs in anything goes to the network as usual; each early answer
 * is taken at most once, and only while the page is still at the address that started it (an answer
 * the page never asked for is dropped, never served later to another page).
 */
export interface EarlyInit {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** The form-encoded body text of a POST. */
  body?: string;
}

interface EarlyRequest extends EarlyInit {
  response: Promise<Response>;
  /** The page address (path and query) the request was started from. */
  page?: string;
  /** Stops the early request (the taking call's time-out aborts it). */
  abort?: () => void;
}

declare global {
  interface Window {
    __CUOTA_EARLY__?: EarlyRequest[];
  }
}

/** The URL the api client asks for `def`: session parameters, then the call's query. */
export function requestUrl(
  def: EndpointDef,
  session: Readonly<Record<string, string>>,
  query: Readonly<Record<string, unknown>> | undefined,
  origin = '',
): string {
  const search = new URLSearchParams();
  appendParams(search, session);
  appendParams(search, query);
  const path = origin + endpointUrl(def);
  const qs = search.toString();
  if (!qs) return path;
  return path + (path.includes('?') ? '&' : '?') + qs;
}

/** A form-encoded body's headers: the profile's, with the form Content-Type unless they name one. */
export function withFormContentType(headers: Record<string, string>): Record<string, string> {
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = POST_CONTENT_TYPE;
  }
  return headers;
}

/**
 * The request the api client makes for `api.post(endpoint, schema, params)`: session parameters in
 * the URL, the endpoint's profile's headers (already built by buildHeaders) with the form Content-Type,
 * the params as the form body (or after the session parameters in the URL, for a row with params 'query').
 */
export function formPost(
  def: EndpointDef,
  session: Readonly<Record<string, string>>,
  headers: Record<string, string>,
  params: Params | undefined,
): EarlyInit {
  const inQuery = def.params === 'query';
  return {
    method: 'POST',
    url: requestUrl(def, session, inQuery ? params : undefined),
    headers: withFormContentType({ ...headers }),
    body: formBody(inQuery ? undefined : params).toString(),
  };
}

const pageOf = (win: Window): string | undefined => {
  const { location } = win;
  return location ? location.pathname + location.search : undefined;
};

/**
 * Starts `request` now and leaves its pending answer for the api client (the early scripts call this).
 * Returns a copy of the answer's body for the early script's own first-paint use (or null).
 */
export function startEarly(
  win: Window,
  request: EarlyInit,
  fetchImpl: typeof fetch = win.fetch.bind(win),
): Promise<unknown> {
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  const response = fetchImpl(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    credentials: 'same-origin',
    signal: controller?.signal,
  });
  // A failed early request is the client's network failure when it takes it; never an unhandled one.
  response.catch(() => undefined);
  const entry: EarlyRequest = { ...request, response, page: pageOf(win) };
  if (controller) entry.abort = () => controller.abort();
  (win.__CUOTA_EARLY__ ??= []).push(entry);
  return response
    .then(
      // A copy the page may read; not one that says it is over the client's cap (a huge answer is not
      // held whole in memory; the client refuses the original the same way).
      (res) => (res.ok && !(declaredBytes(res) > MAX_ANSWER_BYTES) ? res.clone().json() : null),
      () => null,
    )
    .catch(() => null);
}

/** startEarly for a GET (the landing's template request). */
export function startEarlyGet(
  win: Window,
  url: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = win.fetch.bind(win),
): Promise<unknown> {
  return startEarly(win, { method: 'GET', url, headers }, fetchImpl);
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
};

function plainHeaders(init: RequestInit | undefined): Record<string, string> | null {
  const out: Record<string, string> = {};
  // A plain object of texts, as the api client sends; anything else (a Headers object, pairs) never
  // matches an early request.
  for (const [name, value] of Object.entries(init?.headers ?? {})) {
    if (typeof value !== 'string') return null;
    // A call that moves data (its Idempotency-Key) always goes to the network itself.
    if (name.toLowerCase() === 'idempotency-key') return null;
    out[name] = value;
  }
  return out;
}

/**
 * The body as text: none, a string, or form fields (the client's form-encoded body). Anything else
 * (an upload's FormData, a Blob, a stream) is null and never matches.
 */
function bodyText(body: RequestInit['body']): string | undefined | null {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (typeof URLSearchParams === 'function' && body instanceof URLSearchParams) {
    return body.toString();
  }
  return null;
}

/** The pending answer of the early request identical to this call, removed from the list; else null. */
function takeEarly(
  win: Window,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): EarlyRequest | null {
  const pending = win.__CUOTA_EARLY__;
  if (!pending?.length || typeof input !== 'string') return null;
  // The page moved on: what it did not take is dropped.
  const page = pageOf(win);
  for (let i = pending.length - 1; i >= 0; i -= 1) {
    if (pending[i]?.page !== page) pending.splice(i, 1);
  }
  const method = (init?.method ?? 'GET').toUpperCase();
  const headers = plainHeaders(init);
  const body = bodyText(init?.body);
  if (!headers || body === null) return null;
  const index = pending.findIndex(
    (early) =>
      early.method === method &&
      early.url === input &&
      early.body === body &&
      sameHeaders(early.headers, headers),
  );
  if (index < 0) return null;
  return pending.splice(index, 1)[0] ?? null;
}

/** The api client's fetch: an identical early request's pending answer once, else `fetchImpl`. */
export function withEarlyAnswers(win: Window, fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const early = takeEarly(win, input, init);
    if (!early) return fetchImpl(input, init);
    // The call's own signal (its time-out) stops the early request too; the client's time-out
    // ends the call either way.
    const signal = init?.signal;
    if (signal) {
      if (signal.aborted) early.abort?.();
      else signal.addEventListener('abort', () => early.abort?.(), { once: true });
    }
    return early.response;
  };
}

/** The answer's Content-Length, or 0 when absent or unreadable. */
function declaredBytes(res: Response): number {
  const value = Number(res.headers.get('content-length'));
  return Number.isFinite(value) ? value : 0;
}
