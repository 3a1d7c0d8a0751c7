import { isBridgeEventName } from '../../platform/bridge/events';
import { parseJson } from '../../platform/bridge/json';
import { MAX_SHOWN_CHARS } from './judge';
import { isConsentAction } from './samples';
import type { ActionChecks, CallCheck, EventChecks, ForeignCheck, Outcome, Verdict } from './types';

/**
 * What the page keeps in the tab's storage (sessionStorage) so a reload does not lose what only the host
 * or the tester can produce again: the events received (languageChanged reloads the page, a login
 * reloads it), the Run results of the actions with native screens, and the foreign page check (its
 * page may go). Redacted values only, as the page shows them; nothing of the session.
 */
export const PERSIST_KEY = 'cuota:bridgeCheck';

export interface Persisted {
  events: Partial<EventChecks>;
  actions: Partial<ActionChecks>;
  foreign: ForeignCheck;
}

/** The part of the page's state kept for a reload. */
export function persistedOf(state: {
  events: EventChecks;
  actions: ActionChecks;
  foreign: ForeignCheck;
}): Persisted {
  const actions: Partial<ActionChecks> = {};
  for (const [name, check] of Object.entries(state.actions))
    if (isConsentAction(name) && check?.status === 'done') actions[name] = check;
  return { events: state.events, actions, foreign: state.foreign };
}

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const VERDICTS: readonly Verdict[] = ['pass', 'fail', 'fallback', 'pending', 'notRun'];
const OUTCOMES: readonly Outcome[] = [
  'answered',
  'sent',
  'timeout',
  'unsupported',
  'malformed',
  'badValue',
  'error',
  'outside',
];
const isVerdict = (v: unknown): v is Verdict => VERDICTS.some((known) => known === v);
const isOutcome = (v: unknown): v is Outcome => OUTCOMES.some((known) => known === v);
const shortText = (v: unknown): string | null =>
  typeof v === 'string' ? v.slice(0, MAX_SHOWN_CHARS) : null;
const HANDLED = ['app', 'fallback', 'none'] as const;

function readCall(raw: unknown): CallCheck | null {
  if (!isBag(raw) || raw.status !== 'done' || !isVerdict(raw.verdict)) return null;
  const result = isBag(raw.result) ? raw.result : null;
  const handledBy = HANDLED.find((h) => h === result?.handledBy);
  if (!result || !handledBy || typeof result.ok !== 'boolean' || typeof result.ms !== 'number')
    return null;
  return {
    status: 'done',
    verdict: raw.verdict,
    outcome: isOutcome(raw.outcome) ? raw.outcome : null,
    result: {
      ok: result.ok,
      handledBy,
      error: shortText(result.error),
      value: shortText(result.value),
      ms: Math.max(0, Math.round(result.ms)),
    },
  };
}

function readForeign(raw: unknown): ForeignCheck {
  const idle: ForeignCheck = { status: 'idle', verdict: 'notRun', outcome: null };
  if (!isBag(raw)) return idle;
  if (raw.status === 'waiting') return { status: 'waiting', verdict: 'pending', outcome: null };
  if (raw.status !== 'done') return idle;
  if (raw.outcome === 'left') return { status: 'done', verdict: 'fail', outcome: 'left' };
  if (raw.outcome === 'stayed' || raw.outcome === 'returned')
    return { status: 'done', verdict: 'pass', outcome: raw.outcome };
  return idle;
}

/** The stored text read back, every field checked (storage is the tab's, but may hold anything). */
export function readPersisted(text: string | null): Persisted | null {
  const raw = text === null ? undefined : parseJson(text);
  if (!isBag(raw)) return null;
  const events: Partial<EventChecks> = {};
  if (isBag(raw.events))
    for (const [name, check] of Object.entries(raw.events)) {
      if (!isBridgeEventName(name) || !isBag(check)) continue;
      const count = typeof check.count === 'number' ? Math.max(0, Math.floor(check.count)) : 0;
      events[name] = { count, payload: shortText(check.payload) };
    }
  const actions: Partial<ActionChecks> = {};
  if (isBag(raw.actions))
    for (const [name, check] of Object.entries(raw.actions)) {
      const read = isConsentAction(name) ? readCall(check) : null;
      if (isConsentAction(name) && read) actions[name] = read;
    }
  return { events, actions, foreign: readForeign(raw.foreign) };
}
