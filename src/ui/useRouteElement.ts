import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

/** A route as the app's tables give it: a path (`*` for any) and what it shows. */
export interface PathElement {
  path: string;
  element: ReactNode;
}

/**
 * The element of the first row whose path matches `pathname` by react-router's rules (letter case
 * and a trailing slash ignored, `:name` segments match one segment); `*` matches any path. Null when
 * none does.
 */
export function pickRouteElement(rows: readonly PathElement[], pathname: string): ReactNode {
  for (const row of rows) {
    if (row.path === '*' || matchPath({ path: row.path, end: true }, pathname)) return row.element;
  }
  return null;
}

/**
 * The current location's element among `rows`, in their order. The app's routes are flat (no nested
 * routes, no outlets), so react-router's `useRoutes` (with its ranking, nested rendering and data
 * router error boundary) stays out of every page's first load.
 */
export function useRouteElement(rows: readonly PathElement[]): ReactNode {
  return pickRouteElement(rows, useLocation().pathname);
}
