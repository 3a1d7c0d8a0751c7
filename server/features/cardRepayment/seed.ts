import type { BankCard } from '../../../src/features/cardRepayment/cardRepaymentSchema';
import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';

/**
 * The two bound cards every order offers, their numbers masked as the demo hands them out: the first 6
 * and last 4 digits, as PCI DSS allows to show. The demo knows no full number of them: repayment-commit
 * takes a card by its id and this masked value back.
 */
export const DEMO_CARDS: BankCard[] = [
  { id: '301', bankName: 'BBVA', cardNo: '415231******1234', bankCode: 'BBVA' },
  { id: '302', bankName: 'Santander', cardNo: '557907******5678', bankCode: 'SANTANDER' },
];

/** India's (MARKET=IN): the same ids, Indian banks. */
export const IN_DEMO_CARDS: BankCard[] = INDIA.cards.map(
  ({ id, bankName, bankCode, repaymentMasked }) => ({
    id,
    bankName,
    cardNo: repaymentMasked,
    bankCode,
  }),
);

/** The cards of the served market. */
export const demoCardsOf = (market: MarketCode): BankCard[] =>
  byMarket(market, DEMO_CARDS, IN_DEMO_CARDS);
