import type { Rgb } from '../../png';
import { logoDataUrl } from './logos';
import type { Mark } from './logos';
import type { CardHasher, StoredBankCard } from './store';

/** The demo's user when a call carries no userId (the test page's account). */
export const DEMO_USER_ID = '1001';

/** The banks card-init offers (Mexican banks), each with its logo drawn in memory as a data: URL. */
const BANK_ROWS: [bankCode: string, bankName: string, colour: Rgb, mark: Mark][] = [
  ['BBVA', 'BBVA', [0, 68, 129], 'bar'],
  ['BANORTE', 'Banorte', [235, 0, 41], 'chevron'],
  ['SANTANDER', 'Santander', [236, 0, 0], 'drop'],
  ['BANAMEX', 'Citibanamex', [5, 109, 174], 'ring'],
  ['HSBC', 'HSBC', [219, 0, 17], 'hexagon'],
  ['SCOTIABANK', 'Scotiabank', [204, 17, 26], 'diamond'],
  ['AZTECA', 'Banco Azteca', [0, 122, 61], 'stripes'],
  ['BANCOPPEL', 'BanCoppel', [0, 74, 152], 'dots'],
];

export const BANKS = BANK_ROWS.map(([bankCode, bankName, colour, mark]) => ({
  bankCode,
  bankName,
  logo: logoDataUrl(colour, mark),
}));

/** The name each demo user registered with (a user not listed has none: card-init's holderName is ''). */
export const REGISTERED_NAMES: Record<string, string> = {
  [DEMO_USER_ID]: 'María Fernanda López García',
};

/** The seeded cards of user 1001 (Luhn-valid test numbers: the same banks and endings as repayment-way). */
export const SEEDED_CARD_NUMBERS = {
  '301': '4152310000071234',
  '302': '5579070000035678',
} as const;

const SEEDED_ROWS = [
  { id: '301', bankCode: 'BBVA', bankName: 'BBVA', cardNo: SEEDED_CARD_NUMBERS['301'] },
  { id: '302', bankCode: 'SANTANDER', bankName: 'Santander', cardNo: SEEDED_CARD_NUMBERS['302'] },
];

/** The bound cards of the seed (DbData.boundCards), hashed with the server's card hash key. */
export function seedBoundCards(hash: CardHasher): StoredBankCard[] {
  return SEEDED_ROWS.map(({ cardNo, ...row }) => ({
    userId: DEMO_USER_ID,
    ...row,
    last4: cardNo.slice(-4),
    cardHash: hash(DEMO_USER_ID, cardNo),
  }));
}
