import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { SagaContext } from '../platform/context';

export interface BuildOptions<S> {
  /** api, bridge, clock, storage and navigator: real ones in the app, fakes in tests, a tape in QA replay. */
  context: SagaContext;
  /** Extra middleware placed before the saga middleware (e.g. the QA tape recorder). */
  middleware?: Middleware[];
  preloadedState?: Partial<S>;
  /** Set false to build the store without starting the saga (reducer-only tests). */
  runSaga?: boolean;
}

/**
 * A store from a reducer and a root saga. Each entry brings its own (the app every feature, the
 * promotion landing only its few), so an entry's bundle holds only the features it uses.
 */
export function buildStore<S>(reducer: Reducer<S>, saga: Saga, options: BuildOptions<S>) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.context } });
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState as S | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(...(options.middleware ?? []), sagaMiddleware),
  });
  const task = options.runSaga === false ? null : sagaMiddleware.run(saga);
  /** Starts another saga with the same context (a feature loaded later). */
  const runSaga = (more: Saga) => sagaMiddleware.run(more);
  return Object.assign(store, { sagaTask: task, runSaga });
}
