import { readQuery, type FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';

/**
 * loan-detail-confirm's body: productId, and isType=1 when the offer is asked again (the page's query
 * isType=1, or the server's pop). Shared by the api call and the page's early request
 * (the first call below), so the two cannot differ; no schema here, the early script imports it.
 */
export function confirmOfferParams(productId: string, reload: boolean): Params {
  return reload ? { productId, isType: 1 } : { productId };
}

/** The confirmation's first call: loan-detail-confirm for the query's productId (isType=1: a reload). */
export const confirmFirst: FirstCall = (query) => {
  const productId = readQuery(query, 'productId');
  if (!productId) return null;
  const reload = query.get('isType') === '1';
  return { endpoint: 'loanDetailConfirm', params: confirmOfferParams(productId, reload) };
};
