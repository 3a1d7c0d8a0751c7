import { readQuery, type FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';

/**
 * repayment-way's body: the query's orderId. Shared by the api call and the page's early request
 * (the first call below), so the two cannot differ; no schema here, the early script imports it.
 */
export function repaymentWayParams(orderId: string): Params {
  return { orderId };
}

/** The card repayment page's first call: repayment-way for the query's orderId. */
export const cardRepaymentFirst: FirstCall = (query) => {
  const orderId = readQuery(query, 'orderId');
  return orderId ? { endpoint: 'repaymentWay', params: repaymentWayParams(orderId) } : null;
};
