// Slice and saga only: the page's components and texts load with its route chunk, not with the app.
import { defineFeature } from '../../platform/store/defineFeature';
import { devtoolsReducer as reducer } from './devtoolsSlice';
import { devtoolsSaga as saga } from './devtoolsSaga';
export { devtoolsActions, selectDevtools } from './devtoolsSlice';

/**
 * What the app's store takes (its slice and flows), by one name. Its texts load with its route in
 * devtools builds (src/i18n/loadMessages.ts); production has none.
 */
export const devtoolsFeature = defineFeature('devtools', reducer, saga);
