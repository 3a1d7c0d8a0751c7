/**
 * The one way to run a saga in a test: the real reducers, the faked context (api, bridge, storage,
 * navigator, and a virtual clock) from `fakeContext`, and a log of what the saga put.
 *
 * - `expectSagaWith(saga, { context, state }, ...args)`: redux-saga-test-plan's `expectSaga` with the
 *   app's reducers and the context provided. Use it for a worker or watcher you can assert in one run:
 *   `.put(...)`, `.dispatch(...)`, `.run()`, then `storeState`.
 * - `sagaHarness(saga, { context, state }, ...args)`: the saga keeps running while the test dispatches,
 *   moves virtual time (`clock.advance(ms)`) and reads `state()` and the `put` log. Use it for timed flows
 *   (countdowns, reloads, re-arming buttons) and tap bursts.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders, StaticProvider } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../src/app/store';
import type { SagaContext } from '../../src/platform/context';
import { fakeContext, type FakeContext } from './fakeContext';

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
  const put: UnknownAction[] = [];
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

/**
 * Lets resolved answers reach the saga and its puts settle (a few macrotask turns; no virtual time passes).
 * Refused under jest's fake timers, where its turns never come and the test would hang until jest's own
 * time-out: timed flows use the harness's virtual clock (`run.clock.advance`), never fake timers.
 */
export async function flush() {
  if ('clock' in setTimeout) {
    throw new Error(
      'flush() under jest fake timers never returns: use the saga harness virtual clock (run.clock.advance) instead',
    );
  }
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
}
