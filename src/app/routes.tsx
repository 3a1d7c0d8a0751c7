import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageKey } from '../config/paths';
import { PageLoading } from '../ui';

// Route-level code splitting: each screen is its own chunk, loaded when its route is opened.
const CustomerServicePage = lazy(
  () =>
    import(
      /* webpackChunkName: "customer-service" */ '../features/customerService/components/CustomerServicePage'
    ),
);
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

export function AppRoutes({ paths }: { paths: Record<PageKey, string> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={paths.customerService} element={<CustomerServicePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
