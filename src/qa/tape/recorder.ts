import type { Action, Middleware } from '@reduxjs/toolkit';
import type { SagaContext } from '../../platform/context';
import type { KeyValueStorage } from '../../platform/storage/types';
import { encode } from './encode';
import { hashJson } from './hash';
import { recordingContext, type NewEntry } from './recordContext';
import {
  DEFAULT_CHECKPOINT_EVERY,
  DEFAULT_KEYFRAME_EVERY,
  DEFAULT_TAPE_BYTES,
  SAGA_ACTION,
  type Recorder,
  type RecorderOptions,
} from './recorderTypes';
import { createRedactor, DEFAULT_POLICY, normalizePii } from './redact';
import { createRing, storedEntry } from './ring';
import { browserTab, takeCarried, writeCarried } from './tab';
import { TAPE_PAGES_KEY, TAPE_STORAGE_FLAG } from './tapeKeys';
import {
  TAPE_FORMAT_VERSION,
  type ActionOrigin,
  type Json,
  type PageRef,
  type Tape,
  type TapeEntry,
  type TapeHeader,
} from './types';

// What the tape's index and the QA plugin take from here (defined in recorderTypes.ts).
export { DEFAULT_TAPE_BYTES } from './recorderTypes';
export type { Recorder, RecorderOptions } from './recorderTypes';

/** An action from the native app (bridgeEventReceived) says so in its meta, whoever dispatched it. */
function fromBridge(action: object): boolean {
  const { meta } = action as { meta?: unknown };
  return typeof meta === 'object' && meta !== null && 'origin' in meta && meta.origin === 'bridge';
}

/**
 * The QA tape recorder: one Redux middleware plus wrappers around the saga context. Everything is
 * encoded (non-JSON values tagged) and redacted at capture, before it is kept; nothing unredacted
 * is stored. Entries are serialized when captured into a ring buffer capped by bytes. In a browser
 * page it goes on with the tab's tape: the earlier pages come out of sessionStorage when it starts,
 * a page entry marks this page's load, and the whole goes back when the page is left.
 */
export function createRecorder(options: RecorderOptions): Recorder {
  const wall = options.wallClock ?? (() => Date.now());
  const maxBytes = options.maxBytes ?? DEFAULT_TAPE_BYTES;
  const checkpointEvery = Math.max(1, options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY);
  const keyframeEvery = Math.max(1, options.keyframeEvery ?? DEFAULT_KEYFRAME_EVERY);
  const policy = options.policy ?? DEFAULT_POLICY;
  const tab = options.tab === undefined ? browserTab() : options.tab || null;
  let redactor = createRedactor(policy);
  /** Stand-ins the earlier pages handed out. */
  let tokens = 0;
  let startedAt = wall();
  const origins = new WeakMap<object, ActionOrigin>();

  let getState: (() => unknown) | null = null;
  let seq = 0;
  let sinceCheckpoint = 0;
  let checkpointDue = false;
  let checkpoints = 0;
  /** Actions recorded so far on this page; checkpoints name the count they were taken at. */
  let actionCount = 0;
  /** Nesting of dispatch calls (sagas put synchronously inside a dispatch). */
  let depth = 0;
  let ids = 0;
  /** This page load (tab mode); its page entry goes before its first entry. */
  let page: PageRef | undefined = tab ? { index: 0, path: redactor.text(tab.path) } : undefined;
  let pageStarted = false;
  /** Where the tab's tape waits between page loads (tab mode, once the context is wrapped). */
  let storage: KeyValueStorage | null = null;
  /** The sequence number when the tape was last kept for the next page. */
  let keptAt = -1;

  const clean = (value: unknown): Json => redactor.value(encode(value));
  const redactedState = (): Json => clean(getState ? getState() : null);
  const ring = createRing(maxBytes, redactedState);

  /** The state this page starts from: the tape's start, and in tab mode a page entry replay restarts at. */
  function startPage() {
    pageStarted = true;
    const state = redactedState();
    ring.begin(state);
    if (page) push({ kind: 'page', ...page, state });
  }

  function push(entry: NewEntry) {
    if (!pageStarted) startPage();
    seq += 1;
    const full = { seq, at: wall() - startedAt, ...entry } as TapeEntry;
    ring.add(storedEntry(full, page));
    if (entry.kind !== 'checkpoint' && entry.kind !== 'page') {
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
      // Logged before it reaches the reducer and the sagas, so what it causes comes after it.
      if (action && typeof action === 'object' && 'type' in action) {
        const marked = (action as Record<string, unknown>)[SAGA_ACTION] === true;
        const origin: ActionOrigin = fromBridge(action)
          ? 'bridge'
          : marked
            ? 'saga'
            : (origins.get(action) ?? 'user');
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

  /** The recording's declared backend (configuration, named in the header). */
  let backend: SagaContext['backend'];

  function header(): TapeHeader {
    const start = ring.start();
    const first = start.page ?? page;
    return {
      format: TAPE_FORMAT_VERSION,
      build: options.build,
      locale: options.locale,
      brand: options.brand,
      startedAt,
      userAgent: options.userAgent,
      initialState: start.state ?? redactedState(),
      initialActions: start.actions,
      checkpointEvery,
      truncated: ring.truncated(),
      firstSeq: start.seq ?? seq + 1,
      ...(first ? { page: first } : {}),
      ...(backend ? { backend: { idempotencyKeys: backend.idempotencyKeys } } : {}),
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
    const body = [...ring.items().map((e) => e.text), finalKeyframe()].join(',\n');
    return `{"header":${JSON.stringify(header())},\n"entries":[\n${body}\n]}\n`;
  }

  /**
   * Tab mode: takes up the tab's earlier pages (numbering, stand-ins and entries go on from there),
   * keeps the tab's recording switch on for its next page loads, and keeps the tape when the page goes.
   */
  function continueTab(context: SagaContext) {
    if (!tab || storage) return;
    const kept = tab.storage ?? context.storage;
    storage = kept;
    const carried = takeCarried(kept, options.build);
    kept.set(TAPE_STORAGE_FLAG, '1');
    tab.onLeave(persist);
    if (!carried || pageStarted) return;
    const { carry } = carried;
    ({ seq, ids, tokens } = carry);
    startedAt = carried.startedAt;
    redactor = createRedactor(policy, tokens);
    page = { index: carry.pages, path: page?.path ?? '/' };
    let on = carried.page;
    const items = carried.entries.map((entry, i) => {
      if (entry.kind === 'page') on = { index: entry.index, path: entry.path };
      return storedEntry(entry, on, carried.texts[i]);
    });
    ring.restore(items, carried.truncated, carried.initialState);
  }

  function persist() {
    if (!storage) return;
    if (storage.get(TAPE_STORAGE_FLAG) !== '1') {
      storage.remove(TAPE_PAGES_KEY);
      return;
    }
    // The page's last state, so replay checks this page to its end before it starts the next one.
    if (pageStarted && seq !== keptAt && depth === 0) checkpoint();
    keptAt = seq;
    const carry = {
      build: options.build,
      seq,
      ids,
      pages: (page?.index ?? 0) + 1,
      tokens: tokens + redactor.count(),
    };
    writeCarried(
      storage,
      carry,
      header(),
      ring.items().map((e) => e.text),
    );
  }

  return {
    middleware,
    wrapContext(context) {
      backend = context.backend;
      continueTab(context);
      return recordingContext(context, {
        push,
        nextId: () => (ids += 1),
        clean,
        text: (value) => redactor.text(value),
      });
    },
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
    persist,
    bytes: () => ring.bytes(),
    entryCount: () => ring.items().length,
    clear() {
      ring.clear(redactedState());
      sinceCheckpoint = 0;
      actionCount = 0;
    },
  };
}
