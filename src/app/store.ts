import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { SagaContext } from '../platform/context';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export interface SetupOptions {
  /** api, bridge, clock and storage: real ones in the app, fakes in tests, a tape in QA replay. */
  context: SagaContext;
  /** Extra middleware placed before the saga middleware (e.g. the QA tape recorder). */
  middleware?: Middleware[];
  /** Set false to build the store without starting the root saga (reducer-only tests). */
  runSaga?: boolean;
}

export function setupStore(preloadedState: Partial<RootState> | undefined, options: SetupOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.context } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(...(options.middleware ?? []), sagaMiddleware),
  });
  const task = options.runSaga === false ? null : sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaTask: task });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
