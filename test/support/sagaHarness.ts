/**
 * The one way to run a saga in a test: the real reducers, the faked context (api, bridge, storage,
 * navigator, and a virtual clock) from `fakeContext`, and a log of what the saga put.
 *
 * - `sagaHarness(saga, { context, state }, ...args)`: the saga keeps running while the test dispatches,
 *   answers, moves virtual time (`clock.advance(ms)`), `settle()`s and reads `state()` and the `put` log.
 *   Every feature flow is tested with it: timers (countdowns, reloads, re-arming buttons), tap bursts,
 *   cancels (a newer load winning, a page left), retries and any flow of more than one step.
 * - `expectSagaWith(saga, { context, state }, ...args)`: redux-saga-test-plan's `expectSaga` with the
 *   app's reducers and the context provided, only for the pure put checks of one worker in one run:
 *   `.put(...)`, `.run()`, then `storeState`. Never for a timer, a burst or a cancel: expectSaga runs
 *   for a wall-clock while and then stops, so a cancel that no longer cancels can still look green.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders, StaticProvider } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../src/app/features';
import type { SagaContext } from '../../src/platform/context';
import { fakeContext, watchedMocks, type FakeContext } from './fakeContext';

export type { RootState };

/** The app's state as the real reducers start it. */
export const initialState = (): RootState => rootReducer(undefined, { type: '@@init' });

/** The app's state with some slices replaced (e.g. a feature already loaded). */
export const stateWith = (slices: Partial<RootState>): RootState => ({
  ...initialState(),
  ...slices,
});

/** The app's state after these actions, from the start (e.g. a page opened). */
export const stateAfter = (...actions: UnknownAction[]): RootState =>
  actions.reduce(rootReducer, initialState());

/** expectSaga's provider answering `getContext(key)` from a (fake) context. */
export const provideContext = (context: SagaContext): EffectProviders => ({
  getContext: (key: string | symbol) => context[key as keyof SagaContext],
});

export interface ExpectOptions {
  /** Defaults to a fresh `fakeContext()` (outside the app, virtual clock). */
  context?: SagaContext;
  /** The store the saga starts from; defaults to `initialState()`. */
  state?: RootState;
  /** Static providers tried before the context (e.g. `[matchers.call.fn(fetchX), failed('no')]`). */
  providers?: StaticProvider[];
}

/** `expectSaga(saga, ...args)` over the real reducers, with the context provided. */
export function expectSagaWith<Args extends unknown[]>(
  saga: Saga<Args>,
  options: ExpectOptions = {},
  ...args: Args
) {
  const context = options.context ?? fakeContext();
  return expectSaga(saga, ...args)
    .withReducer(rootReducer, options.state ?? initialState())
    .provide([...(options.providers ?? []), provideContext(context)]);
}

/** The put log of every harness run in this test file, which `settle()` watches. */
const runs: { name: string; put: UnknownAction[] }[] = [];
let runsMade = 0;

/**
 * A new action log that `settle()` watches as it watches a harness run's put log: for sagas that run in
 * a real store rather than in `sagaHarness`, the test pushes the store's actions to it (a middleware).
 */
export function watchedPutLog(name: string): UnknownAction[] {
  const put: UnknownAction[] = [];
  runs.push({ name, put });
  return put;
}

export interface RunOptions<S> {
  /** Defaults to a fresh `fakeContext()`; its clock is the harness's virtual clock. */
  context?: FakeContext;
  /** The store the saga starts from. */
  state: S;
  /** Applied to every action the saga puts and every action the test dispatches, before sagas see it. */
  reducer: (state: S, action: UnknownAction) => S;
}

/**
 * Runs a saga as the store's saga middleware would: an action (put by a saga or dispatched by the test)
 * goes through the reducer first, then to every saga waiting for it. Reach for `sagaHarness`, which uses
 * the app's reducers; this is the engine under it, for a saga tested on a state of its own.
 */
export function runSagaWith<S, Args extends unknown[]>(
  saga: Saga<Args>,
  options: RunOptions<S>,
  ...args: Args
) {
  const context = options.context ?? fakeContext();
  const channel = stdChannel<Action>();
  runsMade += 1;
  const put = watchedPutLog(`harness #${runsMade} (${saga.name || 'saga'})`);
  let state = options.state;
  const task = runSaga(
    {
      channel,
      context: { ...context },
      dispatch: (action: UnknownAction) => {
        state = options.reducer(state, action);
        put.push(action);
        channel.put(action);
      },
      getState: () => state,
    },
    saga,
    ...args,
  );
  return {
    task,
    context,
    /** The virtual clock of the context: `await clock.advance(ms)` fires the timers due. */
    clock: context.clock,
    /** Every action the saga put, in order. */
    put,
    /** Feeds an action in as a user or another saga would: reduced, then seen by the sagas. */
    dispatch: (action: UnknownAction) => {
      state = options.reducer(state, action);
      channel.put(action);
    },
    /** The store's state now. */
    state: () => state,
    /** The types of the actions put, in order. */
    types: () => put.map((a) => a.type),
    /** The payloads of the actions put by one action creator, in order. */
    payloads: <P>(creator: { match: (a: unknown) => a is { payload: P; type: string } }) =>
      put.flatMap((a) => (creator.match(a) ? [a.payload] : [])),
  };
}

/** A running saga over the app's reducers; `state` defaults to `initialState()`. */
export function sagaHarness<Args extends unknown[]>(
  saga: Saga<Args>,
  options: { context?: FakeContext; state?: RootState } = {},
  ...args: Args
) {
  return runSagaWith(
    saga,
    { context: options.context, state: options.state ?? initialState(), reducer: rootReducer },
    ...args,
  );
}

export type SagaRun = ReturnType<typeof sagaHarness>;

/** How many settled answers a mock has given: a promise counts once its then-handler ran. */
const answerState = new WeakMap<object, { settled: boolean }>();

function settledAnswers(mock: jest.Mock) {
  let settled = 0;
  for (const result of mock.mock.results) {
    if (result.type === 'throw') settled += 1;
    if (result.type !== 'return') continue;
    const value: unknown = result.value;
    if (value === null || typeof (value as { then?: unknown }).then !== 'function') {
      settled += 1;
      continue;
    }
    let seen = answerState.get(value as object);
    if (!seen) {
      const mark = { settled: false };
      const done = () => {
        mark.settled = true;
      };
      Promise.resolve(value).then(done, done);
      answerState.set(value as object, mark);
      seen = mark;
    }
    if (seen.settled) settled += 1;
  }
  return settled;
}

/** Everything settle() watches, by name: each fake api/bridge mock's calls and settled answers, each put log. */
function observe() {
  const seen = new Map<string, number>();
  for (const { name, mock } of watchedMocks()) {
    seen.set(`${name} calls`, mock.mock.calls.length);
    seen.set(`${name} settled answers`, settledAnswers(mock));
  }
  for (const { name, put } of runs) seen.set(`${name} put log`, put.length);
  return seen;
}

const changedKeys = (before: Map<string, number>, after: Map<string, number>) =>
  [...after.keys()].filter((key) => before.get(key) !== after.get(key));

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The most macrotask turns `settle()` waits for the flow to idle before it throws. */
const SETTLE_MAX_TURNS = 200;

/**
 * Lets the flow run until it is idle: no api answer left to deliver and nothing new put. It runs
 * macrotask turns until two turns in a row in which nothing observable changed: the calls to and the
 * settled answers of every fake api (and bridge) mock of every `fakeContext()`, and the put log of every
 * running harness (and every `watchedPutLog`). No virtual time passes: a saga waiting on the clock is idle
 * (`run.clock.advance` moves it). An answer the test holds back (a promise it resolves later) is idle too,
 * until it resolves.
 *
 * Throws after `maxTurns` turns (default `SETTLE_MAX_TURNS`) naming what kept changing, and refuses
 * jest's fake timers, where its turns never come and the test would hang until jest's own time-out.
 */
export async function settle(options: { maxTurns?: number } = {}) {
  if ('clock' in setTimeout) {
    throw new Error(
      'settle() under jest fake timers never returns: use the saga harness virtual clock (run.clock.advance) instead',
    );
  }
  const maxTurns = options.maxTurns ?? SETTLE_MAX_TURNS;
  const history = [observe()];
  let quiet = 0;
  for (let turn = 0; turn < maxTurns; turn += 1) {
    await macrotask();
    const now = observe();
    quiet = changedKeys(history[history.length - 1], now).length === 0 ? quiet + 1 : 0;
    if (quiet >= 2) return;
    history.push(now);
    if (history.length > 11) history.shift();
  }
  const first = history[0];
  const last = history[history.length - 1];
  const busy = changedKeys(first, last)
    .map((key) => `${key} (${first.get(key) ?? 0} -> ${last.get(key)})`)
    .concat(
      runs
        .filter(({ name }) => changedKeys(first, last).includes(`${name} put log`))
        .map(({ name, put }) => `${name} last put: ${String(put[put.length - 1]?.type)}`),
    );
  throw new Error(
    `settle(): the flow did not idle in ${maxTurns} macrotask turns. Still changing over the last ` +
      `${history.length - 1} turns: ${busy.join('; ') || 'nothing settle watches (only the turns went on)'}. ` +
      'A flow that polls without the clock or puts in a loop never idles: move time with run.clock.advance, or end the loop.',
  );
}
