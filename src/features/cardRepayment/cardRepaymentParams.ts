import type { Params } from '../../platform/api/types';

/**
 * repayment-way's body: the query's orderId. Shared by the api call and the page's early request
 * (src/app/firstRequests.ts), so the two cannot differ; no schema here, the early script imports it.
 */
export function repaymentWayParams(orderId: string): Params {
  return { orderId };
}
