import type { PromotionState } from './promotionSlice';
import type { TrackVisitRequest } from './types';

/**
 * The tracking query of spec section 7: track-visit's fields (page_id the template id, page_type 1),
 * which track-click sends again with the phone; links_id and down_id when the channel link had them.
 */
export function trackingQuery(state: PromotionState): TrackVisitRequest {
  const { query } = state;
  return {
    page_id: query.id,
    user_from: query.userFrom,
    client_type: state.clientType,
    page_type: 1,
    utm_tag: query.utmTag,
    app_from: query.appFrom,
    ...(query.linksId !== '' ? { links_id: query.linksId } : {}),
    ...(query.downId !== '' ? { down_id: query.downId } : {}),
  };
}
