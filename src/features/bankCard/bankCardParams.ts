import type { Params } from '../../platform/api/types';
import type { CardInitRequest } from './types';

/**
 * card-init's body: the orderId only when the page has one. Shared by the api call and the page's early
 * request (src/app/firstRequests.ts), so the two cannot differ; no schema here, the early script
 * imports it.
 */
export function cardInitParams(body: CardInitRequest): Params {
  return body.orderId ? { orderId: body.orderId } : {};
}
