import { defineFeature } from '../../platform/store/defineFeature';
import { repaymentReducer as reducer } from './repaymentSlice';
import { repaymentSaga as saga } from './repaymentSaga';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const repaymentFeature = defineFeature('repayment', reducer, saga);
