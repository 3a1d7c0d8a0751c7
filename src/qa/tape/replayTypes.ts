import type { Action, Middleware } from '@reduxjs/toolkit';
import type { SagaContext } from '../../platform/context';
import type { PageKey } from '../../config/paths';
import { encode } from './encode';
import { stableStringify } from './hash';
import { normalizePii } from './redact';
import type { Json, PageRef, SyncEntry, Tape, TapeEntry } from './types';

export interface ReplayStore {
  getState(): unknown;
  dispatch(action: Action): unknown;
}

/** Builds the real store (reducers and root saga) from a state, a saga context and the replay middleware. */
export type ReplayStoreFactory = (args: {
  initialState: unknown;
  context: SagaContext;
  middleware: Middleware;
}) => ReplayStore & { stop?: () => void };

/** The effects replay matches call by call: an api call, a bridge call, a timer. */
export type CallKind = 'api' | 'bridge' | 'timer';

/**
 * Why replay and recording part ways, as a code and its values (one per check replay makes): the
 * player words it in the page's language, the CLI and the tests read `message` (divergenceMessage).
 */
export type DivergenceReason =
  /** A synchronous effect (storage, navigator, bridge) the recording does not have. */
  | { code: 'unexpectedCall'; target: SyncEntry['target']; method: string }
  /** A synchronous effect called with other arguments than recorded. */
  | { code: 'otherArguments'; target: SyncEntry['target']; method: string }
  /** Before the next input, replay has made something the recording does not have. */
  | { code: 'extraAction' }
  | { code: 'extraApiCall' }
  | { code: 'extraBridgeCall' }
  | { code: 'extraTimer' }
  /** The tape has a call (or timer) here; the sagas made none, or another one. */
  | { code: 'missingCall'; call: CallKind }
  | { code: 'callDiffers'; call: CallKind }
  /** The tape has an action from the sagas here; they dispatched none, or another one. */
  | { code: 'missingAction' }
  | { code: 'differentAction' }
  /** A checkpoint: no state after that many actions (the sagas dispatched fewer), or another one. */
  | { code: 'noState'; actions: number }
  | { code: 'stateDiffers'; actions: number }
  | { code: 'finalStateDiffers' };

const CALL_NAMES: Record<CallKind, string> = {
  api: 'api call',
  bridge: 'bridge call',
  timer: 'timer',
};

/** The reason in English, as the CLI prints it: the one place these words are kept. */
export function divergenceMessage(reason: DivergenceReason): string {
  switch (reason.code) {
    case 'unexpectedCall':
      return `unexpected ${reason.target}.${reason.method} call`;
    case 'otherArguments':
      return `${reason.target}.${reason.method} called with other arguments`;
    case 'extraAction':
      return 'the sagas dispatched an action the recording does not have';
    case 'extraApiCall':
      return 'an api call the recording does not have';
    case 'extraBridgeCall':
      return 'a bridge call the recording does not have';
    case 'extraTimer':
      return 'a timer the recording does not have';
    case 'missingCall':
      return `expected ${CALL_NAMES[reason.call]}, the sagas made none`;
    case 'callDiffers':
      return `${CALL_NAMES[reason.call]} differs`;
    case 'missingAction':
      return 'expected an action from the sagas, got none';
    case 'differentAction':
      return 'the sagas dispatched a different action';
    case 'noState':
      return `no state after ${reason.actions} actions: the sagas dispatched fewer`;
    case 'stateDiffers':
      return `the state after ${reason.actions} actions differs`;
    case 'finalStateDiffers':
      return 'the final state differs';
  }
}

export interface Divergence {
  /** Index of the tape entry where replay and recording part ways. */
  index: number;
  seq: number;
  reason: DivergenceReason;
  /** The reason in English (divergenceMessage), for the CLI and test failures. */
  message: string;
  /** The recorded and replayed values as JSON text (shortened), and their differences by path. */
  expected: string;
  got: string;
  differences: string[];
  /**
   * The page load it happened on: its index in the tab's recording and path, and its position (from 1)
   * among the tape's pages (a tape cut at a keyframe may start on a later page; one without page
   * entries is one page).
   */
  page?: PageRef & { position: number; of: number };
}

export interface ReplayReport {
  ok: boolean;
  entries: number;
  actions: number;
  sagaActions: number;
  /** Page loads replayed (each from its own start state), the one it stopped on included. */
  pages: number;
  divergence: Divergence | null;
}

export interface ReplayOptions {
  /** Lets the sagas run after each fed input; default: one macrotask. */
  settle?: () => Promise<void>;
  /** Called for each recorded route change (the browser player navigates there). */
  onRoute?: (location: string) => void;
  /** The routes the recording ran with (configuration, not a recorded effect); default: the defaults. */
  paths?: Record<PageKey, string>;
  /** Called when replay moves to the tape's next page load, with that page's new store. */
  onPage?: (page: PageRef, store: ReplayStore) => void;
}

export interface Pending<T> {
  label: string;
  detail: Json;
  resolve: (value: T) => void;
}

/** One macrotask: every promise continuation queued so far has run. */
export function macrotask(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((r) => setImmediate(r));
  if (typeof MessageChannel === 'function') {
    return new Promise((r) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        r();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((r) => setTimeout(r, 0));
}

/** The action as replay compares it: type and meta as they are, the rest encoded. */
export function actionJson(action: Action): Json {
  return encode({ ...action }) as Json;
}

/** Equal once personal data is normalized: replay runs on redacted values, the recording on real ones. */
export const same = (a: Json, b: Json) =>
  stableStringify(normalizePii(a)) === stableStringify(normalizePii(b));
/** The state as compared: the checkpoint's slices only (a slice added since is not a divergence). */
export function comparable(encoded: Json, slices: readonly string[]): Json {
  if (!encoded || typeof encoded !== 'object' || Array.isArray(encoded)) return encoded;
  const picked: Record<string, Json> = {};
  for (const key of slices) if (key in encoded) picked[key] = encoded[key];
  return normalizePii(picked);
}

/** What a divergence shows for a value that is not there (the sagas made none, the tape has none). */
export const NOTHING = 'nothing';

export const short = (value: Json | undefined) => {
  const text = value === undefined ? NOTHING : JSON.stringify(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

/** Replays one page load of a tape: its entries from its start state, on one store. */
export interface PageReplayer {
  readonly store: ReplayStore;
  /** Index of the next entry to play. */
  position(): number;
  done(): boolean;
  divergence(): Divergence | null;
  /** Plays one entry; returns it, or null when the tape is over or replay has diverged. */
  step(): Promise<TapeEntry | null>;
  /** Plays to the end or the first divergence. */
  run(): Promise<ReplayReport>;
  report(): ReplayReport;
  /** After its last entry: replay made nothing the recording of this page does not have. */
  endPage(): Promise<boolean>;
  stop(): void;
}

/** Replays a whole tape, page load by page load; the store is the current page's. */
export interface Replayer extends Omit<PageReplayer, 'endPage'> {
  /** The page load being replayed. */
  page(): PageRef;
  /** Every page load of the tape, in order. */
  pages(): readonly PageRef[];
}

/** The divergence as a few readable lines for a terminal or a test failure. */
export function formatDivergence(d: Divergence, tape: Tape): string {
  const entry = tape.entries[d.index];
  const what = entry
    ? `${entry.kind}${entry.kind === 'action' ? ` from ${entry.origin}` : ''}`
    : 'end of tape';
  const page = d.page ? [`  page load ${d.page.position} of ${d.page.of}: ${d.page.path}`] : [];
  const screen = screenAt(tape, d.index);
  return [
    // One numbering, from 1, as a tester counts the tape's entries.
    `Divergence at entry ${d.index + 1} of ${tape.entries.length} (${what}): ${d.message}`,
    ...page,
    ...(screen !== null ? [`  screen: ${screen}`] : []),
    `  expected: ${d.expected}`,
    `  got:      ${d.got}`,
    ...(d.differences.length > 0
      ? ['  differences:', ...d.differences.map((l) => `    ${l}`)]
      : []),
  ].join('\n');
}

/** The route on screen at entry `index`: the last route change before it in its page load, if any. */
export function screenAt(tape: Tape, index: number): string | null {
  for (let i = Math.min(index, tape.entries.length) - 1; i >= 0; i -= 1) {
    const entry = tape.entries[i];
    if (entry?.kind === 'page') return null;
    if (entry?.kind === 'route') return entry.location;
  }
  return null;
}
