import type { ComponentType } from 'react';
import { loadRoute, routerRows } from '../../src/app/routes';
import { routeRows, type RouteKey } from '../../src/app/routeTable';
import { defaultPaths } from '../../src/config/paths';

/** The route table's keys whose page makes a first data call (the early script starts it). */
export const FIRST_CALL_KEYS: readonly RouteKey[] = routeRows()
  .filter((row) => row.first)
  .map((row) => row.key);

/**
 * The page component the router shows at `path` (default paths), loaded as the router loads it; the
 * store of the test injects its features itself (setupStore has them all).
 */
export async function pageAt(path: string): Promise<ComponentType> {
  const row = routerRows(defaultPaths).find((r) => r.path === path);
  if (!row) throw new Error(`no route ${path}`);
  return (await loadRoute(row.route, { injectFeature: () => undefined })).default;
}
