import { defineFeature } from '../../platform/store/defineFeature';
import { bankCardReducer as reducer } from './bankCardSlice';
import { bankCardSaga as saga } from './bankCardSaga';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const bankCardFeature = defineFeature('bankCard', reducer, saga);
