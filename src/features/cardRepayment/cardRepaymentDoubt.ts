import { call, getContext, put, select } from 'typed-redux-saga';
import { isDoubtful } from '../../platform/api/attempt';
import type { ApiClient, ApiResult } from '../../platform/api/types';
import { keysHonoured } from '../../platform/saga/keysHonoured';
import { navigateTo, type NavigationRequest } from '../../shell/shellNavigation';
import { checkOrderPaid, checkOrElse } from '../../shell/orderCheck';
import { cardRepaymentActions as actions, selectCardRepayment } from './cardRepaymentSlice';

/** The loan details: the native page in the app, otherwise the router replaces this page with them. */
export function* goToDetails() {
  const { orderId, productId } = yield* select(selectCardRepayment);
  const request: NavigationRequest = {
    page: 'loanDetail',
    params: { productId, orderId },
    replace: true,
  };
  yield* call(navigateTo, request);
}

/**
 * After a payment request whose outcome is unknown: the order again (loan-details). Paid shows as an order
 * no longer repayable: the details open. Otherwise the page shows what was found, and a retry only then.
 */
export function* checkPayment() {
  const { orderId, productId, doubt } = yield* select(selectCardRepayment);
  if (doubt?.finding !== 'checking') return;
  const api = yield* getContext<ApiClient>('api');
  const finding = yield* call(checkOrderPaid, api, { productId, orderId });
  if (finding === 'done') {
    yield* put(actions.doubtPaid());
    yield* call(goToDetails);
    return;
  }
  yield* put(actions.doubtChecked(finding));
}

/** 'Check again': a new check, only after one that brought no usable answer (never two at once). */
export function* checkPaymentAgain() {
  const { doubt } = yield* select(selectCardRepayment);
  if (doubt?.finding !== 'unknown') return;
  yield* put(actions.doubtCheckStarted());
  yield* call(checkPayment);
}

/**
 * A failed payment request that may have been charged, against a backend that does not honour keys (it
 * would charge a second request): nothing re-sends it; the page says so and checks. False otherwise (the
 * failure is shown as usual; with keys, a retry is the same request).
 */
export function* raisedDoubt(step: 'pay' | 'sms', result: ApiResult<unknown>) {
  if (!isDoubtful(result) || (yield* call(keysHonoured))) return false;
  yield* put(actions.paymentDoubted(step));
  yield* call(checkOrElse, checkPayment, actions.doubtChecked('unknown'));
  return true;
}
