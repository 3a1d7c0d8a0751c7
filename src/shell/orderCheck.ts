import type { Action } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { object } from 'yup';
import type { DoubtFinding } from '../platform/api/attempt';
import { orderStatus } from '../platform/api/schema';
import type { ApiClient } from '../platform/api/types';

/** Spec section 4: orders in 174 and 180 are repayable (the repay button shows). */
export const isRepayableStatus = (status: number): boolean => status === 174 || status === 180;

/** Only what the check decides on: the order's status (every other field of the answer is ignored). */
const orderStatusSchema = object({ orderStatus: orderStatus() });

export interface OrderRef {
  productId: string;
  orderId: string;
}

/** loan-details (spec section 7) for one order, read for its status only. */
function fetchOrderStatus(api: ApiClient, order: OrderRef) {
  const body = { productId: order.productId, orderId: order.orderId };
  return api.post('loanDetails', orderStatusSchema, body, { toastOnFailure: false });
}

/** The order's status, or null without a usable answer. A read: it books nothing. */
function* readOrderStatus(api: ApiClient, order: OrderRef) {
  const result = yield* call(fetchOrderStatus, api, order);
  return result.success && result.data ? result.data.orderStatus : null;
}

/**
 * After a repayment request whose outcome is unknown: an order no longer repayable shows the payment went
 * through ('done': the flow opens its details); a repayable one does not show it ('notSeen'); no usable
 * answer is 'unknown'.
 */
export function* checkOrderPaid(api: ApiClient, order: OrderRef) {
  const status = yield* call(readOrderStatus, api, order);
  const finding: DoubtFinding =
    status === null ? 'unknown' : isRepayableStatus(status) ? 'notSeen' : 'done';
  return finding;
}

/**
 * After a loan push whose outcome is unknown, when the answer named an order: an order the server knows
 * shows the loan was booked ('done'); otherwise 'unknown' (the flow checks the offer next).
 */
export function* checkOrderExists(api: ApiClient, order: OrderRef) {
  const status = yield* call(readOrderStatus, api, order);
  const finding: DoubtFinding = status === null ? 'unknown' : 'done';
  return finding;
}

/**
 * Runs a doubt's check inside the request that raised it: a check that throws found nothing (`unknown`,
 * logged like any failed worker), so the request still ends as a doubt and its button still pauses; the
 * page never stays 'checking'.
 */
export function* checkOrElse(check: () => Generator<unknown, void, never>, unknown: Action) {
  try {
    yield* call(check);
  } catch (error) {
    console.error('doubt check failed:', error instanceof Error ? error.message : String(error));
    yield* put(unknown);
  }
}
