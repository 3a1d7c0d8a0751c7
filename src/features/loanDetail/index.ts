import { defineFeature } from '../../platform/store/defineFeature';
import { loanDetailReducer as reducer } from './loanDetailSlice';
import { loanDetailSaga as saga } from './loanDetailSaga';
export { statusView } from './statusView';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const loanDetailFeature = defineFeature('loanDetail', reducer, saga);
