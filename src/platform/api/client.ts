import { HTTP_TIMEOUT_MS } from '../../config/constants';
import { resolveEndpoints } from './endpoints';
import { requestUrl, withFormContentType } from './early';
import type { EndpointDef, EndpointKey, EndpointTable } from './endpoints';
import {
  failure,
  formBody,
  MAX_MESSAGE_LENGTH,
  randomKey,
  readAnswer,
  type ApiMessages,
} from './answer';
import { SPEC_BACKEND, type BackendCapabilities } from './backend';
import { buildHeaders } from './headers';
import type { HeaderNames } from './headers';
import { checkResult, type ResponseSchema } from './check';
import { createAttemptKeys } from './attempt';
import { readBody } from './readBody';
import { isTransportFailure } from './failureText';
import type { ApiClient, ApiResult, CallOptions, EnvelopeKind, Params, UploadFile } from './types';

export type { ApiMessages } from './answer';
export interface ApiClientOptions {
  /** Default: resolveEndpoints() (the default table). */
  endpoints?: EndpointTable;
  /** Default: globalThis.fetch. */
  fetch?: typeof fetch;
  /** Common session/device query parameters appended to every call; also the source of custom headers. */
  session: () => Readonly<Record<string, string>>;
  locale: () => string;
  /** Default: HTTP_TIMEOUT_MS (60 s). */
  timeoutMs?: number;
  /** Localized transport failure texts. */
  messages: () => ApiMessages;
  /** Called with the toast text when a call fails and toastOnFailure is on. */
  onToast?: (text: string) => void;
  /** Called only when options.loadingText is given; 'end' always follows 'start'. */
  onLoading?: (phase: 'start' | 'end', text: string) => void;
  headerNames?: HeaderNames;
  /** Prefix for every URL; default '' (same origin). */
  origin?: string;
  /** Called when an answer is HTTP 401 or 403 (the session is gone), after the result is built. */
  onSessionExpired?: () => void;
  /** New Idempotency-Key values (default: crypto.randomUUID, else a random string). */
  newKey?: () => string;
  /**
   * What the backend is declared to do (config.js `backend`); default the spec's backend, which books
   * every request that reaches it: then no call is ever sent twice by the client.
   */
  backend?: () => BackendCapabilities;
}

type Method = 'GET' | 'POST';

interface Request {
  method: Method;
  query?: Params;
  body?: BodyInit;
  /** Set the form-encoded Content-Type (POST bodies). */
  formBody: boolean;
  /** Multipart: never set a Content-Type, the runtime adds the boundary. */
  multipart: boolean;
}

/** One call on the wire: its endpoint, envelope, options, request and idempotency key (if any). */
interface Exchange {
  def: EndpointDef;
  kind: EnvelopeKind;
  call: CallOptions;
  req: Request;
  key: string | undefined;
}

const FALLBACK_MESSAGES: ApiMessages = { network: 'error', timeout: 'error', malformed: 'error' };

/**
 * The single HTTP client of spec section 7. Every method resolves (never rejects) to an ApiResult;
 * transport errors, time-outs, non-2xx answers and malformed bodies become failed results with
 * localized messages. Params and bodies are never logged: they carry session ids and PII.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const table = options.endpoints ?? resolveEndpoints();
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const origin = options.origin ?? '';

  const messages = (): ApiMessages => {
    try {
      return options.messages();
    } catch {
      return FALLBACK_MESSAGES;
    }
  };

  /** Each attempt's Idempotency-Key, kept until its definitive answer (memory only). */
  const keys = createAttemptKeys(options.newKey ?? randomKey);

  const resolve = (endpoint: string): EndpointDef | null => {
    if (Object.prototype.hasOwnProperty.call(table, endpoint))
      return table[endpoint as EndpointKey];
    return null;
  };

  const buildUrl = (def: EndpointDef, query: Params | undefined): string =>
    requestUrl(def, options.session(), query, origin);

  const buildRequestHeaders = (
    def: EndpointDef,
    call: CallOptions,
    req: Request,
  ): Record<string, string> => {
    const headers = buildHeaders(
      call.headerProfile ?? def.headers ?? 'app',
      options.session(),
      options.locale(),
      options.headerNames,
    );
    if (req.multipart) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-type') delete headers[name];
      }
    } else if (req.formBody) {
      withFormContentType(headers);
    }
    return headers;
  };

  async function transport({ def, kind, call, req, key }: Exchange): Promise<ApiResult<unknown>> {
    const all = messages();
    // A call without a session (the landing's): a 401/403 is the service's refusal, not a lost session.
    const text = def.anonymous ? { ...all, sessionExpired: all.unavailable ?? all.network } : all;
    const controller = typeof AbortController === 'function' ? new AbortController() : null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<ApiResult<unknown>>((resolveTimeout) => {
      timer = setTimeout(() => {
        controller?.abort();
        resolveTimeout(failure('timeout', text.timeout));
      }, timeoutMs);
    });

    const exchange = async (): Promise<ApiResult<unknown>> => {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      let status: number;
      let ok: boolean;
      let bodyText: string | null;
      try {
        const res = await fetchImpl(buildUrl(def, req.query), {
          method: req.method,
          headers: {
            ...buildRequestHeaders(def, call, req),
            ...(key !== undefined ? { 'Idempotency-Key': key } : {}),
          },
          body: req.body,
          credentials: 'same-origin',
          signal: controller?.signal,
        });
        status = res.status;
        ok = res.ok;
        // Null: over MAX_ANSWER_BYTES, cancelled unread; a body cut half way throws (no answer).
        bodyText = await readBody(res);
      } catch {
        return failure('network', text.network);
      }

      // An over-cap body is read as no body: a 2xx is 'malformed', an HTTP error its status's failure.
      return readAnswer(kind, status, ok, bodyText ?? '', text);
    };

    try {
      return await Promise.race([exchange(), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One exchange. Only a backend declared to honour keys gets a keyed call again (once, with the same
   * key) when no answer came; the spec's backend would book it twice, so there the first result stands.
   */
  async function exchangeWithRetry(exchange: Exchange): Promise<ApiResult<unknown>> {
    const first = await transport(exchange);
    if (exchange.key === undefined || first.code !== 'network') return first;
    if (!(options.backend?.() ?? SPEC_BACKEND).idempotencyKeys) return first;
    return transport(exchange);
  }

  async function run<T>(
    endpoint: string,
    schema: ResponseSchema<T>,
    call: CallOptions,
    req: Request,
  ): Promise<ApiResult<T>> {
    const def = resolve(endpoint);
    const kind: EnvelopeKind = call.envelope ?? def?.envelope ?? 'general';
    const toastOnFailure = call.toastOnFailure ?? kind === 'general';
    const loading = call.loadingText !== undefined && options.onLoading !== undefined;
    let result: ApiResult<T>;
    const key = def ? keys.keyFor(endpoint, call) : undefined;

    if (loading) callHook(() => options.onLoading?.('start', call.loadingText as string));
    try {
      result = def
        ? await checkResult(
            await exchangeWithRetry({ def, kind, call, req, key }),
            schema,
            messages().malformed,
          )
        : failure<T>('unknown_endpoint', messages().network);
    } catch {
      result = failure<T>('network', messages().network);
    } finally {
      if (loading) callHook(() => options.onLoading?.('end', call.loadingText as string));
    }
    keys.answered(endpoint, call, result);
    if (result.message.length > MAX_MESSAGE_LENGTH) {
      result = { ...result, message: `${result.message.slice(0, MAX_MESSAGE_LENGTH)}…` };
    }
    if (/^http_40[13]$/.test(result.code) && !def?.anonymous && options.onSessionExpired) {
      callHook(() => options.onSessionExpired?.());
    }

    if (!result.success && toastOnFailure && options.onToast) {
      // An answer came back whose own text is unusable: the server failed, not the network.
      const text = messages();
      const classText = isTransportFailure(result.code)
        ? text.network
        : (text.server ?? text.network);
      const toast = result.message !== '' ? result.message : classText;
      callHook(() => options.onToast?.(toast));
    }
    return result;
  }

  return {
    post<T>(
      endpoint: EndpointKey,
      schema: ResponseSchema<T>,
      body?: Params,
      call: CallOptions = {},
    ) {
      // An endpoint whose params travel in the query (spec 7: repayment-way) posts an empty form body.
      const inQuery = resolve(endpoint)?.params === 'query';
      return run(endpoint, schema, call, {
        method: 'POST',
        ...(inQuery ? { query: body } : {}),
        body: formBody(inQuery ? undefined : body),
        formBody: true,
        multipart: false,
      });
    },
    get<T>(
      endpoint: EndpointKey,
      schema: ResponseSchema<T>,
      params?: Params,
      call: CallOptions = {},
    ) {
      return run(endpoint, schema, call, {
        method: 'GET',
        query: params,
        formBody: false,
        multipart: false,
      });
    },
    upload<T>(
      endpoint: EndpointKey,
      schema: ResponseSchema<T>,
      file: UploadFile,
      call: CallOptions = {},
    ) {
      let data: FormData | undefined;
      try {
        data = new FormData();
        if (file.filename !== undefined) data.append(file.field, file.file, file.filename);
        else data.append(file.field, file.file);
      } catch {
        data = undefined;
      }
      if (!data) return Promise.resolve(failure<T>('network', messages().network));
      return run(endpoint, schema, call, {
        method: 'POST',
        body: data,
        formBody: false,
        multipart: true,
      });
    },
  };
}

/** Runs one of the client's UI hooks (loading, session, toast); what it throws stays there. */
function callHook(fn: () => void): void {
  try {
    fn();
  } catch {
    // A failing UI hook must not turn a resolved call into a rejection.
  }
}
