import type { ContractData } from '../../../src/features/legal';

export const contractFixture: ContractData = {
  userName: 'María López Hernández',
  productName: 'Cuota Rápida',
  amount: 3000,
  bankNo: '4152313800001234',
  daiDate: '2026-11-01',
  planDate: '2026-11-15',
  contractAmount: 3150.5,
  commission: 90,
  Interest: 40.5,
  IVA: 20,
  giveAmount: 2890,
  userAddress: 'Av. Reforma 100, Ciudad de México',
  contractDate: '2026-11-01',
  company: 'Financiera Cuota S.A. de C.V.',
};
