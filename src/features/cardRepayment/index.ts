import { defineFeature } from '../../platform/store/defineFeature';
import { cardRepaymentReducer as reducer } from './cardRepaymentSlice';
import { cardRepaymentSaga as saga } from './cardRepaymentSaga';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const cardRepaymentFeature = defineFeature('cardRepayment', reducer, saga);
