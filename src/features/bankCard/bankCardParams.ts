import { readQuery, type FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';
import type { CardInitRequest } from './types';

/**
 * card-init's body: the orderId only when the page has one. Shared by the api call and the page's early
 * request (the first call below), so the two cannot differ; no schema here, the early script
 * imports it.
 */
export function cardInitParams(body: CardInitRequest): Params {
  return body.orderId ? { orderId: body.orderId } : {};
}

/** The bind-card page's first call: card-init for the query's orderId (none: the page asks all the same). */
export const bindCardFirst: FirstCall = (query) => ({
  endpoint: 'cardInit',
  params: cardInitParams({ orderId: readQuery(query, 'orderId') }),
});
