import { defineFeature } from '../../platform/store/defineFeature';
import { legalReducer as reducer } from './legalSlice';
import { legalSaga as saga } from './legalSaga';
export type { ContractData } from './legalSchema';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const legalFeature = defineFeature('legal', reducer, saga);
