import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '../runtime/store';

/**
 * Tells the store's plugins every route change of the router (pathname and query): the QA tape notes
 * it (src/qa/qaPlugin.ts). Placed inside the routes' Suspense boundary, before the page.
 */
export function RouteListener() {
  const store = useAppStore();
  const location = useLocation();
  useEffect(() => {
    store.routeChanged(location.pathname + location.search);
  }, [store, location.pathname, location.search]);
  return null;
}
