import { BAD_RESPONSE } from './check';
import type { ApiResult, ShownMessage } from './types';

/**
 * The one rule for a server's failure text (spec section 8 shows "the server message"; this decides
 * when a text is one). A failure's message is shown only when it reads as a message to a person:
 * - at most MAX_SHOWN_MESSAGE characters (code points) once trimmed: a longer text is a dump, not a message;
 * - at least one letter: a bare number, code or punctuation ('500', '-1', '...') is not;
 * - not a bare status word or placeholder ('success', 'ok', 'error', 'fail', 'null', 'undefined', an
 *   HTTP reason phrase such as 'Bad Request', ...), in any case, with or without trailing punctuation;
 * - not a code-like identifier ('SYSTEM_ERROR', 'java.lang.NullPointerException', 'err.code.500');
 * - no markup (a tag, a comment, an HTML entity) and no control or bidirectional-override characters
 *   (tabs and line breaks are whitespace: a shown text has its runs of whitespace as one space).
 * Anything else is '' and the flow shows the text of the failure's class (its own localized text).
 */

/** Longest server failure text shown (characters once trimmed); longer ones give the class text. */
export const MAX_SHOWN_MESSAGE = 120;

/** Status words and placeholders that say nothing to a borrower (compared lower-case, without end punctuation). */
const STATUS_WORDS = new Set([
  'success',
  'successful',
  'succeeded',
  'succeed',
  'ok',
  'okay',
  'done',
  'error',
  'errors',
  'err',
  'fail',
  'failed',
  'failure',
  'fault',
  'exception',
  'invalid',
  'null',
  'nil',
  'none',
  'undefined',
  'nan',
  'true',
  'false',
  'unknown',
  'timeout',
  'message',
  'msg',
  'n/a',
  '[object object]',
  'bad request',
  'unauthorized',
  'forbidden',
  'not found',
  'method not allowed',
  'internal error',
  'internal server error',
  'server error',
  'system error',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
  'too many requests',
  'éxito',
  'exito',
  'fallo',
  'falló',
  'error interno',
  'error del servidor',
  'error del sistema',
  'no encontrado',
  '成功',
  '失败',
  '错误',
  '异常',
]);

/** A tag (`<b>`, `</p>`, `<!--`, `<?xml`, `<script`) or an HTML entity (`&lt;`, `&#60;`, `&#x3c;`). */
const MARKUP = /<\s*[a-z!?/]|&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;
/** C0/C1 controls other than whitespace, and bidirectional overrides/isolates. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Words joined by '_', '.', ':' or '-' with no space ('SYSTEM_ERROR', 'err.code.500'). */
const JOINED_TOKEN = /^[a-z0-9]+(?:[_.:-][a-z0-9]+)+$/i;
/** One word of capitals, digits and '_' ('DENIED', 'E500'). */
const CAPS_TOKEN = /^[A-Z0-9_]+$/;
const LETTER = /\p{L}/u;

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

function isStatusWord(text: string): boolean {
  const bare = text.toLowerCase().replace(/[\s.!。！?？:：;,，]+$/u, '');
  return STATUS_WORDS.has(bare);
}

function isIdentifier(text: string): boolean {
  return JOINED_TOKEN.test(text) || CAPS_TOKEN.test(text);
}

/** Whether a server text reads as a message (the rule above). */
export function looksLikeMessage(text: string): boolean {
  const trimmed = oneLine(text);
  if (trimmed === '') return false;
  if ([...trimmed].length > MAX_SHOWN_MESSAGE) return false;
  if (CONTROL.test(trimmed) || MARKUP.test(trimmed)) return false;
  if (!LETTER.test(trimmed)) return false;
  if (isStatusWord(trimmed)) return false;
  return !isIdentifier(trimmed);
}

/**
 * The text a failure may show of what the server said: the trimmed message when it reads as one, else ''
 * (the caller then shows its class text). Anything but a string is ''.
 */
export function shownServerText(message: unknown): string {
  if (typeof message !== 'string') return '';
  return looksLikeMessage(message) ? oneLine(message) : '';
}

/** A call that brought no answer (no connection, the 60 s time-out): spec section 8's 'network failure'. */
export function isTransportFailure(code: string): boolean {
  return code === 'network' || code === 'timeout';
}

/** An answer the client could not use: not the envelope, or data the endpoint's schema refused. */
const UNUSABLE = new Set(['malformed', BAD_RESPONSE]);

/**
 * What a page shows for a failed call, where spec section 8 gives it rules of its own (a small table per
 * page: the repayment calls and the registration landing have one; every other page uses the default,
 * `{}` or just its `fallbackId`).
 */
export interface FailurePolicy {
  /**
   * The page's own text for a failure without a text that reads as a message (and for a success the flow
   * cannot go on with). Absent: nothing of its own (`{}`), and the view shows the page's failure text.
   */
  fallbackId?: string;
  /** The text of a call that brought no answer (spec section 8's 'error' on network failure). */
  transportId?: string;
  /** An answer the client could not use shows the fallback, not the client's 'unexpected answer' text. */
  unusableShowsFallback?: boolean;
  /** Server codes with a text of their own (the repayment confirm's '800006' and '800005'). */
  codes?: Readonly<Record<string, string>>;
}

/**
 * The one way a failed call becomes what a page shows (a toast, a line above a button, a load's failed
 * state), in this order: a code of the policy's `codes`; a call without an answer (`transportId`); a
 * success the flow cannot use (the fallback); an unusable answer (the fallback, with
 * `unusableShowsFallback`); otherwise the server's text when it reads as a message (shownServerText; for
 * a failure without an answer or an HTTP error, the client's own localized text), else the fallback.
 */
export function failureText(
  result: Pick<ApiResult<unknown>, 'success' | 'code' | 'message'>,
  policy: FailurePolicy = {},
): ShownMessage {
  const fallback: ShownMessage = policy.fallbackId ? { messageId: policy.fallbackId } : {};
  const { codes } = policy;
  if (codes && Object.prototype.hasOwnProperty.call(codes, result.code)) {
    return { messageId: codes[result.code] };
  }
  if (policy.transportId && isTransportFailure(result.code))
    return { messageId: policy.transportId };
  if (result.success) return fallback;
  if (policy.unusableShowsFallback && UNUSABLE.has(result.code)) return fallback;
  const text = shownServerText(result.message);
  return text !== '' ? { text } : fallback;
}

/** What a flow shows when its worker threw (`safely` puts it): nothing of its own, the page's own text. */
export const WORKER_FAILED: ShownMessage = {};
