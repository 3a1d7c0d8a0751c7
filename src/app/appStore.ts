import { combineReducers, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { SagaContext } from '../platform/context';
import { uiSaga } from '../ui/uiSaga';
import { uiReducer } from '../ui/uiSlice';
import { setFeatureHost } from './featureHost';
import { buildStore } from './storeCore';

/**
 * The app's store in the browser: it starts with the ui slice only; each feature's slice and saga
 * arrive with its route chunk (featureHost), so the first load does not carry every feature.
 * Tests and QA replay use setupStore (store.ts), which has every feature from the start.
 */
export function setupLazyAppStore(options: { context: SagaContext; middleware?: Middleware[] }) {
  const reducers: Record<string, Reducer> = { ui: uiReducer };
  const store = buildStore(combineReducers(reducers) as Reducer, uiSaga, options);
  const started = new Set<string>();
  setFeatureHost((name, reducer, saga) => {
    if (started.has(name)) return;
    started.add(name);
    reducers[name] = reducer;
    store.replaceReducer(combineReducers(reducers) as Reducer);
    store.runSaga(saga);
  });
  return store;
}
