import type { BankCard } from '../../../src/features/cardRepayment/types';
import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';

/** The two bound cards every order offers (the full numbers stay on the server side of the demo). */
export const DEMO_CARDS: BankCard[] = [
  { id: '301', bankName: 'BBVA', cardNo: '4152313412341234', bankCode: 'BBVA' },
  { id: '302', bankName: 'Santander', cardNo: '5579070012345678', bankCode: 'SANTANDER' },
];

/** India's (MARKET=IN): the same ids, Indian banks. */
export const IN_DEMO_CARDS: BankCard[] = INDIA.cards.map(
  ({ id, bankName, bankCode, repaymentNo }) => ({ id, bankName, cardNo: repaymentNo, bankCode }),
);

/** The cards of the served market. */
export const demoCardsOf = (market: MarketCode): BankCard[] =>
  byMarket(market, DEMO_CARDS, IN_DEMO_CARDS);
