import type { BankCard } from '../../../src/features/cardRepayment/types';

/** The two bound cards every order offers (the full numbers stay on the server side of the demo). */
export const DEMO_CARDS: BankCard[] = [
  { id: '301', bankName: 'BBVA', cardNo: '4152313412341234', bankCode: 'BBVA' },
  { id: '302', bankName: 'Santander', cardNo: '5579070012345678', bankCode: 'SANTANDER' },
];
