import type { PageKey } from '../config/paths';
import type { RouterNavigate } from '../platform/navigation/types';
import { AppRoutes, RouterBinding } from './routes';

/**
 * What the app's router holds: the sagas' navigator binding and the route table's pages. The entry
 * (inside its browser router) and the build's prerender (inside a static router) render this same
 * tree, so a prerendered page hydrates as rendered.
 */
export function AppPages({
  paths,
  attachRouter,
}: {
  paths: Record<PageKey, string>;
  attachRouter: (navigate: RouterNavigate | null) => void;
}) {
  return (
    <>
      <RouterBinding attach={attachRouter} />
      <AppRoutes paths={paths} />
    </>
  );
}
