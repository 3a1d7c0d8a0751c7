/** Contract data of POST contract-detail (spec section 3 "Contract data"), inferred from its schema. */
export type { ContractData } from './legalSchema';

export type AgreementKind = 'contract' | 'period';
