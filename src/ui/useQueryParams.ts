import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The current route's query parameters, as a page reads them (no page writes its query): the same
 * object until the query changes. On the router's location, which the app's first load already
 * holds: react-router's useSearchParams (with its setter's and default parameters' code) stays out.
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
