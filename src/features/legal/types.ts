/** Which agreement the page shows: the contract or the period agreement (one view). */
export type AgreementKind = 'contract' | 'period';
