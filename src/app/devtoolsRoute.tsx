import { use, useContext, useMemo, type ComponentProps } from 'react';
import { devtoolsFeature } from '../qa/devtools';
import DevtoolsPage from '../qa/devtools/components/DevtoolsPage';
import { AppProviders, useTextLoader } from '../runtime/AppProviders';
import { AppRoutesContext } from './appRoutesContext';

/**
 * The developer test page's feature chunk (devtools builds only, src/app/featureChunks.ts): its feature
 * and its page, so the app's first load carries none of it. The replay store (every feature) is a chunk
 * of its own, asked for as soon as this one runs.
 */
export const feature = devtoolsFeature;

const replay = import(/* webpackChunkName: "devtools-replay" */ './appReplay');

/**
 * The test page replays tapes on the app's own routes (from the router, through context), with the
 * app's providers and replay store: handed in, since a feature never imports the app.
 */
function DevtoolsRoute() {
  const Routes = useContext(AppRoutesContext);
  const { replayStoreFactory } = use(replay);
  // The replay's providers load route texts into the same catalog as the app's.
  const ensureTexts = useTextLoader();
  const app = useMemo(
    () =>
      Routes && {
        Routes,
        Providers: (props: ComponentProps<typeof AppProviders>) => (
          <AppProviders {...props} ensureTexts={ensureTexts} />
        ),
        storeFactory: replayStoreFactory,
      },
    [Routes, ensureTexts, replayStoreFactory],
  );
  if (!app) throw new Error('The test page is shown outside the app routes.');
  return <DevtoolsPage app={app} />;
}

export const pages = { DevtoolsPage: DevtoolsRoute };
