/** Contract data of POST contract-detail (spec section 3 "Contract data"). */
export interface ContractData {
  userName: string;
  productName: string;
  amount: string | number;
  /** Full card number from the server; only ever shown masked. */
  bankNo: string;
  /** Lender payment date. */
  daiDate: string | number;
  /** Repayment date. */
  planDate: string | number;
  contractAmount: string | number;
  commission: string | number;
  Interest: string | number;
  IVA: string | number;
  /** Received amount. */
  giveAmount: string | number;
  userAddress: string;
  contractDate: string | number;
  company: string;
}

export type AgreementKind = 'contract' | 'period';
