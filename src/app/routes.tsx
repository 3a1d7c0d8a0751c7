import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageKey } from '../config/paths';
import type { RouterNavigate } from '../platform/navigation/types';
import { PageLoading } from '../ui';
import { useRouteElement, type PathElement } from '../ui/useRouteElement';
import { useTextLoader } from '../runtime/AppProviders';
import { AppRoutesContext } from './appRoutesContext';
import { loadFeatureChunk } from './featureChunks';
import { RouteListener } from './routeListener';
import { PageShown } from '../runtime/pageShown';
import { routePath, routeRows, type RouteRow } from './routeTable';
import { useAppStore, type AppStore } from '../runtime/store';

/** A route of the router: a row of the route table at its path, or the not-found page (`*`, last). */
export interface RouterRow {
  path: string;
  route: RouteRow | null;
}

/** The route table's rows of this build at the configured paths, then the catch-all not-found page. */
export function routerRows(paths: Record<PageKey, string>): RouterRow[] {
  return [
    ...routeRows().map((route) => ({ path: routePath(route.key, paths), route })),
    { path: '*', route: null },
  ];
}

/**
 * Loads a route's page: its feature's chunk and texts together (one name: src/app/routeTable.ts), and
 * injects the feature before the page is handed out. Texts that fail to load do not stop the page
 * (their Spanish defaults show).
 */
export async function loadRoute(
  route: RouteRow | null,
  store: Pick<AppStore, 'injectFeature'>,
  ensureTexts: (namespaces: readonly string[]) => Promise<void> = () => Promise.resolve(),
): Promise<{ default: ComponentType }> {
  if (!route) return import(/* webpackChunkName: "not-found" */ '../runtime/NotFoundPage');
  const [chunk] = await Promise.all([
    loadFeatureChunk(route.feature),
    ensureTexts([route.feature]).catch(() => undefined),
  ]);
  store.injectFeature(chunk.feature);
  return { default: chunk.pages[route.page] };
}

/** The table as routes whose pages load (feature and texts first) when first shown. */
function routeObjects(
  paths: Record<PageKey, string>,
  store: AppStore,
  ensureTexts: (namespaces: readonly string[]) => Promise<void>,
): PathElement[] {
  return routerRows(paths).map(({ path, route }) => {
    const Page = lazy(() => loadRoute(route, store, ensureTexts));
    return { path, element: <Page /> };
  });
}

/**
 * The app's routes for the store in context: the app's (features injected as their routes load)
 * or the QA replay's (every feature already there). Also rendered by the test page's replay player
 * inside its own router.
 */
export function AppRoutes({ paths }: { paths: Record<PageKey, string> }) {
  const store = useAppStore();
  const ensureTexts = useTextLoader();
  const routes = useMemo(
    () => routeObjects(paths, store, ensureTexts),
    [paths, store, ensureTexts],
  );
  const page = useRouteElement(routes);
  return (
    <AppRoutesContext.Provider value={AppRoutes}>
      <Suspense fallback={<PageLoading />}>
        <RouteListener />
        {page}
        <PageShown />
      </Suspense>
    </AppRoutesContext.Provider>
  );
}

/** Hands the router's navigate to the sagas' navigator (`navigator.go`) while the router runs. */
export function RouterBinding({ attach }: { attach: (navigate: RouterNavigate | null) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    attach((path, options) => void navigate(path, options));
    return () => attach(null);
  }, [attach, navigate]);
  return null;
}
