import { appendParams } from './answer';
import { endpointUrl, type EndpointDef } from './endpoints';

/**
 * Early requests: a small script in the page starts a page's first GET as soon as the HTML is parsed,
 * before the app's scripts have loaded; when the app's api client then makes the identical request
 * (same method, URL and headers), it takes that pending answer instead of asking again. The saga still
 * owns the call: the same schema, time-out, failure text and QA tape entry apply. A request that
 * differs in anything goes to the network as usual, and each early answer is taken at most once.
 */
export interface EarlyRequest {
  method: 'GET';
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
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

/**
 * Starts a GET now and leaves its pending answer for the api client (the early scripts call this).
 * Returns a copy of the answer's body for the early script's own first-paint use (or null).
 */
export function startEarlyGet(
  win: Window,
  url: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = win.fetch.bind(win),
): Promise<unknown> {
  const response = fetchImpl(url, { method: 'GET', headers, credentials: 'same-origin' });
  // A failed early request is the client's network failure when it takes it; never an unhandled one.
  response.catch(() => undefined);
  (win.__CUOTA_EARLY__ ??= []).push({ method: 'GET', url, headers, response });
  return response
    .then(
      (res) => (res.ok ? res.clone().json() : null),
      () => null,
    )
    .catch(() => null);
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
    out[name] = value;
  }
  return out;
}

/** The api client's fetch: an identical early request's pending answer once, else `fetchImpl`. */
export function withEarlyAnswers(win: Window, fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const pending = win.__CUOTA_EARLY__;
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = pending?.length ? plainHeaders(init) : null;
    if (pending && typeof input === 'string' && method === 'GET' && headers && !init?.body) {
      const index = pending.findIndex(
        (early) => early.url === input && sameHeaders(early.headers, headers),
      );
      if (index >= 0) {
        const [early] = pending.splice(index, 1);
        if (early) return early.response;
      }
    }
    return fetchImpl(input, init);
  };
}
