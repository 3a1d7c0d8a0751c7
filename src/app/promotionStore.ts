import { combineReducers, type Middleware } from '@reduxjs/toolkit';
import type { SagaContext } from '../platform/context';
import { uiReducer } from '../ui/uiSlice';
import { uiSaga } from '../ui/uiSaga';
import { buildStore } from './storeCore';

/** The promotion landing's store: only what its screens use, so its entry stays lean. */
export const promotionReducer = combineReducers({ ui: uiReducer });

export function setupPromotionStore(options: { context: SagaContext; middleware?: Middleware[] }) {
  return buildStore(promotionReducer, uiSaga, options);
}
