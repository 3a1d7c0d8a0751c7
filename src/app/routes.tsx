import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { BRIDGE_CHECK_PATH, fixedPaths, TEST_PAGE_PATH, type PageKey } from '../config/paths';
import type { RouterNavigate } from '../platform/navigation/types';
import { PageLoading } from '../ui';
import { useTextLoader } from './AppProviders';
import {
  bankCard,
  cardRepayment,
  complaintHistory,
  complaints,
  customerService,
  legal,
  legalDocs,
  loanConfirm,
  loanDetail,
  payInstructions,
  repayment,
  type LazyFeature,
} from './featureLoaders';
import * as pages from './pageLoaders';
import { useAppStore } from './hooks';
import { RouteTap } from './routeTap';
import { PageShown } from './pageShown';
import type { AppStore } from './store';

/** One route: its path, its page (a chunk of its own) and the feature the page needs (same chunk). */
export interface RouteRow {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Injected into the store (slice and saga) before the page first renders, its texts loaded with it. */
  feature?: LazyFeature;
}

/**
 * The route table: one row per route. Paths come from the configurable paths. The test page exists
 * only in builds with CUOTA_DEVTOOLS=1 (development, `npm start`, the browser tests): webpack replaces
 * the condition with a constant, so a production build has neither its row nor its chunk.
 */
export function routeTable(paths: Record<PageKey, string>): RouteRow[] {
  const rows: RouteRow[] = [
    { path: paths.customerService, feature: customerService, page: pages.customerServicePage },
    { path: paths.loanDetail, feature: loanDetail, page: pages.loanDetailPage },
    { path: paths.order, feature: loanDetail, page: pages.loanDetailPage },
    { path: paths.loanAgreement, feature: legal, page: pages.contractPage },
    { path: fixedPaths.periodLoanAgreement, feature: legal, page: pages.periodAgreementPage },
    { path: paths.error, feature: legal, page: pages.loginFailedPage },
    { path: paths.confirm, feature: loanConfirm, page: pages.loanConfirmPage },
    {
      path: paths.paymentInstructions,
      feature: payInstructions,
      page: pages.paymentInstructionsPage,
    },
    { path: paths.repay, feature: repayment, page: pages.repaymentPage },
    { path: paths.repayDelay, feature: repayment, page: pages.extensionPage },
    {
      path: fixedPaths.repaymentDescription,
      feature: repayment,
      page: pages.repaymentDescriptionPage,
    },
    { path: paths.repayChoose, feature: cardRepayment, page: pages.cardRepaymentPage },
    { path: paths.complaint, feature: complaints, page: pages.complaintEntryPage },
    { path: paths.complaintUrl, feature: complaints, page: pages.complaintEntryPage },
    { path: fixedPaths.complaintForm, feature: complaints, page: pages.complaintFormPage },
    { path: fixedPaths.complaintList, feature: complaintHistory, page: pages.complaintListPage },
    {
      path: fixedPaths.complaintDetails,
      feature: complaintHistory,
      page: pages.complaintDetailPage,
    },
    { path: paths.privacyPolicy, feature: legalDocs, page: pages.privacyPage },
    { path: fixedPaths.privacyPolicyLegacy, feature: legalDocs, page: pages.privacyPage },
    { path: fixedPaths.loanTerms, feature: legalDocs, page: pages.loanTermsPage },
    { path: paths.aboutUs, feature: legalDocs, page: pages.aboutUsPage },
    { path: paths.setting, feature: legalDocs, page: pages.settingsPage },
    { path: paths.bindCard, feature: bankCard, page: pages.bindCardPage },
    { path: paths.bindBank, feature: bankCard, page: pages.bindCardPage },
  ];
  if (process.env.CUOTA_DEVTOOLS === '1') {
    // Inside the condition, so a production build has no chunk of it. Its feature and page are one
    // chunk, the replay store (every feature) another, loaded in parallel; its texts (namespace
    // testPreview) come with the route like a feature's.
    const chunk = () => import(/* webpackChunkName: "test-preview" */ './testPreviewRoute');
    rows.push({
      path: TEST_PAGE_PATH,
      feature: { load: () => chunk().then((m) => m.testPreviewFeature), texts: ['testPreview'] },
      page: () =>
        Promise.all([
          chunk(),
          import(/* webpackChunkName: "test-preview-replay" */ './replay'),
        ]).then(([m, { replayStoreFactory }]) => ({
          default: m.testPreviewPage(AppRoutes, replayStoreFactory),
        })),
    });
    // The bridge conformance page (issue 28): its feature, page and texts the same way, one chunk.
    rows.push({
      path: BRIDGE_CHECK_PATH,
      feature: {
        load: () =>
          import(/* webpackChunkName: "bridge-check" */ '../features/bridgeCheck').then(
            (m) => m.bridgeCheckFeature,
          ),
        texts: ['bridgeCheck'],
      },
      page: () =>
        import(
          /* webpackChunkName: "bridge-check" */ '../features/bridgeCheck/components/BridgeCheckPage'
        ),
    });
  }
  rows.push({
    path: '*',
    page: () => import(/* webpackChunkName: "not-found" */ './NotFoundPage'),
  });
  return rows;
}

/**
 * Loads a row's page, feature and texts together, and injects the feature before the page is handed
 * out. Texts that fail to load do not stop the page (their Spanish defaults show).
 */
export async function loadRoute(
  row: RouteRow,
  store: Pick<AppStore, 'injectFeature'>,
  ensureTexts: (namespaces: readonly string[]) => Promise<void> = () => Promise.resolve(),
): Promise<{ default: ComponentType }> {
  const [page, feature] = await Promise.all([
    row.page(),
    row.feature?.load(),
    ensureTexts(row.feature?.texts ?? []).catch(() => undefined),
  ]);
  if (feature) store.injectFeature(feature);
  return page;
}

/** The table as react-router routes whose pages load (feature and texts first) when first shown. */
function routeObjects(
  paths: Record<PageKey, string>,
  store: AppStore,
  ensureTexts: (namespaces: readonly string[]) => Promise<void>,
): RouteObject[] {
  return routeTable(paths).map((row) => {
    const Page = lazy(() => loadRoute(row, store, ensureTexts));
    return { path: row.path, element: <Page /> };
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
  const page = useRoutes(routes);
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteTap />
      {page}
      <PageShown />
    </Suspense>
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
