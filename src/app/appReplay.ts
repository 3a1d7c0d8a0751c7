import type { Saga } from 'redux-saga';
import {
  createReplayer,
  type ReplayOptions,
  type ReplayReport,
  type ReplayStoreFactory,
  type Tape,
} from '../qa/tape';
import { sessionLinkFeature } from '../shell/sessionLink';
import { allFeatures, type RootState } from './features';
import { qaPlugin } from '../qa/qaPlugin';
import { createAppStore, type AppStoreOptions } from '../runtime/store';

export interface ReplayAppOptions {
  /** Replace the reducer or the sagas, e.g. to check that a change is caught as a divergence. */
  reducer?: AppStoreOptions<RootState>['reducer'];
  saga?: Saga;
}

/**
 * QA replay's store: the app's store factory with every feature from the start, the QA plugin (its
 * tape events, not recording), the replay's context and middleware, and Redux Toolkit's checks off
 * (the tape's values are checked by the replay). Kept apart from store.ts so that only the test page's
 * chunk (and Node) carries every feature.
 */
export function replayStoreFactory(app: ReplayAppOptions = {}): ReplayStoreFactory {
  return ({ initialState, context, middleware }) =>
    createAppStore<RootState>({
      context,
      plugins: [qaPlugin(), { middleware }],
      // The tape's recorded state (decoded): the app's own state, not server data.
      preloadedState: initialState as Partial<RootState>,
      // The choice a link's other session brings is a slice of the shell's, injected when it shows.
      features: [...allFeatures, sessionLinkFeature],
      checks: false,
      reducer: app.reducer,
      saga: app.saga,
    });
}

/**
 * Replays a tape headless against the app's reducers and sagas; a tape of several page loads page by
 * page, each on a new store from its own start state.
 */
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
