import type { Params } from '../../platform/api/types';
import type { LoanDetailQuery } from './types';

/**
 * loan-details' body for the page's query. Shared by the api call and the page's early request
 * (src/app/firstRequests.ts), so the two cannot differ; no schema here, the early script imports it.
 */
export function loanDetailParams(query: LoanDetailQuery): Params {
  return { productId: query.productId, orderId: query.orderId };
}
