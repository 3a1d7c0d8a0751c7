import { legalReducer } from './legalSlice';
import { legalSaga } from './legalSaga';
export { legalReducer, legalActions, selectLegal } from './legalSlice';
export type { LegalState } from './legalSlice';
export { legalSaga } from './legalSaga';
export type { ContractData, AgreementKind } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const legalFeature = {
  slice: { reducerPath: 'legal', reducer: legalReducer },
  saga: legalSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/legal.json), loaded with its route. */
  texts: ['legal'],
} as const;
