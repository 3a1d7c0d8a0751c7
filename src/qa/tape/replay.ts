import type { Action, Middleware } from '@reduxjs/toolkit';
import { defaultPaths } from '../../config/paths';
import { jsonDiff } from './diff';
import { decode, encode } from './encode';
import { hashJson } from './hash';
import { SAGA_ACTION } from './recorderTypes';
import { replayContext } from './replayContext';
import {
  actionJson,
  comparable,
  divergenceMessage,
  macrotask,
  same,
  short,
  type CallKind,
  type Divergence,
  type DivergenceReason,
  type PageReplayer,
  type Pending,
  type ReplayOptions,
  type ReplayReport,
  type ReplayStore,
  type ReplayStoreFactory,
} from './replayTypes';
import type { Json, SyncEntry, Tape, TapeEntry } from './types';

/**
 * Replays one page load of a tape (pages.ts cuts a tape into them) against the real reducers and
 * sagas: user, bridge and api-hook actions are fed from the tape; every api, bridge, clock, storage
 * and navigator effect is answered from it; time only moves when the tape says a timer fired.
 * Actions the sagas dispatch and the state checkpoints are compared with the recording; the first
 * difference stops the replay.
 */
export function createPageReplayer(
  tape: Tape,
  factory: ReplayStoreFactory,
  options: ReplayOptions = {},
): PageReplayer {
  const settle = options.settle ?? macrotask;
  const entries = tape.entries;
  let index = 0;
  let diverged: Divergence | null = null;
  let actionCount = tape.header.initialActions ?? 0;
  let actions = 0;
  let sagaActions = 0;
  let depth = 0;
  let lastNow = tape.header.startedAt;

  const emitted: Json[] = [];
  const apiCalls: Pending<unknown>[] = [];
  const bridgeCalls: Pending<unknown>[] = [];
  const timers: Pending<void>[] = [];
  const apiById = new Map<number, Pending<unknown>>();
  const bridgeById = new Map<number, Pending<unknown>>();
  const timerById = new Map<number, Pending<void>>();
  const checkpointCounts = new Set<number>();
  /** The (encoded) state at each action count a checkpoint names. */
  const statesAt = new Map<number, Json>();

  const syncQueues = new Map<string, SyncEntry[]>();
  for (const entry of entries) {
    if (entry.kind === 'checkpoint' && !entry.final) checkpointCounts.add(entry.actions);
    if (entry.kind !== 'sync') continue;
    const key = `${entry.target}.${entry.method}`;
    const queue = syncQueues.get(key) ?? [];
    queue.push(entry);
    syncQueues.set(key, queue);
  }

  const diverge = (reason: DivergenceReason, expected: Json | undefined, got: Json | undefined) => {
    if (diverged) return;
    const entry = entries[Math.min(index, entries.length - 1)];
    diverged = {
      index,
      seq: entry?.seq ?? 0,
      reason,
      message: divergenceMessage(reason),
      expected: short(expected),
      got: short(got),
      differences: expected !== undefined && got !== undefined ? jsonDiff(expected, got) : [],
    };
  };

  function answerSync(target: SyncEntry['target'], method: string, args: unknown[]): unknown {
    const queue = syncQueues.get(`${target}.${method}`);
    const entry = queue?.shift();
    if (target === 'clock') {
      if (entry) lastNow = entry.result as number;
      return lastNow;
    }
    if (!entry) {
      diverge({ code: 'unexpectedCall', target, method }, undefined, encode(args));
      return target === 'storage' ? null : false;
    }
    const got = encode(args);
    if (target !== 'storage' && !same(entry.args, got)) {
      diverge({ code: 'otherArguments', target, method }, entry.args, got);
    }
    return decode(entry.result);
  }

  const call =
    <T>(list: Pending<T>[], label: string) =>
    (detail: Json): Promise<T> =>
      new Promise<T>((resolve) => list.push({ label, detail, resolve }));

  const context = replayContext(
    {
      answerSync,
      apiCall: call(apiCalls, 'api'),
      bridgeCall: call(bridgeCalls, 'bridge'),
      timer: call(timers, 'timer'),
    },
    options.paths ?? defaultPaths,
    // A tape from before the header named its backend was recorded by builds that relied on keys.
    tape.header.backend ?? { idempotencyKeys: true },
  );

  let store: (ReplayStore & { stop?: () => void }) | null = null;
  const middleware: Middleware = (mw) => (next) => (action) => {
    if (action && typeof action === 'object' && 'type' in action) {
      actionCount += 1;
      actions += 1;
      if ((action as Record<string, unknown>)[SAGA_ACTION] === true) {
        sagaActions += 1;
        emitted.push(actionJson(action as Action));
      }
    }
    depth += 1;
    try {
      return next(action);
    } finally {
      depth -= 1;
      if (depth === 0 && checkpointCounts.has(actionCount))
        statesAt.set(actionCount, encode(mw.getState()));
    }
  };

  store = factory({ initialState: decode(tape.header.initialState), context, middleware });
  // A tape cut at a keyframe starts with that checkpoint: its state is the one replay starts from.
  if (!statesAt.has(actionCount)) statesAt.set(actionCount, encode(store.getState()));

  /** Everything replay started must have been seen in the tape before the next input. */
  function checkNothingUnexpected(): boolean {
    if (emitted.length > 0) diverge({ code: 'extraAction' }, undefined, emitted[0]);
    else if (apiCalls.length > 0) diverge({ code: 'extraApiCall' }, undefined, apiCalls[0].detail);
    else if (bridgeCalls.length > 0)
      diverge({ code: 'extraBridgeCall' }, undefined, bridgeCalls[0].detail);
    else if (timers.length > 0) diverge({ code: 'extraTimer' }, undefined, timers[0].detail);
    return diverged === null;
  }

  function matchCall<T>(
    list: Pending<T>[],
    byId: Map<number, Pending<T>>,
    id: number,
    expected: Json,
    call: CallKind,
  ) {
    const next = list.shift();
    if (!next) {
      diverge({ code: 'missingCall', call }, expected, undefined);
      return;
    }
    if (!same(expected, next.detail)) {
      diverge({ code: 'callDiffers', call }, expected, next.detail);
      return;
    }
    byId.set(id, next);
  }

  async function play(entry: TapeEntry) {
    switch (entry.kind) {
      case 'sync':
      case 'page':
        return;
      case 'route':
        options.onRoute?.(entry.location);
        return;
      case 'action': {
        if (entry.origin === 'saga') {
          const got = emitted.shift();
          if (got === undefined) diverge({ code: 'missingAction' }, entry.action, undefined);
          else if (!same(entry.action, got))
            diverge({ code: 'differentAction' }, entry.action, got);
          return;
        }
        if (!checkNothingUnexpected()) return;
        store?.dispatch(decode(entry.action) as Action);
        await settle();
        return;
      }
      case 'apiCall':
        matchCall(
          apiCalls,
          apiById,
          entry.id,
          { method: entry.method, endpoint: entry.endpoint, args: entry.args },
          'api',
        );
        return;
      case 'bridgeCall':
        matchCall(
          bridgeCalls,
          bridgeById,
          entry.id,
          { method: entry.method, args: entry.args },
          'bridge',
        );
        return;
      case 'timerSet':
        matchCall(timers, timerById, entry.id, { ms: entry.ms }, 'timer');
        return;
      case 'apiResult':
      case 'bridgeResult':
      case 'timerFired': {
        if (!checkNothingUnexpected()) return;
        const byId: Map<number, Pending<unknown>> = entry.kind === 'apiResult'
          ? apiById
          : entry.kind === 'bridgeResult'
            ? bridgeById
            : (timerById as Map<number, Pending<unknown>>);
        const pending = byId.get(entry.id);
        // A call made before a truncated tape starts has no pending promise here.
        if (!pending) return;
        byId.delete(entry.id);
        pending.resolve(entry.kind === 'timerFired' ? undefined : decode(entry.result));
        await settle();
        return;
      }
      case 'checkpoint': {
        if (entry.final) await settle();
        if (entry.final && !checkNothingUnexpected()) return;
        const state = entry.final ? encode(store?.getState()) : statesAt.get(entry.actions);
        if (state === undefined) {
          diverge({ code: 'noState', actions: entry.actions }, entry.hash, undefined);
          return;
        }
        const got = comparable(state, entry.slices);
        if (hashJson(got) !== entry.hash) {
          const expected = entry.state ? comparable(entry.state, entry.slices) : entry.hash;
          diverge(
            entry.final
              ? { code: 'finalStateDiffers' }
              : { code: 'stateDiffers', actions: entry.actions },
            expected,
            entry.state ? got : hashJson(got),
          );
        }
        return;
      }
    }
  }

  const report = (): ReplayReport => ({
    ok: diverged === null && index >= entries.length,
    entries: index,
    actions,
    sagaActions,
    pages: 1,
    divergence: diverged,
  });

  return {
    get store() {
      return store as ReplayStore;
    },
    position: () => index,
    done: () => diverged !== null || index >= entries.length,
    divergence: () => diverged,
    async step() {
      if (diverged || index >= entries.length) return null;
      const entry = entries[index];
      await play(entry);
      if (!diverged) index += 1;
      return diverged ? null : entry;
    },
    async run() {
      while (!diverged && index < entries.length) {
        await play(entries[index]);
        if (!diverged) index += 1;
      }
      return report();
    },
    report,
    async endPage() {
      if (diverged) return false;
      await settle();
      return checkNothingUnexpected();
    },
    stop: () => store?.stop?.(),
  };
}
