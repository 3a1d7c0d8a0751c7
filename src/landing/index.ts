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

/**
 * The promotion landing (src/entries/promotion.tsx), an app of its own beside the borrower app: its flow as
 * the store takes it, the slice its routes (promotionRoutes.tsx) inject before a page renders and its
 * sagas. Only the landing runs it: it is not among the app's features (src/app/features.ts).
 */
export const promotionFeature = {
  slice: { reducerPath: 'promotion', reducer: promotionReducer },
  saga: promotionSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/promotion.json), in the landing's own catalog. */
  texts: ['promotion'],
} as const;
