import { defineFeature } from '../../platform/store/defineFeature';
import { complaintHistoryReducer as reducer } from './complaintHistorySlice';
import { complaintHistorySaga as saga } from './complaintHistorySaga';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const complaintHistoryFeature = defineFeature('complaintHistory', reducer, saga);
