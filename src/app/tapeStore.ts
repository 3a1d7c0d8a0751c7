import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import {
  createReplayer,
  type ReplayOptions,
  type ReplayReport,
  type ReplayStoreFactory,
  type Tape,
} from '../platform/tape';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export interface ReplayAppOptions {
  /** Replace the reducer or the root saga, e.g. to check that a change is caught as a divergence. */
  reducer?: Reducer;
  saga?: Saga;
}

/** The real store (root reducer + root saga) with the replay's context and middleware. */
export function replayStoreFactory(app: ReplayAppOptions = {}): ReplayStoreFactory {
  return ({ initialState, context, middleware }) => {
    const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
    const store = configureStore({
      reducer: (app.reducer ?? rootReducer) as typeof rootReducer,
      preloadedState: initialState as Partial<RootState>,
      middleware: (getDefault) =>
        getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(
          middleware,
          sagaMiddleware,
        ),
    });
    const task = sagaMiddleware.run(app.saga ?? rootSaga);
    return Object.assign(store, { stop: () => task.cancel() });
  };
}

/** Replays a tape headless against the app's reducers and sagas. */
export async function replayTape(
  tape: Tape,
  app: ReplayAppOptions = {},
  options: ReplayOptions = {},
): Promise<ReplayReport> {
  const replayer = createReplayer(tape, replayStoreFactory(app), options);
  try {
    return await replayer.run();
  } finally {
    replayer.stop();
  }
}
