import type { Action, Middleware } from '@reduxjs/toolkit';
import type { SagaContext } from '../context';
import { encode } from './encode';
import { hashJson } from './hash';
import { recordingContext, type NewEntry } from './recordContext';
import { createRedactor, DEFAULT_POLICY, normalizePii, type RedactionPolicy } from './redact';
import {
  TAPE_FORMAT_VERSION,
  type ActionOrigin,
  type Json,
  type Tape,
  type TapeEntry,
  type TapeHeader,
} from './types';

/** redux-saga marks every action a saga puts with this (non-enumerable) property. */
export const SAGA_ACTION = '@@redux-saga/SAGA_ACTION';

export const DEFAULT_TAPE_BYTES = 2 * 1024 * 1024;
export const DEFAULT_CHECKPOINT_EVERY = 50;
/** Every 10th checkpoint keeps the whole (redacted) state, so a truncated tape can start there. */
export const DEFAULT_KEYFRAME_EVERY = 10;

export interface RecorderOptions {
  build: string;
  locale: string;
  brand: string;
  userAgent: string;
  /** Ring buffer cap in bytes of serialized entries; default 2 MB. */
  maxBytes?: number;
  checkpointEvery?: number;
  keyframeEvery?: number;
  policy?: RedactionPolicy;
  /** Wall clock for `at` and `startedAt` (never the sagas' clock). */
  wallClock?: () => number;
}

export interface Recorder {
  middleware: Middleware;
  /** The saga context with every effect (api, bridge, clock, storage, navigator) recorded. */
  wrapContext(context: SagaContext): SagaContext;
  /** Marks an action about to be dispatched as coming from the native bridge or the api client's hooks. */
  markOrigin<A extends Action>(action: A, origin: Exclude<ActionOrigin, 'saga' | 'user'>): A;
  /** A route change (pathname and query); session parameters are dropped, the rest redacted. */
  noteRoute(location: string, dropParams?: readonly string[]): void;
  /** The tape so far, with a final keyframe of the current state. */
  tape(): Tape;
  /** The tape as JSON text. */
  exportJson(): string;
  bytes(): number;
  entryCount(): number;
  clear(): void;
}

interface Stored {
  text: string;
  bytes: number;
  keyframe: Json | undefined;
  /** The action count of a checkpoint entry. */
  actions: number;
  seq: number;
}

/** UTF-8 size without allocating: 1 byte for ASCII, 2 up to U+07FF, 3 above (a surrogate pair counts 4). */
function byteLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) n += c > 0x7ff && (c < 0xd800 || c > 0xdfff) ? 2 : 1;
  }
  return n;
}

/**
 * The QA tape recorder: one Redux middleware plus wrappers around the saga context. Everything is
 * encoded (non-JSON values tagged) and redacted at capture, before it is kept; nothing unredacted
 * is stored. Entries are serialized when captured into a ring buffer capped by bytes.
 */
export function createRecorder(options: RecorderOptions): Recorder {
  const wall = options.wallClock ?? (() => Date.now());
  const maxBytes = options.maxBytes ?? DEFAULT_TAPE_BYTES;
  const checkpointEvery = Math.max(1, options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY);
  const keyframeEvery = Math.max(1, options.keyframeEvery ?? DEFAULT_KEYFRAME_EVERY);
  const policy = options.policy ?? DEFAULT_POLICY;
  const redactor = createRedactor(policy);
  const startedAt = wall();
  const origins = new WeakMap<object, ActionOrigin>();

  let getState: (() => unknown) | null = null;
  let initialState: Json | null = null;
  let entries: Stored[] = [];
  let bytes = 0;
  let seq = 0;
  let sinceCheckpoint = 0;
  let checkpointDue = false;
  let checkpoints = 0;
  /** Actions recorded so far; checkpoints name the count they were taken at. */
  let actionCount = 0;
  /** Nesting of dispatch calls (sagas put synchronously inside a dispatch). */
  let depth = 0;
  let truncated = false;
  let ids = 0;

  const clean = (value: unknown): Json => redactor.value(encode(value));
  const redactedState = (): Json => clean(getState ? getState() : null);

  function evict() {
    while (bytes > maxBytes && entries.length > 1) {
      // Drop up to the next keyframe so the tape still starts from a known state.
      const next = entries.findIndex((e, i) => i > 0 && e.keyframe !== undefined);
      const cut = next > 0 ? next : entries.length;
      // (a keyframe's state is redacted; replay compares it through normalizePii)
      for (let i = 0; i < cut; i += 1) bytes -= entries[i].bytes;
      const kept = entries.slice(cut);
      truncated = true;
      entries = kept;
      if (kept.length > 0 && kept[0].keyframe !== undefined) initialState = kept[0].keyframe;
      else initialState = redactedState();
    }
  }

  function push(entry: NewEntry) {
    seq += 1;
    const full = { seq, at: wall() - startedAt, ...entry } as TapeEntry;
    const text = JSON.stringify(full);
    const keyframe = full.kind === 'checkpoint' ? full.state : undefined;
    const actions = full.kind === 'checkpoint' ? full.actions : 0;
    const size = byteLength(text) + 1;
    entries.push({ text, bytes: size, keyframe, actions, seq });
    bytes += size;
    if (bytes > maxBytes) evict();
    if (entry.kind !== 'checkpoint') {
      sinceCheckpoint += 1;
      if (sinceCheckpoint >= checkpointEvery) checkpointDue = true;
    }
  }

  /**
   * Taken only when an outermost dispatch has completed, so replay can take its own at exactly
   * the same point (after the same number of actions).
   */
  function checkpoint() {
    sinceCheckpoint = 0;
    checkpointDue = false;
    checkpoints += 1;
    const withState = checkpoints % keyframeEvery === 0;
    push({ kind: 'checkpoint', actions: actionCount, ...stateSummary(withState) });
  }

  /** The slices present, the hash of the state with personal data normalized, and a redacted copy if asked. */
  function stateSummary(withState: boolean) {
    const encoded = encode(getState ? getState() : null);
    const slices = encoded && typeof encoded === 'object' ? Object.keys(encoded) : [];
    const hash = hashJson(normalizePii(encoded, policy));
    return withState ? { slices, hash, state: redactor.value(encoded) } : { slices, hash };
  }

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (next) => (action) => {
      if (initialState === null && entries.length === 0) initialState = redactedState();
      // Logged before it reaches the reducer and the sagas, so what it causes comes after it.
      if (action && typeof action === 'object' && 'type' in action) {
        const marked = (action as Record<string, unknown>)[SAGA_ACTION] === true;
        const origin: ActionOrigin = marked ? 'saga' : (origins.get(action) ?? 'user');
        actionCount += 1;
        push({ kind: 'action', origin, action: cleanAction(action as Action) });
      }
      depth += 1;
      try {
        return next(action);
      } finally {
        depth -= 1;
        if (depth === 0 && checkpointDue) checkpoint();
      }
    };
  };

  /** Action type and meta are kept as they are; everything else is redacted. */
  function cleanAction(action: Action): Json {
    const { type, meta, ...rest } = action as Action & { meta?: unknown };
    const body = clean(rest) as Record<string, Json>;
    return meta === undefined ? { type, ...body } : { type, meta: encode(meta), ...body };
  }

  function header(): TapeHeader {
    return {
      format: TAPE_FORMAT_VERSION,
      build: options.build,
      locale: options.locale,
      brand: options.brand,
      startedAt,
      userAgent: options.userAgent,
      initialState: initialState ?? redactedState(),
      initialActions:
        entries.length > 0 && entries[0].keyframe !== undefined ? entries[0].actions : 0,
      checkpointEvery,
      truncated,
      firstSeq: entries.length > 0 ? entries[0].seq : seq + 1,
    };
  }

  /** The state when the tape is taken; replay compares it once every entry has been played. */
  function finalKeyframe(): string {
    const entry: TapeEntry = {
      seq: seq + 1,
      at: wall() - startedAt,
      kind: 'checkpoint',
      actions: actionCount,
      ...stateSummary(true),
      final: true,
    };
    return JSON.stringify(entry);
  }

  function exportJson(): string {
    const body = [...entries.map((e) => e.text), finalKeyframe()].join(',\n');
    return `{"header":${JSON.stringify(header())},\n"entries":[\n${body}\n]}\n`;
  }

  return {
    middleware,
    wrapContext: (context) =>
      recordingContext(context, {
        push,
        nextId: () => (ids += 1),
        clean,
        text: (value) => redactor.text(value),
      }),
    markOrigin(action, origin) {
      origins.set(action, origin);
      return action;
    },
    noteRoute(location, dropParams = []) {
      const [path, query = ''] = location.split('?');
      const params = new URLSearchParams(query);
      for (const name of dropParams) params.delete(name);
      const cleaned = clean(Object.fromEntries(params.entries())) as Record<string, string>;
      const search = new URLSearchParams(cleaned).toString();
      push({ kind: 'route', location: search ? `${path}?${search}` : path });
    },
    tape: () => JSON.parse(exportJson()) as Tape,
    exportJson,
    bytes: () => bytes,
    entryCount: () => entries.length,
    clear() {
      entries = [];
      bytes = 0;
      truncated = false;
      initialState = redactedState();
      sinceCheckpoint = 0;
      actionCount = 0;
    },
  };
}
