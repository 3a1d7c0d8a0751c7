import { defineFeature } from '../platform/store/defineFeature';
import { promotionReducer as reducer } from './promotionSlice';
import { promotionSaga as saga } from './promotionSaga';

/**
 * The promotion landing (src/entries/promotion.tsx), an app of its own beside the borrower app: its flow as
 * the store takes it, the slice its routes (promotionRoutes.tsx) inject before a page renders and its
 * sagas. Only the landing runs it: it is not among the app's features (src/app/features.ts). Its texts'
 * namespace is in the landing's own catalog.
 */
export const promotionFeature = defineFeature('promotion', reducer, saga);
