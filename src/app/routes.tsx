import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageKey } from '../config/paths';
import { fixedPaths } from '../config/paths';
import { PageLoading } from '../ui';
import { RouteTap } from './tapeContext';

// Route-level code splitting: each screen is its own chunk, loaded when its route is opened.
const CustomerServicePage = lazy(
  () =>
    import(
      /* webpackChunkName: "customer-service" */ '../features/customerService/components/CustomerServicePage'
    ),
);
const LoanConfirmPage = lazy(
  () =>
    import(
      /* webpackChunkName: "loan-confirm" */ '../features/loanConfirm/components/LoanConfirmPage'
    ),
);
const ContractPage = lazy(
  () => import(/* webpackChunkName: "legal" */ '../features/legal/components/ContractPage'),
);
const PeriodAgreementPage = lazy(
  () => import(/* webpackChunkName: "legal" */ '../features/legal/components/PeriodAgreementPage'),
);
const LoginFailedPage = lazy(
  () => import(/* webpackChunkName: "legal" */ '../features/legal/components/LoginFailedPage'),
);
const LoanDetailPage = lazy(
  () =>
    import(
      /* webpackChunkName: "loan-detail" */ '../features/loanDetail/components/LoanDetailPage'
    ),
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
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
