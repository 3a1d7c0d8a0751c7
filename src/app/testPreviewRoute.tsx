import { useMemo, type ComponentProps, type ComponentType } from 'react';
import type { PageKey } from '../config/paths';
import { testPreviewFeature } from '../features/devtools';
import TestPreviewPage from '../features/devtools/components/TestPreviewPage';
import { AppProviders, useTextLoader } from './AppProviders';
import type { replayStoreFactory } from './replay';

/**
 * The developer test page's route (devtools builds only): its feature and its page in one chunk, loaded
 * with the route (src/app/routes.tsx), so the app's first load carries none of it.
 */
export { testPreviewFeature };

/**
 * The test page replays tapes on the app's own routes, with the app's providers and replay store:
 * handed in (a feature never imports the app), loaded with the page only. The replay store holds every
 * feature: the route loads it as a chunk of its own beside the page's, in parallel.
 */
export function testPreviewPage(
  Routes: ComponentType<{ paths: Record<PageKey, string> }>,
  storeFactory: typeof replayStoreFactory,
) {
  return function TestPreviewRoute() {
    // The replay's providers load route texts into the same catalog as the app's.
    const ensureTexts = useTextLoader();
    const app = useMemo(
      () => ({
        Routes,
        Providers: (props: ComponentProps<typeof AppProviders>) => (
          <AppProviders {...props} ensureTexts={ensureTexts} />
        ),
        storeFactory,
      }),
      [ensureTexts],
    );
    return <TestPreviewPage app={app} />;
  };
}
