import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { usePaths } from '../../../config/pathsContext';
import { appendQuery } from '../../../platform/url/allowlist';
import {
  repaymentActions as actions,
  selectRepayment,
  type PendingNavigation,
} from '../repaymentSlice';

/** The router path of a navigation the saga decided on (outside the native app). */
export function pendingNavigationPath(
  pending: PendingNavigation,
  paths: ReturnType<typeof usePaths>,
): string {
  if (pending.page === 'customerService') return paths.customerService;
  const { productId, orderId, amount, payCode, requestType } = pending.params;
  return appendQuery(paths.paymentInstructions, {
    productId,
    orderId,
    amount,
    payCode,
    requestType,
  });
}

/** Carries out the slice's pendingNavigation with react-router, once, and reports it done. */
export function usePendingNavigation() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const paths = usePaths();
  const { pendingNavigation } = useSelector(selectRepayment);
  const handled = useRef<PendingNavigation | null>(null);

  useEffect(() => {
    if (!pendingNavigation || handled.current === pendingNavigation) return;
    handled.current = pendingNavigation;
    dispatch(actions.navigationDone());
    navigate(pendingNavigationPath(pendingNavigation, paths));
  }, [dispatch, navigate, paths, pendingNavigation]);
}
