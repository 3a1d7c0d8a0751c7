import {
  applyMiddleware,
  combineSlices,
  createImmutableStateInvariantMiddleware,
  createSerializableStateInvariantMiddleware,
  legacy_createStore as createStore,
  type Action,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { channel, type Channel, type Saga } from 'redux-saga';
import { useStore } from 'react-redux';
import { fork, take } from 'typed-redux-saga';
import { bridgeEventsSaga } from '../platform/bridge/eventsSaga';
import type { SagaContext } from '../platform/context';
import { uiSaga } from '../shell/uiSaga';
import { uiReducer, type UiState } from '../shell/uiSlice';
import type { StorePlugin } from './storePlugin';

/**
 * Any feature a store of this factory can take, the app's and the landing's (src/promotion): a slice
 * under its name and the saga started with it. The factory knows no feature by name: the app's list
 * and its state type (`RootState`) live in src/app/features.ts, which only tests, QA replay and the
 * route chunks read, so the landing's import graph holds no feature of the app.
 */
export interface StoreFeature {
  slice: { reducerPath: string; reducer: (state: never, action: UnknownAction) => unknown };
  saga: Saga;
}

/** What every store's state has from the start: the shell's ui slice (features join as injected). */
export interface BaseState {
  ui: UiState;
}

export interface AppStoreOptions<S extends BaseState = BaseState> {
  /** api, bridge, clock, storage and navigator: real ones in the app, fakes in tests, a tape in QA replay. */
  context: SagaContext;
  /** What plugins add, in order (src/runtime/storePlugin.ts): the QA tape's (src/qa/qaPlugin.ts), a test's log. */
  plugins?: readonly StorePlugin[];
  preloadedState?: Partial<S>;
  /** Features present from the start (tests and QA replay pass them all; the app none). */
  features?: readonly StoreFeature[];
  /** Set false to build the store without starting its sagas (reducer-only tests). */
  runSaga?: boolean;
  /** Redux Toolkit's serializable and immutable checks; QA replay turns them off. Default on. */
  checks?: boolean;
  /** Replace the reducer or the sagas: QA replay checks that such a change shows as a divergence. */
  reducer?: Reducer<S, UnknownAction, Partial<S>>;
  saga?: Saga;
}

/**
 * The development checks' time before they warn that they are slow: a whole-state walk on a loaded 2-core
 * machine takes tens of milliseconds, which is no finding.
 */
const CHECK_WARN_AFTER_MS = 1000;

/** A feature's slice as combineSlices takes it: the factory holds every slice's state as unknown. */
const sliceOf = (feature: StoreFeature) =>
  feature.slice as { reducerPath: string; reducer: Reducer<unknown> };

/** The ui slice plus the given features' slices; more can be injected later. */
export function combine(features: readonly StoreFeature[]) {
  const reducer = combineSlices({ ui: uiReducer }).withLazyLoadedSlices<Record<string, unknown>>();
  features.forEach((feature) => reducer.inject(sliceOf(feature)));
  return reducer;
}

/** The store's one saga runner: starts the first sagas, then each feature's saga as it is injected. */
function* runSagas(first: Saga[], injected: Channel<Saga>) {
  for (const saga of first) yield* fork(saga);
  while (true) yield* fork(yield* take(injected));
}

/**
 * The one store factory: the app (ui only; each route injects its feature), the promotion landing
 * (ui only), tests and QA replay (every feature from the start) all build their store here.
 * `injectFeature` adds a feature's slice and starts its saga, once per store. Plugins add their saga
 * context wrapper, middleware and sagas, and hear `routeChanged` and `markApiAction`.
 */
export function createAppStore<S extends BaseState = BaseState>(options: AppStoreOptions<S>) {
  const features = options.features ?? [];
  const plugins = options.plugins ?? [];
  const slices = combine(features);
  // Typed with the state the caller names (the app's RootState in tests and QA replay: src/app/features.ts).
  const reducer = options.reducer ?? (slices as unknown as Reducer<S, UnknownAction, Partial<S>>);
  const checks = options.checks ?? true;
  const context = plugins.reduce(
    (wrapped, plugin) => plugin.wrapContext?.(wrapped) ?? wrapped,
    options.context,
  );
  const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
  // Redux's own store with the sagas' middleware: flows are sagas, so RTK's configureStore (its thunk,
  // dev-tools and batching enhancers) would be first-load bytes for nothing. Redux Toolkit's immutability
  // and serializability checks run in development and tests only (a production build drops them).
  const devChecks: Middleware[] =
    process.env.NODE_ENV !== 'production' && checks
      ? [
          createImmutableStateInvariantMiddleware({ warnAfter: CHECK_WARN_AFTER_MS }),
          createSerializableStateInvariantMiddleware({
            // `payload.files` carries picked files (File objects) to the saga that uploads them, in that action only.
            ignoredActionPaths: ['payload.files'],
            warnAfter: CHECK_WARN_AFTER_MS,
          }),
        ]
      : [];
  const middleware = [
    ...devChecks,
    ...plugins.flatMap((p) => (p.middleware ? [p.middleware] : [])),
    sagaMiddleware,
  ];
  const store = createStore(reducer, options.preloadedState, applyMiddleware(...middleware));
  const injectedSagas = channel<Saga>();
  const first = options.saga
    ? [options.saga]
    : [
        uiSaga,
        bridgeEventsSaga,
        ...plugins.flatMap((p) => p.sagas ?? []),
        ...features.map((f) => f.saga),
      ];
  const sagaTask =
    options.runSaga === false ? null : sagaMiddleware.run(runSagas, first, injectedSagas);
  const present = new Set<string>(features.map((f) => f.slice.reducerPath));

  /** Adds a feature's slice (its state starts at once) and starts its saga; a second call does nothing. */
  function injectFeature(feature: StoreFeature) {
    if (present.has(feature.slice.reducerPath)) return;
    present.add(feature.slice.reducerPath);
    slices.inject(sliceOf(feature));
    // Swapping in the grown reducer initializes the new slice's state (no action reaches middleware).
    if (!options.reducer) store.replaceReducer(reducer);
    if (sagaTask) injectedSagas.put(feature.saga);
  }

  return Object.assign(store, {
    injectFeature,
    /** Tells the plugins a route change of the app's router (pathname and query). */
    routeChanged: (location: string) => plugins.forEach((p) => p.onRoute?.(location)),
    /** The plugins' mark on an action of the api client's hooks (src/runtime/boot.ts `attach`). */
    markApiAction: <A extends Action>(action: A): A =>
      plugins.reduce((marked, p) => p.markApiAction?.(marked) ?? marked, action),
    /** The saga runner (null when built with runSaga: false). */
    sagaTask,
    /** Cancels every saga of this store. */
    stop: () => sagaTask?.cancel(),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

/**
 * The store of the page, typed: for the apps' own wiring (routes, held links, the route listener) that
 * injects features or reads the whole state. Views dispatch and select through the shell's hooks
 * (src/shell/hooks.ts, the one module of `useAppDispatch` and `useAppSelector`).
 */
export const useAppStore = useStore.withTypes<AppStore>();
