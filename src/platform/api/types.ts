import type { ISchema } from 'yup';
import type { EndpointKey, EnvelopeKind, HeaderProfile } from './endpoints';

/** Declared with the endpoint table, whose rows name them; the client's options take them too. */
export type { EnvelopeKind, HeaderProfile } from './endpoints';

/** Scalar values that may travel in a query string or a form-encoded body. */
type Param = string | number | boolean | null | undefined;
export type Params = Record<string, Param>;

/** Any yup schema whose output type is T: the client validates a success's `data` with it (check.ts). */
export type ResponseSchema<T> = ISchema<T>;

/** The parsed result of every call. It is returned on failure too; the client never throws. */
export interface ApiResult<T> {
  success: boolean;
  /**
   * The server's code as sent; otherwise 'network' (no answer), 'timeout' (60 s), 'http_<status>' (an HTTP
   * error without an envelope; http_401/http_403: the session is gone), 'malformed' (not JSON or not the
   * envelope) or 'BAD_RESPONSE' (a success whose data does not fit the endpoint's schema).
   */
  code: string;
  /** The server message, or a localized transport message when the server could not answer. */
  message: string;
  data: T | null;
  /** The decoded body as received (null when there was none). */
  raw: unknown;
}

export interface CallOptions {
  /** When given, the global loading indicator shows this text for the call's duration. */
  loadingText?: string;
  /** Envelope rule; defaults to the endpoint table's rule for the endpoint. */
  envelope?: EnvelopeKind;
  /** Show a toast with the server message when the call fails (default: true for 'general', false otherwise). */
  toastOnFailure?: boolean;
  headerProfile?: HeaderProfile;
  /**
   * The call moves money or data: it carries a fresh Idempotency-Key header, and is retried once with the
   * same key when no answer came (the server answers a repeated key with its first answer).
   */
  idempotent?: boolean;
  /**
   * The flow's attempt this call belongs to (implies idempotent). The client keeps one Idempotency-Key per
   * endpoint and attempt, reused on every retry of that attempt, automatic or manual, until a definitive
   * answer (a success, or the server's failure envelope) arrives. The key itself never leaves the client:
   * the store and QA tapes hold only the attempt's name.
   */
  attempt?: string;
}

export interface UploadFile {
  field: string;
  file: Blob;
  filename?: string;
}

/**
 * The API client handed to sagas through context. Every method resolves, never rejects. Each call names
 * its response schema: `data` of a success has been validated (and normalized) by it.
 */
export interface ApiClient {
  post<T>(
    endpoint: EndpointKey,
    schema: ResponseSchema<T>,
    body?: Params,
    options?: CallOptions,
  ): Promise<ApiResult<T>>;
  get<T>(
    endpoint: EndpointKey,
    schema: ResponseSchema<T>,
    params?: Params,
    options?: CallOptions,
  ): Promise<ApiResult<T>>;
  upload<T>(
    endpoint: EndpointKey,
    schema: ResponseSchema<T>,
    file: UploadFile,
    options?: CallOptions,
  ): Promise<ApiResult<T>>;
}

/** Wire envelopes as the server sends them (the demo backend is typed with these too). */
export interface GeneralEnvelope<T> {
  code: number | string;
  message: string;
  data: T | null;
}
/** The repayment family: success is code '00'. */
export interface RepaymentEnvelope<T> {
  code: string;
  message: string;
  data: T | null;
}
/** v3 pages: pages act only when `success` is true. */
export interface V3Envelope<T> {
  success: boolean;
  code?: number | string;
  message?: string;
  data: T | null;
}

/**
 * A message to show: the server's text as is (rendered as text, never markup), or a react-intl message
 * id; neither means "nothing of its own" (the page shows its own text for the failure). The one error
 * model of the slices: every failure a slice keeps to show is one (see failureText.ts).
 */
export interface ShownMessage {
  text?: string;
  messageId?: string;
}
