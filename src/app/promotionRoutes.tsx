import { lazy, Suspense, useSyncExternalStore } from 'react';
import { PageLoading } from '../ui';

const NotFoundPage = lazy(() => import(/* webpackChunkName: "promo-not-found" */ './NotFoundPage'));

/** The route part of a hash like `#/downloadTemplate?id=3` (spec section 2: downloadTemplate, agreementTemplate). */
export function hashRoute(hash: string): string {
  return hash.replace(/^#\/?/, '').split('?')[0] ?? '';
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * Hash routes of the lean promotion entry. It has only a few routes, so it reads the hash itself
 * instead of shipping a router (about 29 KB gzip).
 */
export function PromotionRoutes() {
  const route = useSyncExternalStore(subscribe, () => hashRoute(window.location.hash));
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage key={route} />
    </Suspense>
  );
}
