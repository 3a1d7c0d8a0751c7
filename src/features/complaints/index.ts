import { defineFeature } from '../../platform/store/defineFeature';
import { complaintsReducer as reducer } from './complaintsSlice';
import { complaintsSaga as saga } from './complaintsSaga';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const complaintsFeature = defineFeature('complaints', reducer, saga);
