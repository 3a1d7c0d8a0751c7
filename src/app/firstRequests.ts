import type { PageKey } from '../config/paths';
import type { FirstRequest } from '../platform/api/firstCall';
import { routePath, routeRows } from './routeTable';

/**
 * The open route's first data call, for the early script (src/entries/appEarly.ts), which starts it as
 * soon as the HTML is parsed: the route table's `first` column (src/app/routeTable.ts), each the function
 * its feature exports beside the body builder its api call uses. test/app/firstRequests.test.tsx opens
 * every page of the route table with its demo URL and checks that its first call is the row's.
 */

/** As the router compares paths: case-insensitive, a trailing slash ignored. */
const samePath = (a: string, b: string) =>
  a.replace(/(.)\/+$/, '$1').toLowerCase() === b.replace(/(.)\/+$/, '$1').toLowerCase();

/** The first call of the page at `pathname` with `search`; null for a route without one (or unknown). */
export function firstRequestFor(
  paths: Record<PageKey, string>,
  pathname: string,
  search: string,
): FirstRequest | null {
  const row = routeRows().find((route) => samePath(routePath(route.key, paths), pathname));
  return row?.first ? row.first(new URLSearchParams(search)) : null;
}
