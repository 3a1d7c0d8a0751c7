import { defaultPaths } from '../config/paths';
import { isDevtoolsRow, routePath, routeRows } from './routeTable';

/**
 * The app's pages prerendered at build time (src/app/appPrerender.tsx): one HTML file per route of the
 * route table at its default path, holding the page as it first renders (title bar and the skeleton
 * of its content), so the first paint needs no script. server/static.ts serves each file at its path;
 * any other path gets index.html (a page loading indicator).
 *
 * Build-time facts only: no React here, webpack.config.ts reads it. `chunks` names the route's lazy
 * chunks (src/app/featureChunks.ts) and `texts` its text namespaces; the page's HTML preloads both with
 * the entry scripts.
 */
export interface ShellRoute {
  path: string;
  /** The HTML file under dist/. */
  file: string;
  chunks: readonly string[];
  texts: readonly string[];
}

/** The fallback page of every other path: the app's loading indicator, replaced by React. */
export const FALLBACK_SHELL = 'index.html';

/** The HTML file of a route's path: `/repayment/extension` -> `app/repayment-extension.html`. */
const fileOf = (path: string) => `app${path.replace(/\//g, '-').replace(/^-/, '/')}.html`;

/**
 * Every row of the route table (src/app/routeTable.ts) but the developer pages, at its default path:
 * it preloads its feature's chunk and texts (one name).
 */
export const SHELL_ROUTES: readonly ShellRoute[] = routeRows()
  .filter((row) => !isDevtoolsRow(row))
  .map((row) => {
    const path = routePath(row.key, defaultPaths);
    return { path, file: fileOf(path), chunks: [row.feature], texts: [row.feature] };
  });
