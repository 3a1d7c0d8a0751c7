import { readQuery, type FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';
import type { LoanDetailQuery } from './types';

/**
 * loan-details' body for the page's query. Shared by the api call and the page's early request
 * (the first call below), so the two cannot differ; no schema here, the early script imports it.
 */
export function loanDetailParams(query: LoanDetailQuery): Params {
  return { productId: query.productId, orderId: query.orderId };
}

/** The loan details' first call (/loan/details and /loan/order): loan-details for the query's order. */
export const loanDetailFirst: FirstCall = (query) => {
  const ids = { productId: readQuery(query, 'productId'), orderId: readQuery(query, 'orderId') };
  return ids.orderId ? { endpoint: 'loanDetails', params: loanDetailParams(ids) } : null;
};
