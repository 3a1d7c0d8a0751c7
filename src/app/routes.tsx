import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { fixedPaths, TEST_PAGE_PATH, type PageKey } from '../config/paths';
import type { RouterNavigate } from '../platform/navigation/types';
import { PageLoading } from '../ui';
import { AppProviders } from './AppProviders';
import { useAppStore } from './hooks';
import { RouteTap } from './routeTap';
import type { AppStore, FeatureDescriptor } from './store';

/** One route: its path, its page (a chunk of its own) and the feature the page needs (same chunk). */
export interface RouteRow {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Injected into the store (slice and saga) before the page first renders. */
  feature?: () => Promise<FeatureDescriptor>;
}

// Each feature's slice and saga, loaded with its pages (the chunk names are the size budgets' rows).
const customerService = () =>
  import(/* webpackChunkName: "customer-service" */ '../features/customerService').then(
    (m) => m.customerServiceFeature,
  );
const loanConfirm = () =>
  import(/* webpackChunkName: "loan-confirm" */ '../features/loanConfirm').then(
    (m) => m.loanConfirmFeature,
  );
const legal = () =>
  import(/* webpackChunkName: "legal" */ '../features/legal').then((m) => m.legalFeature);
const loanDetail = () =>
  import(/* webpackChunkName: "loan-detail" */ '../features/loanDetail').then(
    (m) => m.loanDetailFeature,
  );
const payInstructions = () =>
  import(/* webpackChunkName: "pay-instructions" */ '../features/payInstructions').then(
    (m) => m.payInstructionsFeature,
  );
const repayment = () =>
  import(/* webpackChunkName: "repayment" */ '../features/repayment').then(
    (m) => m.repaymentFeature,
  );
const complaints = () =>
  import(/* webpackChunkName: "complaints" */ '../features/complaints').then(
    (m) => m.complaintsFeature,
  );
const complaintHistory = () =>
  import(/* webpackChunkName: "complaint-history" */ '../features/complaintHistory').then(
    (m) => m.complaintHistoryFeature,
  );
const cardRepayment = () =>
  import(/* webpackChunkName: "card-repayment" */ '../features/cardRepayment').then(
    (m) => m.cardRepaymentFeature,
  );

/**
 * The route table: one row per route. Paths come from the configurable paths. The test page exists
 * only in builds with CUOTA_DEVTOOLS=1 (development, `npm start`, the browser tests): webpack replaces
 * the condition with a constant, so a production build has neither its row nor its chunk.
 */
export function routeTable(paths: Record<PageKey, string>): RouteRow[] {
  return [
    {
      path: paths.customerService,
      feature: customerService,
      page: () =>
        import(
          /* webpackChunkName: "customer-service" */ '../features/customerService/components/CustomerServicePage'
        ),
    },
    {
      path: paths.loanDetail,
      feature: loanDetail,
      page: () =>
        import(
          /* webpackChunkName: "loan-detail" */ '../features/loanDetail/components/LoanDetailPage'
        ),
    },
    {
      path: paths.order,
      feature: loanDetail,
      page: () =>
        import(
          /* webpackChunkName: "loan-detail" */ '../features/loanDetail/components/LoanDetailPage'
        ),
    },
    {
      path: paths.loanAgreement,
      feature: legal,
      page: () =>
        import(/* webpackChunkName: "legal" */ '../features/legal/components/ContractPage'),
    },
    {
      path: fixedPaths.periodLoanAgreement,
      feature: legal,
      page: () =>
        import(/* webpackChunkName: "legal" */ '../features/legal/components/PeriodAgreementPage'),
    },
    {
      path: paths.error,
      feature: legal,
      page: () =>
        import(/* webpackChunkName: "legal" */ '../features/legal/components/LoginFailedPage'),
    },
    {
      path: paths.confirm,
      feature: loanConfirm,
      page: () =>
        import(
          /* webpackChunkName: "loan-confirm" */ '../features/loanConfirm/components/LoanConfirmPage'
        ),
    },
    {
      path: paths.paymentInstructions,
      feature: payInstructions,
      page: () =>
        import(
          /* webpackChunkName: "pay-instructions" */ '../features/payInstructions/components/PaymentInstructionsPage'
        ),
    },
    {
      path: paths.repay,
      feature: repayment,
      page: () =>
        import(
          /* webpackChunkName: "repayment" */ '../features/repayment/components/RepaymentPage'
        ),
    },
    {
      path: paths.repayDelay,
      feature: repayment,
      page: () =>
        import(
          /* webpackChunkName: "repayment" */ '../features/repayment/components/ExtensionPage'
        ),
    },
    {
      path: fixedPaths.repaymentDescription,
      feature: repayment,
      page: () =>
        import(
          /* webpackChunkName: "repayment" */ '../features/repayment/components/RepaymentDescriptionPage'
        ),
    },
    {
      path: paths.repayChoose,
      feature: cardRepayment,
      page: () =>
        import(
          /* webpackChunkName: "card-repayment" */ '../features/cardRepayment/components/CardRepaymentPage'
        ),
    },
    {
      path: paths.complaint,
      feature: complaints,
      page: () =>
        import(
          /* webpackChunkName: "complaints" */ '../features/complaints/components/ComplaintEntryPage'
        ),
    },
    {
      path: paths.complaintUrl,
      feature: complaints,
      page: () =>
        import(
          /* webpackChunkName: "complaints" */ '../features/complaints/components/ComplaintEntryPage'
        ),
    },
    {
      path: fixedPaths.complaintForm,
      feature: complaints,
      page: () =>
        import(
          /* webpackChunkName: "complaints" */ '../features/complaints/components/ComplaintFormPage'
        ),
    },
    {
      path: fixedPaths.complaintList,
      feature: complaintHistory,
      page: () =>
        import(
          /* webpackChunkName: "complaint-history" */ '../features/complaintHistory/components/ComplaintListPage'
        ),
    },
    {
      path: fixedPaths.complaintDetails,
      feature: complaintHistory,
      page: () =>
        import(
          /* webpackChunkName: "complaint-history" */ '../features/complaintHistory/components/ComplaintDetailPage'
        ),
    },
    ...(process.env.CUOTA_DEVTOOLS === '1'
      ? [
          {
            path: TEST_PAGE_PATH,
            feature: () =>
              import(/* webpackChunkName: "test-preview" */ '../features/devtools').then(
                (m) => m.testPreviewFeature,
              ),
            // The test page replays tapes on these same routes, with the app's providers and replay
            // store: handed in (a feature never imports the app), loaded with the page only.
            page: () =>
              Promise.all([
                import(
                  /* webpackChunkName: "test-preview" */ '../features/devtools/components/TestPreviewPage'
                ),
                import(/* webpackChunkName: "test-preview" */ './replay'),
              ]).then(([{ default: TestPreviewPage }, { replayStoreFactory }]) => ({
                default: function TestPreviewRoute() {
                  return (
                    <TestPreviewPage
                      app={{
                        Routes: AppRoutes,
                        Providers: AppProviders,
                        storeFactory: replayStoreFactory,
                      }}
                    />
                  );
                },
              })),
          },
        ]
      : []),
    {
      path: '*',
      page: () => import(/* webpackChunkName: "not-found" */ './NotFoundPage'),
    },
  ];
}

/** Loads a row's page and feature together, and injects the feature before the page is handed out. */
export async function loadRoute(
  row: RouteRow,
  store: Pick<AppStore, 'injectFeature'>,
): Promise<{ default: ComponentType }> {
  const [page, feature] = await Promise.all([row.page(), row.feature?.()]);
  if (feature) store.injectFeature(feature);
  return page;
}

/** The table as react-router routes whose pages load (feature first) when first shown. */
function routeObjects(paths: Record<PageKey, string>, store: AppStore): RouteObject[] {
  return routeTable(paths).map((row) => {
    const Page = lazy(() => loadRoute(row, store));
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
  const routes = useMemo(() => routeObjects(paths, store), [paths, store]);
  const page = useRoutes(routes);
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteTap />
      {page}
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
