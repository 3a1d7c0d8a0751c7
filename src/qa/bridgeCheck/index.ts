// Slice and saga only: the page's components and texts load with its route chunk (devtools builds).
import { defineFeature } from '../../platform/store/defineFeature';
import { bridgeCheckReducer as reducer } from './bridgeCheckSlice';
import { bridgeCheckSaga as saga } from './bridgeCheckSaga';

/**
 * The bridge conformance page's feature (issue 28): the slice its route injects before the page renders,
 * and its flows. Its texts load with its route in devtools builds only (src/i18n/loadMessages.ts).
 */
export const bridgeCheckFeature = defineFeature('bridgeCheck', reducer, saga);
