import type { Params } from '../../platform/api/types';

/**
 * loan-detail-confirm's body: productId, and isType=1 when the offer is asked again (the page's query
 * isType=1, or the server's pop). Shared by the api call and the page's early request
 * (src/app/firstRequests.ts), so the two cannot differ; no schema here, the early script imports it.
 */
export function confirmOfferParams(productId: string, reload: boolean): Params {
  return reload ? { productId, isType: 1 } : { productId };
}
