import { defineFeature } from '../../platform/store/defineFeature';
import { loanConfirmReducer as reducer } from './loanConfirmSlice';
import { loanConfirmSaga as saga } from './loanConfirmSaga';
export { loanConfirmActions } from './loanConfirmSlice';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const loanConfirmFeature = defineFeature('loanConfirm', reducer, saga);
