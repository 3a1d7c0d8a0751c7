import { defineFeature } from '../../platform/store/defineFeature';
import { customerServiceReducer as reducer } from './customerServiceSlice';
import { customerServiceSaga as saga } from './customerServiceSaga';
export { customerServiceActions } from './customerServiceSlice';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const customerServiceFeature = defineFeature('customerService', reducer, saga);
