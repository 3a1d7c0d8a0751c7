import { readQuery, type FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';

/**
 * contract-detail's body. Shared by the api call and the page's early request
 * (the first call below), so the two cannot differ; no schema here, the early script imports it.
 */
export function contractParams(orderNo: string): Params {
  return { orderNo };
}

/** The contract's and the period agreement's first call: contract-detail for the query's orderNo. */
export const contractFirst: FirstCall = (query) => {
  const orderNo = readQuery(query, 'orderNo');
  return orderNo ? { endpoint: 'contractDetail', params: contractParams(orderNo) } : null;
};
