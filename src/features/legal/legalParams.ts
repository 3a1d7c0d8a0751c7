import type { Params } from '../../platform/api/types';

/**
 * contract-detail's body. Shared by the api call and the page's early request
 * (src/app/firstRequests.ts), so the two cannot differ; no schema here, the early script imports it.
 */
export function contractParams(orderNo: string): Params {
  return { orderNo };
}
