export { legalReducer, legalActions, selectLegal } from './legalSlice';
export type { LegalState } from './legalSlice';
export { legalSaga } from './legalSaga';
export { maskCardNumber } from './maskCard';
export type { ContractData, AgreementKind } from './types';
