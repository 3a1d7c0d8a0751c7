import { isFireAndForget, type BridgeAction } from '../../platform/bridge/actions';
import type { BridgeResult } from '../../platform/bridge/types';
import { normalizePii } from '../tape/redact';
import type { Json } from '../tape/types';
import type { CallOutcome, CheckedAction, FrameReport, Outcome, Verdict } from './types';

/** How much of a value or payload the page keeps and shows. */
export const MAX_SHOWN_CHARS = 160;

const isJson = (value: unknown): value is Json => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object') return false;
  return Object.values(value).every(isJson);
};

/**
 * A value from the host as the page keeps it: JSON text with personal data replaced by its kind
 * (phone, card, position, identifiers... as QA tapes redact them), cut to MAX_SHOWN_CHARS; null for none.
 */
export function shownValue(value: unknown): string | null {
  if (value === undefined) return null;
  const text = JSON.stringify(isJson(value) ? normalizePii(value) : String(value));
  return text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS - 1)}…` : text;
}

/** A result as the page keeps it. */
export function outcomeOf(result: BridgeResult, ms: number): CallOutcome {
  return {
    ok: result.ok,
    handledBy: result.handledBy,
    error: result.error ?? null,
    value: shownValue(result.value),
    ms: Math.max(0, Math.round(ms)),
  };
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** locate's value: `{ latitude, longitude, accuracy }`, degrees in range and metres >= 0. */
export function isPosition(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const fields: Record<string, unknown> = { ...value };
  const { latitude, longitude, accuracy } = fields;
  return (
    isFiniteNumber(latitude) &&
    Math.abs(latitude) <= 90 &&
    isFiniteNumber(longitude) &&
    Math.abs(longitude) <= 180 &&
    isFiniteNumber(accuracy) &&
    accuracy >= 0
  );
}

export interface Judged {
  verdict: Verdict;
  outcome: Outcome;
}

/**
 * One action's result. Fire-and-forget: sent is a pass (the protocol has no answer). Answered actions:
 * an answer in time is a pass (an error answer too, such as `cancelled` or `denied`: the host answered),
 * unless it is malformed or locate's value is no position; a time-out is a fail, also when the page then
 * fell back (locate and openPage do); `unsupported`, or an action the host left out of its hello, is
 * "not handled (fallback)". Outside the app everything is the page's fallback.
 */
export function judgeCall(
  action: CheckedAction,
  result: BridgeResult,
  ms: number,
  env: { inApp: boolean; timeouts: Record<BridgeAction, number> },
): Judged {
  if (!env.inApp) return { verdict: 'fallback', outcome: 'outside' };
  const byHost = result.handledBy === 'app';
  if (isFireAndForget(action)) {
    if (byHost)
      return result.ok
        ? { verdict: 'pass', outcome: 'sent' }
        : { verdict: 'fail', outcome: result.error === 'timeout' ? 'timeout' : 'error' };
    return { verdict: 'fallback', outcome: 'unsupported' };
  }
  if (!byHost)
    return ms >= env.timeouts[action]
      ? { verdict: 'fail', outcome: 'timeout' }
      : { verdict: 'fallback', outcome: 'unsupported' };
  if (result.ok) {
    return action === 'locate' && !isPosition(result.value)
      ? { verdict: 'fail', outcome: 'badValue' }
      : { verdict: 'pass', outcome: 'answered' };
  }
  if (result.error === 'timeout') return { verdict: 'fail', outcome: 'timeout' };
  if (result.error === 'malformed answer') return { verdict: 'fail', outcome: 'malformed' };
  return { verdict: 'pass', outcome: 'answered' };
}

/** The action names of a hello answer's value (`{ actions: string[] }`); null when it is not that. */
export function listedActions(value: unknown): string[] | null {
  if (typeof value !== 'object' || value === null || !('actions' in value)) return null;
  const { actions } = value;
  if (!Array.isArray(actions)) return null;
  const names = actions.filter((name): name is string => typeof name === 'string');
  return names.length === actions.length ? names.map((name) => name.slice(0, 40)) : null;
}

/**
 * The handshake's result: an answer `{ actions: [...] }` is a pass; no answer within hello's time-out,
 * a malformed answer or an error is a fail; `unsupported` (an older host) is "not handled (fallback)":
 * the page then sends every action as before.
 */
export function judgeHello(result: BridgeResult, inApp: boolean): Judged {
  if (!inApp) return { verdict: 'fallback', outcome: 'outside' };
  if (result.handledBy !== 'app') return { verdict: 'fallback', outcome: 'unsupported' };
  if (result.ok)
    return listedActions(result.value)
      ? { verdict: 'pass', outcome: 'answered' }
      : { verdict: 'fail', outcome: 'malformed' };
  if (result.error === 'timeout') return { verdict: 'fail', outcome: 'timeout' };
  if (result.error === 'malformed answer') return { verdict: 'fail', outcome: 'malformed' };
  return { verdict: 'fail', outcome: 'error' };
}

/** A message from the child frame, checked: the probe's report for this run, or null. */
export function parseFrameReport(data: unknown, nonce: string | null): FrameReport | null {
  if (nonce === null || typeof data !== 'object' || data === null) return null;
  const fields: Record<string, unknown> = { ...data };
  if (fields.type !== FRAME_MESSAGE_TYPE || fields.nonce !== nonce) return null;
  const found = Array.isArray(fields.found)
    ? fields.found.filter((name): name is string => typeof name === 'string').slice(0, 5)
    : [];
  return {
    nonce,
    found: found.map((name) => name.slice(0, 40)),
    answered: fields.answered === true,
    detail: typeof fields.detail === 'string' ? fields.detail.slice(0, MAX_SHOWN_CHARS) : null,
  };
}

/** The `type` of the probe's message to its parent. */
export const FRAME_MESSAGE_TYPE = 'cuota-bridge-check-frame';
