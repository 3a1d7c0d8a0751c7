import type { BridgeAction } from '../../platform/bridge/actions';
import type { BridgeEventName } from '../../platform/bridge/events';
import type { BridgeHandledBy } from '../../platform/bridge/types';

/**
 * How one check came out, as the page shows it and the DOM says it (`data-result`): `pass`, `fail`,
 * `fallback` (the host does not handle the action: the page did what it does outside the app),
 * `pending` (running, or an event not received yet), `notRun` (waits for the tester, or outside the app).
 */
export type Verdict = 'pass' | 'fail' | 'fallback' | 'pending' | 'notRun';

/**
 * Why, in one word (`data-outcome`): answered, sent (fire-and-forget), timeout, unsupported (the host
 * said so, or left it out of its hello), malformed (an answer the protocol does not allow), badValue
 * (an answer whose value is not what the action returns), error (the transport threw), outside (no host).
 */
export type Outcome =
  'answered' | 'sent' | 'timeout' | 'unsupported' | 'malformed' | 'badValue' | 'error' | 'outside';

/** The transport the page uses right now (react-native / webkit / android / legacy), or none. */
export type TransportName = 'react-native' | 'webkit' | 'android' | 'legacy' | 'none';

/** Every action but the handshake, in the order the page lists them. */
export type CheckedAction = Exclude<BridgeAction, 'hello'>;

/** What a call gave back, as the page keeps it: no value in clear (PII redacted, cut short). */
export interface CallOutcome {
  ok: boolean;
  handledBy: BridgeHandledBy;
  error: string | null;
  /** The answer's value as JSON text with personal data replaced (‹kind›), at most 160 characters. */
  value: string | null;
  /** Milliseconds from the call to its result, on the saga clock. */
  ms: number;
}

export interface CallCheck {
  status: 'idle' | 'running' | 'done';
  verdict: Verdict;
  outcome: Outcome | null;
  result: CallOutcome | null;
}

/** The handshake's check, with the actions the host listed (null when it listed none). */
export interface HelloCheck extends CallCheck {
  actions: string[] | null;
}

export interface EventCheck {
  /** How many times the host sent it while this page was open (this tab, across reloads). */
  count: number;
  /** The last payload as redacted JSON text (null when the host sent none). */
  payload: string | null;
}

/** What the page knows of where it runs, read when the checks start. */
export interface CheckEnvironment {
  inApp: boolean;
  transport: TransportName;
  /** The transport is set in config.js (`bridge.transport`), not detected. */
  configured: boolean;
  /** Each action's time-out with config.js's overrides. */
  timeouts: Record<BridgeAction, number>;
  userAgent: string;
  build: string;
  /** When the checks started (ms since epoch, saga clock). */
  startedAt: number;
}

/** What the probe in the child frame saw: the host objects there, and whether its hello got an answer. */
export interface FrameReport {
  nonce: string;
  found: string[];
  answered: boolean;
  /** The answer, when there was one (`ok`, handledBy, error). */
  detail: string | null;
}

export interface FrameCheck {
  status: 'idle' | 'running' | 'done';
  /** Matches the probe's report to this run (the clock's reading when it started). */
  nonce: string | null;
  verdict: Verdict;
  /** answered, timeout (no report from the frame in time) or null. */
  outcome: 'answered' | 'timeout' | null;
  report: FrameReport | null;
}

/** The foreign page check: a normal link to another site; the host must open it outside the web view. */
export interface ForeignCheck {
  status: 'idle' | 'waiting' | 'done';
  verdict: Verdict;
  /** stayed (still here after the tap), returned (hidden, then visible again), left (unloaded). */
  outcome: 'stayed' | 'returned' | 'left' | null;
}

/** Only the actions run so far (one not there has not run): a QA tape's checkpoints stay small. */
export type ActionChecks = Partial<Record<CheckedAction, CallCheck>>;
/** Only the events received so far. */
export type EventChecks = Partial<Record<BridgeEventName, EventCheck>>;

/** An action not run yet, an event not received yet. */
export const NOT_RUN: CallCheck = {
  status: 'idle',
  verdict: 'notRun',
  outcome: null,
  result: null,
};
export const NOT_RECEIVED: EventCheck = { count: 0, payload: null };
