import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageKey } from '../config/paths';
import { fixedPaths } from '../config/paths';
import { PageLoading } from '../ui';
import { injectFeature } from './featureHost';
import { RouteTap } from './routeTap';

/**
 * A screen loaded with its feature's slice and saga (same chunk); the feature is injected into the
 * store before the screen first renders, so its selectors always find their slice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint is ComponentType<any>
function withFeature<M, T extends ComponentType<any>>(
  feature: () => Promise<M>,
  inject: (module: M) => void,
  page: () => Promise<{ default: T }>,
) {
  return lazy(async () => {
    const [module, screen] = await Promise.all([feature(), page()]);
    inject(module);
    return screen;
  });
}

// Route-level code splitting: each screen is its own chunk, loaded when its route is opened.
const CustomerServicePage = withFeature(
  () => import(/* webpackChunkName: "customer-service" */ '../features/customerService'),
  (m) => injectFeature('customerService', m.customerServiceReducer, m.customerServiceSaga),
  () =>
    import(
      /* webpackChunkName: "customer-service" */ '../features/customerService/components/CustomerServicePage'
    ),
);
const LoanConfirmPage = withFeature(
  () => import(/* webpackChunkName: "loan-confirm" */ '../features/loanConfirm'),
  (m) => injectFeature('loanConfirm', m.loanConfirmReducer, m.loanConfirmSaga),
  () =>
    import(
      /* webpackChunkName: "loan-confirm" */ '../features/loanConfirm/components/LoanConfirmPage'
    ),
);
const ContractPage = withFeature(
  () => import(/* webpackChunkName: "legal" */ '../features/legal'),
  (m) => injectFeature('legal', m.legalReducer, m.legalSaga),
  () => import(/* webpackChunkName: "legal" */ '../features/legal/components/ContractPage'),
);
const PeriodAgreementPage = withFeature(
  () => import(/* webpackChunkName: "legal" */ '../features/legal'),
  (m) => injectFeature('legal', m.legalReducer, m.legalSaga),
  () => import(/* webpackChunkName: "legal" */ '../features/legal/components/PeriodAgreementPage'),
);
const LoginFailedPage = withFeature(
  () => import(/* webpackChunkName: "legal" */ '../features/legal'),
  (m) => injectFeature('legal', m.legalReducer, m.legalSaga),
  () => import(/* webpackChunkName: "legal" */ '../features/legal/components/LoginFailedPage'),
);
const LoanDetailPage = withFeature(
  () => import(/* webpackChunkName: "loan-detail" */ '../features/loanDetail'),
  (m) => injectFeature('loanDetail', m.loanDetailReducer, m.loanDetailSaga),
  () =>
    import(
      /* webpackChunkName: "loan-detail" */ '../features/loanDetail/components/LoanDetailPage'
    ),
);
const PaymentInstructionsPage = withFeature(
  () => import(/* webpackChunkName: "pay-instructions" */ '../features/payInstructions'),
  (m) => injectFeature('payInstructions', m.payInstructionsReducer, m.payInstructionsSaga),
  () =>
    import(
      /* webpackChunkName: "pay-instructions" */ '../features/payInstructions/components/PaymentInstructionsPage'
    ),
);
const RepaymentPage = withFeature(
  () => import(/* webpackChunkName: "repayment" */ '../features/repayment'),
  (m) => injectFeature('repayment', m.repaymentReducer, m.repaymentSaga),
  () =>
    import(/* webpackChunkName: "repayment" */ '../features/repayment/components/RepaymentPage'),
);
const ExtensionPage = withFeature(
  () => import(/* webpackChunkName: "repayment" */ '../features/repayment'),
  (m) => injectFeature('repayment', m.repaymentReducer, m.repaymentSaga),
  () =>
    import(/* webpackChunkName: "repayment" */ '../features/repayment/components/ExtensionPage'),
);
const RepaymentDescriptionPage = withFeature(
  () => import(/* webpackChunkName: "repayment" */ '../features/repayment'),
  (m) => injectFeature('repayment', m.repaymentReducer, m.repaymentSaga),
  () =>
    import(
      /* webpackChunkName: "repayment" */ '../features/repayment/components/RepaymentDescriptionPage'
    ),
);
const CardRepaymentPage = withFeature(
  () => import(/* webpackChunkName: "card-repayment" */ '../features/cardRepayment'),
  (m) => injectFeature('cardRepayment', m.cardRepaymentReducer, m.cardRepaymentSaga),
  () =>
    import(
      /* webpackChunkName: "card-repayment" */ '../features/cardRepayment/components/CardRepaymentPage'
    ),
);
const TestPreviewPage = withFeature(
  () => import(/* webpackChunkName: "test-preview" */ '../features/testPreview'),
  (m) => injectFeature('testPreview', m.testPreviewReducer, m.testPreviewSaga),
  () => import(/* webpackChunkName: "test-preview" */ './testPreview/TestPreviewPage'),
);
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

export function AppRoutes({ paths }: { paths: Record<PageKey, string> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteTap />
      <Routes>
        <Route path={paths.customerService} element={<CustomerServicePage />} />
        <Route path={paths.loanDetail} element={<LoanDetailPage />} />
        <Route path={paths.order} element={<LoanDetailPage />} />
        <Route path={paths.loanAgreement} element={<ContractPage />} />
        <Route path={fixedPaths.periodLoanAgreement} element={<PeriodAgreementPage />} />
        <Route path={paths.error} element={<LoginFailedPage />} />
        <Route path={paths.confirm} element={<LoanConfirmPage />} />
        <Route path={paths.paymentInstructions} element={<PaymentInstructionsPage />} />
        <Route path={paths.repay} element={<RepaymentPage />} />
        <Route path={paths.repayDelay} element={<ExtensionPage />} />
        <Route path={fixedPaths.repaymentDescription} element={<RepaymentDescriptionPage />} />
        <Route path={paths.repayChoose} element={<CardRepaymentPage />} />
        {/* The test page replays tapes with these same routes (passed in: no import cycle). */}
        <Route path={fixedPaths.testPreview} element={<TestPreviewPage routes={AppRoutes} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
