import { createSelector } from '@reduxjs/toolkit';
import { BRIDGE_EVENTS } from '../../platform/bridge/events';
import { selectBridgeCheck, type BridgeCheckState } from './bridgeCheckSlice';
import { AUTOMATIC_ACTIONS, CONSENT_ACTIONS } from './samples';
import { NOT_RECEIVED, NOT_RUN, type CallCheck, type Verdict } from './types';

type CheckGroup = 'handshake' | 'automatic' | 'consent' | 'events' | 'isolation';

/** One line of the report, as the page lists it and the DOM names it (`data-check`, `data-result`). */
export interface CheckRow {
  id: string;
  group: CheckGroup;
  verdict: Verdict;
  /** answered, sent, timeout... (`data-outcome`); null while there is none. */
  outcome: string | null;
  /** What came back, redacted: the host's actions, an error, a payload, the frame's objects. */
  detail: string | null;
  ms: number | null;
  /** Needed for an overall pass (the others count only when they fail). */
  required: boolean;
  /** A note that is no failure: host objects visible in the child frame. */
  warning: string | null;
}

/** The page's one answer: every required check passed, one failed, some still wait, or no host. */
export type Overall = 'pass' | 'fail' | 'incomplete' | 'notInApp';

function callRow(id: string, group: CheckGroup, check: CallCheck, required: boolean): CheckRow {
  const result = check.result;
  const detail = result
    ? [
        `ok=${String(result.ok)}`,
        `handledBy=${result.handledBy}`,
        result.error ? `error=${result.error}` : '',
        result.value ? `value=${result.value}` : '',
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  return {
    id,
    group,
    verdict: check.verdict,
    outcome: check.outcome,
    detail,
    ms: result?.ms ?? null,
    required,
    warning: null,
  };
}

/** Every check of the page, in the order it lists them. */
export function checkRows(state: BridgeCheckState): CheckRow[] {
  const hello = callRow('hello', 'handshake', state.hello, true);
  if (state.hello.actions) hello.detail = `actions=${state.hello.actions.join(',') || '(none)'}`;
  const events = BRIDGE_EVENTS.map((event): CheckRow => {
    const { count, payload } = state.events[event] ?? NOT_RECEIVED;
    return {
      id: `event:${event}`,
      group: 'events',
      verdict: count > 0 ? 'pass' : 'pending',
      outcome: count > 0 ? 'received' : null,
      detail: count > 0 ? `count=${count} payload=${payload ?? 'null'}` : null,
      ms: null,
      // sessionChanged is for a host that changes the session without goLogin: optional.
      required: event !== 'sessionChanged',
      warning: null,
    };
  });
  const { frame, foreign } = state;
  const found = frame.report?.found ?? [];
  return [
    hello,
    ...AUTOMATIC_ACTIONS.map((a) =>
      callRow(`action:${a}`, 'automatic', state.actions[a] ?? NOT_RUN, true),
    ),
    ...CONSENT_ACTIONS.map((a) =>
      callRow(`action:${a}`, 'consent', state.actions[a] ?? NOT_RUN, false),
    ),
    ...events,
    {
      id: 'frame',
      group: 'isolation',
      verdict: frame.verdict,
      outcome: frame.outcome ?? (frame.status === 'done' ? 'unanswered' : null),
      detail: frame.report
        ? `found=${found.join(',') || '(none)'}${frame.report.detail ? ` answer=${frame.report.detail}` : ''}`
        : null,
      ms: null,
      required: true,
      warning: frame.verdict === 'pass' && found.length > 0 ? 'objectsVisible' : null,
    },
    {
      id: 'foreign',
      group: 'isolation',
      verdict: foreign.verdict,
      outcome: foreign.outcome,
      detail: null,
      ms: null,
      required: false,
      warning: null,
    },
  ];
}

export function overallOf(rows: readonly CheckRow[], inApp: boolean | null): Overall {
  if (inApp === false) return 'notInApp';
  if (rows.some((row) => row.verdict === 'fail')) return 'fail';
  if (inApp === null || rows.some((row) => row.required && row.verdict !== 'pass'))
    return 'incomplete';
  return 'pass';
}

export const countsOf = (rows: readonly CheckRow[]): Record<Verdict, number> => {
  const counts: Record<Verdict, number> = { pass: 0, fail: 0, fallback: 0, pending: 0, notRun: 0 };
  for (const row of rows) counts[row.verdict] += 1;
  return counts;
};

/**
 * The report a host team copies or shares: a first line with the overall result, then JSON. It holds
 * what the checks saw (redacted values, as the page shows them), the build and the web view's user
 * agent; nothing of the session.
 */
export function reportText(state: BridgeCheckState): string {
  const rows = checkRows(state);
  const env = state.env;
  const overall = overallOf(rows, env?.inApp ?? null);
  const body = {
    page: 'bridge-check',
    protocol: 1,
    overall,
    counts: countsOf(rows),
    build: env?.build ?? null,
    startedAt: env ? new Date(env.startedAt).toISOString() : null,
    userAgent: env?.userAgent ?? null,
    inApp: env?.inApp ?? null,
    transport: env ? `${env.transport}${env.configured ? ' (configured)' : ''}` : null,
    checks: rows.map(({ id, verdict, outcome, detail, ms, warning }) => ({
      id,
      result: verdict,
      outcome,
      ...(ms === null ? {} : { ms }),
      ...(detail === null ? {} : { detail }),
      ...(warning === null ? {} : { warning }),
    })),
  };
  return `Cuota bridge check: ${overall.toUpperCase()}\n${JSON.stringify(body, null, 2)}\n`;
}

export const selectCheckRows = createSelector([selectBridgeCheck], checkRows);
export const selectOverall = createSelector(
  [selectCheckRows, (state: { bridgeCheck: BridgeCheckState }) => state.bridgeCheck.env],
  (rows, env) => overallOf(rows, env?.inApp ?? null),
);
export const selectReportText = createSelector([selectBridgeCheck], reportText);
