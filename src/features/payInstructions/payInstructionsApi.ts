import type { ApiClient } from '../../platform/api/types';
import { instructionsSchema } from './payInstructionsSchema';
import type { InstructionsQuery, InstructionsQueryParams } from './types';

/** POST /v3/loan-details/generate-vcode (spec section 7); the answer is checked by instructionsSchema. */
export function fetchInstructions(api: ApiClient, query: InstructionsQuery) {
  return api.post('generateVcode', instructionsSchema, {
    productId: query.productId,
    orderId: query.orderId,
    amount: query.amount,
    payCode: query.payCode,
    requestType: query.requestType,
  });
}

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

// Practical address syntax: no characters that would change the meaning of a mailto: URL (?, #, %, &).
const EMAIL =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** True for a syntactically valid single address (the only kind that becomes a mailto: link). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
