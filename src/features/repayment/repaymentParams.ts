import { readQuery, type FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';
import type { RepaymentQuery } from './types';

/**
 * The body of loan-play-detail and loan-play-delay-detail for the page's query. Shared by the api calls
 * and the pages' early requests (the first call below), so they cannot differ; no schema here, the
 * early script imports it.
 */
export function repaymentParams(query: RepaymentQuery): Params {
  return { productId: query.productId, orderId: query.orderId };
}

const repaymentCall =
  (endpoint: 'loanPlayDetail' | 'loanPlayDelayDetail'): FirstCall =>
  (query) => {
    const ids = { productId: readQuery(query, 'productId'), orderId: readQuery(query, 'orderId') };
    return ids.orderId ? { endpoint, params: repaymentParams(ids) } : null;
  };

/** The repayment page's first call: loan-play-detail for the query's order. */
export const repaymentFirst = repaymentCall('loanPlayDetail');

/** The extension page's first call: loan-play-delay-detail for the query's order. */
export const extensionFirst = repaymentCall('loanPlayDelayDetail');
