import type { Action, Middleware } from '@reduxjs/toolkit';
import type { SagaContext } from '../context';
import type { PageKey } from '../../config/paths';
import { encode } from './encode';
import { stableStringify } from './hash';
import { normalizePii } from './redact';
import type { Json, Tape, TapeEntry } from './types';

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

export interface Divergence {
  /** Index of the tape entry where replay and recording part ways. */
  index: number;
  seq: number;
  message: string;
  expected: string;
  got: string;
  differences: string[];
}

export interface ReplayReport {
  ok: boolean;
  entries: number;
  actions: number;
  sagaActions: number;
  divergence: Divergence | null;
}

export interface ReplayOptions {
  /** Lets the sagas run after each fed input; default: one macrotask. */
  settle?: () => Promise<void>;
  /** Called for each recorded route change (the browser player navigates there). */
  onRoute?: (location: string) => void;
  /** The routes the recording ran with (configuration, not a recorded effect); default: the defaults. */
  paths?: Record<PageKey, string>;
}

export interface Pending<T> {
  label: string;
  detail: Json;
  resolve: (value: T) => void;
}

/** Every bridge method: the native actions plus the synchronous host check. */

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
export const short = (value: Json | undefined) => {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

export interface Replayer {
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
  stop(): void;
}

/** The divergence as a few readable lines for a terminal or a test failure. */
export function formatDivergence(d: Divergence, tape: Tape): string {
  const entry = tape.entries[d.index];
  const what = entry
    ? `${entry.kind}${entry.kind === 'action' ? ` from ${entry.origin}` : ''}`
    : 'end of tape';
  return [
    `Divergence at entry ${d.index} (seq ${d.seq}, ${what}): ${d.message}`,
    `  expected: ${d.expected}`,
    `  got:      ${d.got}`,
    ...(d.differences.length > 0
      ? ['  differences:', ...d.differences.map((l) => `    ${l}`)]
      : []),
  ].join('\n');
}
