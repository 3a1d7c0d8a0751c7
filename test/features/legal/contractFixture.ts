import type { ContractData } from '../../../src/features/legal';

export const contractFixture: ContractData = {
  userName: 'María López Hernández',
  productName: 'Cuota Rápida',
  amount: 300000,
  bankNo: '4152313800001234',
  daiDate: '2026-11-01',
  planDate: '2026-11-15',
  contractAmount: 315050,
  commission: 9000,
  Interest: 4050,
  IVA: 2000,
  giveAmount: 289000,
  userAddress: 'Av. Reforma 100, Ciudad de México',
  contractDate: '2026-11-01',
  company: 'Financiera Cuota S.A. de C.V.',
};
