import { AppProviders } from '../../src/runtime/AppProviders';
import { replayStoreFactory } from '../../src/app/appReplay';
import { AppRoutes } from '../../src/app/routes';
import type { ReplayApp } from '../../src/qa/devtools/components/ReplayPlayer';

/** What the app's route row hands the test page: its routes, providers and replay store. */
export const replayApp: ReplayApp = {
  Routes: AppRoutes,
  Providers: AppProviders,
  storeFactory: replayStoreFactory,
};
