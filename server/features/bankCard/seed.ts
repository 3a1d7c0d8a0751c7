import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';
import type { Rgb } from '../../png';
import { logoDataUrl } from './logos';
import type { Mark } from './logos';
import type { CardHasher, StoredBankCard } from './store';

/** The demo's user when a call carries no userId (the test page's account). */
export const DEMO_USER_ID = '1001';

/** A bank card-init offers: its code, its name, and its logo's colour and mark (drawn in memory). */
type BankRow = [bankCode: string, bankName: string, colour: Rgb, mark: Mark];

/** The banks card-init offers (Mexican banks), each with its logo drawn in memory as a data: URL. */
const BANK_ROWS: BankRow[] = [
  ['BBVA', 'BBVA', [0, 68, 129], 'bar'],
  ['BANORTE', 'Banorte', [235, 0, 41], 'chevron'],
  ['SANTANDER', 'Santander', [236, 0, 0], 'drop'],
  ['BANAMEX', 'Citibanamex', [5, 109, 174], 'ring'],
  ['HSBC', 'HSBC', [219, 0, 17], 'hexagon'],
  ['SCOTIABANK', 'Scotiabank', [204, 17, 26], 'diamond'],
  ['AZTECA', 'Banco Azteca', [0, 122, 61], 'stripes'],
  ['BANCOPPEL', 'BanCoppel', [0, 74, 152], 'dots'],
];

/** India's (MARKET=IN); the seeded cards' SBI and HDFC among them. */
const IN_BANK_ROWS: BankRow[] = [
  ['SBI', 'State Bank of India', [40, 167, 225], 'ring'],
  ['HDFC', 'HDFC Bank', [0, 76, 143], 'bar'],
  ['ICICI', 'ICICI Bank', [174, 40, 46], 'drop'],
  ['AXIS', 'Axis Bank', [151, 20, 77], 'chevron'],
  ['KOTAK', 'Kotak Mahindra Bank', [237, 28, 36], 'hexagon'],
  ['PNB', 'Punjab National Bank', [162, 30, 56], 'diamond'],
  ['BOB', 'Bank of Baroda', [244, 111, 33], 'stripes'],
  ['CANARA', 'Canara Bank', [0, 114, 188], 'dots'],
];

const banksFrom = (rows: BankRow[]) =>
  rows.map(([bankCode, bankName, colour, mark]) => ({
    bankCode,
    bankName,
    logo: logoDataUrl(colour, mark),
  }));

export const BANKS = banksFrom(BANK_ROWS);
/** India's banks (MARKET=IN). */
const IN_BANKS = banksFrom(IN_BANK_ROWS);
/** The banks of the served market. */
export const banksOf = (market: MarketCode) => byMarket(market, BANKS, IN_BANKS);

/** The name each demo user registered with (a user not listed has none: card-init's holderName is ''). */
const REGISTERED_NAMES: Record<string, string> = {
  [DEMO_USER_ID]: 'María Fernanda López García',
};

/** The name `userId` registered with in the served market ('' for a user not listed). */
export const registeredNameOf = (market: MarketCode, userId: string): string =>
  userId === DEMO_USER_ID
    ? byMarket(market, REGISTERED_NAMES[DEMO_USER_ID], INDIA.borrower.name)
    : (REGISTERED_NAMES[userId] ?? '');

/** The seeded cards of user 1001 (Luhn-valid test numbers: the same banks and endings as repayment-way). */
export const SEEDED_CARD_NUMBERS = {
  '301': '4152310000071234',
  '302': '5579070000035678',
} as const;

interface SeededRow {
  id: string;
  bankCode: string;
  bankName: string;
  cardNo: string;
}

const SEEDED_ROWS: SeededRow[] = [
  { id: '301', bankCode: 'BBVA', bankName: 'BBVA', cardNo: SEEDED_CARD_NUMBERS['301'] },
  { id: '302', bankCode: 'SANTANDER', bankName: 'Santander', cardNo: SEEDED_CARD_NUMBERS['302'] },
];

const IN_SEEDED_ROWS: SeededRow[] = INDIA.cards.map(({ id, bankCode, bankName, boundNo }) => ({
  id,
  bankCode,
  bankName,
  cardNo: boundNo,
}));

/** The bound cards of the seed (DbData.boundCards), hashed with the server's card hash key. */
export function seedBoundCards(hash: CardHasher, market: MarketCode = 'MX'): StoredBankCard[] {
  return byMarket(market, SEEDED_ROWS, IN_SEEDED_ROWS).map(({ cardNo, ...row }) => ({
    userId: DEMO_USER_ID,
    ...row,
    last4: cardNo.slice(-4),
    cardHash: hash(DEMO_USER_ID, cardNo),
  }));
}
