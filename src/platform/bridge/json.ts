import type { BridgeResult } from './types';

/** The largest payload or answer value the page takes from the host, in characters of JSON. */
export const MAX_JSON_CHARS = 64 * 1024;

/**
 * `value` as JSON data: what JSON.parse(JSON.stringify(value)) gives (functions and undefined fields
 * dropped, dates as text, NaN and Infinity as null), at most MAX_JSON_CHARS of JSON; `undefined` when
 * JSON cannot hold it (a function alone, a cycle, a BigInt, a throwing getter) or it is too long.
 * Never throws, and never hands back the host's own objects.
 */
export function jsonData(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return typeof text === 'string' && text.length <= MAX_JSON_CHARS ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Parses JSON text of at most MAX_JSON_CHARS; `undefined` when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text.length <= MAX_JSON_CHARS ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An event's payload as the page takes it (`undefined`: not acceptable, the event goes with null):
 * nothing is null; a string whose first non-blank character is `{` or `[` is JSON text and is parsed;
 * anything else is taken as JSON data (see jsonData).
 */
export function eventPayload(raw: unknown): unknown {
  if (raw === undefined) return null;
  if (typeof raw === 'string' && /^\s*[[{]/.test(raw)) return parseJson(raw);
  return jsonData(raw);
}

const MALFORMED: BridgeResult = { ok: false, handledBy: 'app', error: 'malformed answer' };
const MAX_ERROR_CHARS = 200;

/**
 * The host's answer `{ ok: true, value? }` or `{ ok: false, error }`, as an object or its JSON text.
 * Anything else is a failure 'malformed answer'; the value is taken as JSON data (see jsonData); an
 * error that is not a non-empty string reads 'native error'.
 */
export function readAnswer(raw: unknown): BridgeResult {
  const answer = typeof raw === 'string' ? parseJson(raw) : jsonData(raw);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return MALFORMED;
  const fields: Record<string, unknown> = { ...answer };
  if (fields.ok === true) {
    return fields.value === undefined
      ? { ok: true, handledBy: 'app' }
      : { ok: true, handledBy: 'app', value: fields.value };
  }
  if (fields.ok !== false) return MALFORMED;
  const error =
    typeof fields.error === 'string' && fields.error.trim() !== ''
      ? fields.error.slice(0, MAX_ERROR_CHARS)
      : 'native error';
  return { ok: false, handledBy: 'app', error };
}
