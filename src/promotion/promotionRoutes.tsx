import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { pageOfRoute } from './query';
import { PageLoading } from '../ui/LoadingIndicator';
import { PageShown } from '../runtime/pageShown';
import { useAppStore, type AppStore } from '../runtime/store';

const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "promo-not-found" */ '../runtime/NotFoundPage'),
);

/** The route part of a hash like `#/downloadTemplate?id=3` (src/promotion/query.ts HASH_ROUTES). */
function hashRoute(hash: string): string {
  return hash.replace(/^#\/?/, '').split('?')[0] ?? '';
}

/**
 * The route the landing shows: the registration's two hashes (the empty one and the channel link's
 * `#/downloadTemplate`) as one, so the prerendered registration hydrates at either with nothing to
 * change (a change before its boundary hydrated would replace it, and what was typed in it, with the
 * loading state).
 */
export const shownRoute = () => {
  const route = hashRoute(window.location.hash);
  return pageOfRoute(route) === 'register' ? '' : route;
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * The landing's feature (slice and saga), loaded with its pages, never in the first load.
 */
const promotionFeature = () =>
  import(/* webpackChunkName: "promotion-feature" */ './index').then((m) => m.promotionFeature);

/** A page of the landing: its module and the feature, injected before the page first renders. */
function promotionPage(
  store: Pick<AppStore, 'injectFeature'>,
  load: () => Promise<{ default: ComponentType }>,
) {
  return lazy(async () => {
    const [page, feature] = await Promise.all([load(), promotionFeature()]);
    store.injectFeature(feature);
    return page;
  });
}

type Pages = Record<'register' | 'download' | 'agreement', ComponentType>;
const pagesByStore = new WeakMap<object, Pages>();

/** The three pages for a store, made once (a lazy component keeps its loaded module). */
function pagesFor(store: AppStore): Pages {
  const known = pagesByStore.get(store);
  if (known) return known;
  const pages: Pages = {
    register: promotionPage(
      store,
      () => import(/* webpackChunkName: "promotion-register" */ './components/RegisterPage'),
    ),
    download: promotionPage(
      store,
      () => import(/* webpackChunkName: "promotion-download" */ './components/DownloadPage'),
    ),
    agreement: promotionPage(
      store,
      () => import(/* webpackChunkName: "promotion-agreement" */ './components/AgreementPage'),
    ),
  };
  pagesByStore.set(store, pages);
  return pages;
}

/**
 * Hash routes of the lean promotion entry (spec section 2): the registration at the empty hash and at
 * `#/downloadTemplate` (the spec's channel link), the agreement at `#/agreementTemplate`, the download
 * page at `#/download` (where registration leads). It reads the hash itself instead of shipping a router
 * (about 29 KB gzip). Once shown, the registration stays mounted (hidden) under the agreement, so what
 * the user typed is still there on the way back.
 */
export function PromotionRoutes() {
  const store = useAppStore();
  // The server (the build's prerender of promotion.html) renders the registration, the empty hash.
  const route = useSyncExternalStore(subscribe, shownRoute, () => '');
  const pages = pagesFor(store);
  const page = pageOfRoute(route);
  const onRegister = page === 'register';
  const onAgreement = page === 'agreement';
  const [registerShown, setRegisterShown] = useState(onRegister);
  if (onRegister && !registerShown) setRegisterShown(true);
  return (
    <>
      {onRegister || (onAgreement && registerShown) ? (
        <div hidden={!onRegister}>
          <Suspense fallback={<PageLoading />}>
            <pages.register />
            <PageShown />
          </Suspense>
        </div>
      ) : null}
      {onRegister ? null : (
        <Suspense fallback={<PageLoading />}>
          {onAgreement ? (
            <pages.agreement />
          ) : page === 'download' ? (
            <pages.download />
          ) : (
            <NotFoundPage key={route} />
          )}
          <PageShown />
        </Suspense>
      )}
    </>
  );
}
