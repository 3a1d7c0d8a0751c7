import { shownServerText } from './failureText';
import type { ApiResult, EnvelopeKind } from './types';

type Body = Record<string, unknown>;

function isBody(raw: unknown): raw is Body {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** True when `code` parses to the number 0: 0, '0', '000' (not '', 'abc', '0x0', 0.5, true). */
export function isZeroCode(code: unknown): boolean {
  if (typeof code === 'number') return code === 0;
  if (typeof code === 'string') return /^\s*[+-]?\d+\s*$/.test(code) && Number(code) === 0;
  return false;
}

/**
 * Whether a decoded body has the shape of the envelope: an object with a `code` (general, repayment)
 * or a boolean `success` flag (v3).
 */
export function isEnvelope(kind: EnvelopeKind, raw: unknown): raw is Body {
  if (!isBody(raw)) return false;
  if (kind === 'v3') return typeof raw.success === 'boolean';
  return typeof raw.code === 'number' || typeof raw.code === 'string';
}

/**
 * Applies the success rule of the envelope kind (spec sections 3, 7, 8):
 * general: `code` parses to 0; repayment: `code` is exactly the string '00'; v3: `success === true`.
 * A failure keeps the server's message only when it reads as one (shownServerText), otherwise ''.
 * A body that is not an object gives `{ success: false, code: 'malformed' }`. Never throws.
 */
export function parseEnvelope(kind: EnvelopeKind, raw: unknown): ApiResult<unknown> {
  if (!isBody(raw)) {
    return { success: false, code: 'malformed', message: '', data: null, raw: raw ?? null };
  }
  let success: boolean;
  switch (kind) {
    case 'repayment':
      success = raw.code === '00';
      break;
    case 'v3':
      success = raw.success === true;
      break;
    default:
      success = isZeroCode(raw.code);
  }
  const sent = raw.message === undefined || raw.message === null ? '' : String(raw.message);
  // A failure's text is shown only when it reads as a message (failureText.ts), else the class text.
  const message = success ? sent : shownServerText(sent);
  const code = raw.code === undefined || raw.code === null ? '' : String(raw.code);
  // `data` stays unknown here: only the endpoint's schema may give it a type (api/check.ts).
  return { success, code, message, data: raw.data ?? null, raw };
}
