import type { Middleware } from '@reduxjs/toolkit';
import type { SagaContext } from '../platform/context';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { buildStore } from './storeCore';

export interface SetupOptions {
  /** api, bridge, clock and storage: real ones in the app, fakes in tests, a tape in QA replay. */
  context: SagaContext;
  /** Extra middleware placed before the saga middleware (e.g. the QA tape recorder). */
  middleware?: Middleware[];
  /** Set false to build the store without starting the root saga (reducer-only tests). */
  runSaga?: boolean;
}

/** The app's store: every feature's reducer and the root saga. */
export function setupStore(preloadedState: Partial<RootState> | undefined, options: SetupOptions) {
  return buildStore(rootReducer, rootSaga, { ...options, preloadedState });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
