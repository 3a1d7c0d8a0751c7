import type { FirstCall } from '../../platform/api/firstCall';
import type { Params } from '../../platform/api/types';

/**
 * get-whatsapp's body (spec section 7: overall=30). Shared by the api call and the page's early request
 * (the first call below), so the two cannot differ; no schema here, the early script imports it.
 */
export function customerServiceParams(): Params {
  return { overall: 30 };
}

/** The customer service page's first call: get-whatsapp. */
export const customerServiceFirst: FirstCall = () => ({
  endpoint: 'getWhatsapp',
  params: customerServiceParams(),
});
