import type { Params } from '../../platform/api/types';
import type { RepaymentQuery } from './types';

/**
 * The body of loan-play-detail and loan-play-delay-detail for the page's query. Shared by the api calls
 * and the pages' early requests (src/app/firstRequests.ts), so they cannot differ; no schema here, the
 * early script imports it.
 */
export function repaymentParams(query: RepaymentQuery): Params {
  return { productId: query.productId, orderId: query.orderId };
}
