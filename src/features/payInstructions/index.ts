import { defineFeature } from '../../platform/store/defineFeature';
import { payInstructionsReducer as reducer } from './payInstructionsSlice';
import { payInstructionsSaga as saga } from './payInstructionsSaga';

/** What the app's store takes (its slice and flows) and the texts its route loads, by one name. */
export const payInstructionsFeature = defineFeature('payInstructions', reducer, saga);
