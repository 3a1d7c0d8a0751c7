import type { FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';
import type { InstructionsQuery, InstructionsQueryParams } from './types';

/*
 * The page's query and generate-vcode's body. Shared by the page's slice and api call and the page's
 * early request (the first call below), so they cannot differ; no schema here, the early script
 * imports it.
 */

const clean = (value: string | null): string => (value ?? '').trim();

/**
 * Validates the page's query (not a server answer): orderId and payCode are required and requestType must
 * be 1 or 2. Null when the page cannot ask for instructions.
 */
export function parseInstructionsQuery(params: InstructionsQueryParams): InstructionsQuery | null {
  const orderId = clean(params.orderId);
  const payCode = clean(params.payCode);
  const requestType = clean(params.requestType);
  if (!orderId || !payCode || (requestType !== '1' && requestType !== '2')) return null;
  return {
    productId: clean(params.productId),
    orderId,
    amount: clean(params.amount),
    payCode,
    requestType: requestType === '1' ? 1 : 2,
  };
}

/** generate-vcode's body for a valid query (requestType as the number 1 or 2). */
export function instructionsParams(query: InstructionsQuery): Params {
  return {
    productId: query.productId,
    orderId: query.orderId,
    amount: query.amount,
    payCode: query.payCode,
    requestType: query.requestType,
  };
}

/** The instructions page's first call: generate-vcode for a valid query. */
export const instructionsFirst: FirstCall = (query) => {
  const valid = parseInstructionsQuery({
    productId: query.get('productId'),
    orderId: query.get('orderId'),
    amount: query.get('amount'),
    payCode: query.get('payCode'),
    requestType: query.get('requestType'),
  });
  return valid ? { endpoint: 'generateVcode', params: instructionsParams(valid) } : null;
};
