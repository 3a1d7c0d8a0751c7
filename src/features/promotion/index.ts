import { promotionReducer } from './promotionSlice';
import { promotionSaga } from './promotionSaga';
export {
  promotionActions,
  promotionReducer,
  selectPromotion,
  initialPromotionState,
} from './promotionSlice';
export type { PromotionState } from './promotionSlice';
export { promotionSaga } from './promotionSaga';
export type { PromotionPage, PromotionQuery } from './types';

/** What the landing's store takes: the slice its routes inject before a page renders, and its flows. */
export const promotionFeature = {
  slice: { reducerPath: 'promotion', reducer: promotionReducer },
  saga: promotionSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/promotion.json), in the landing's own catalog. */
  texts: ['promotion'],
} as const;
