import type { BindCardNewData, CardInitData } from '../../src/features/bankCard/types';
import type { GeneralEnvelope } from '../../src/platform/api/types';
import type { Registry } from '../api';
import { tr } from '../i18n';
import type { Lang, Text } from '../i18n';
import type { Wire } from '../responses';
import { logoDataUrl } from './bankCard/logos';
import type { Mark } from './bankCard/logos';
import { DEMO_USER_ID, maskedNumber, nextCardId } from './bankCard/store';
import type { Rgb } from './complaints/png';

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

/** Endpoint-specific scenarios: code 1 with their own message, nothing stored. */
export const BANK_CARD_SCENARIOS = {
  cardInit: 'cardInitFail',
  bindCardNew: 'bindCardFail',
} as const;

export const MESSAGES = {
  cardInitFail: {
    es: 'No se pudo consultar la lista de bancos, inténtelo más tarde',
    en: 'The list of banks could not be retrieved, please try again later',
  },
  bindCardFail: {
    es: 'El banco no respondió, su tarjeta no se vinculó. Inténtelo más tarde',
    en: 'The bank did not answer, your card was not linked. Please try again later',
  },
  unknownBank: { es: 'Banco no reconocido', en: 'Unknown bank' },
  badCardNo: { es: 'Número de tarjeta inválido', en: 'Invalid card number' },
  badHolder: { es: 'Nombre del titular inválido', en: 'Invalid cardholder name' },
  holderMismatch: {
    es: 'El titular de la tarjeta no coincide con su nombre registrado',
    en: 'The cardholder does not match your registered name',
  },
  alreadyBound: { es: 'Esta tarjeta ya está vinculada', en: 'This card is already linked' },
} satisfies Record<string, Text>;

/** The Luhn (mod 10) check of ISO/IEC 7812. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A name compared as a person reads it: no accents, any case, single spaces. */
export const comparableName = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

const HOLDER_NAME = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

/** The general envelope as the client's schema reads it (server/responses.ts types each handler's answer with the same). */
type Answer<T> = GeneralEnvelope<Wire<T>>;

const refusal = (lang: Lang, text: Text, code = 1) => ({
  json: { code, message: tr(lang, text), data: null },
});

/** The user a call is for: the session's userId, else the demo's user. */
const userOf = (query: URLSearchParams): string => query.get('userId')?.trim() || DEMO_USER_ID;

/**
 * The bind-card group (general envelope, code 0 = success), wire contract designed here (the spec hides
 * it): card-init `{ orderId? }` -> banks, the registered holder name, the user's bound cards (masked);
 * bind-card-new `{ bankCode, cardNo, holderName, orderId? }` -> the new card (masked), persisted per user
 * in DATA_FILE (last 4 digits and a keyed hash, never the number). Refusals: code 1 for a bad field or an
 * unknown bank, 2 a holder who is not the registered borrower, 3 a card the user already bound.
 */
export function bankCardRoutes(registry: Registry): Registry {
  return registry
    .route('POST', 'cardInit', ({ query, scenario, lang, db }) => {
      if (scenario === BANK_CARD_SCENARIOS.cardInit) return refusal(lang, MESSAGES.cardInitFail);
      const userId = userOf(query);
      const data = {
        banks: BANKS,
        holderName: REGISTERED_NAMES[userId] ?? '',
        cards: db.data.boundCards
          .filter((card) => card.userId === userId)
          .map((card) => ({
            id: card.id,
            bankName: card.bankName,
            cardNo: maskedNumber(card.last4),
          })),
      } satisfies Wire<CardInitData>;
      return { json: { code: 0, message: 'success', data } satisfies Answer<CardInitData> };
    })
    .route('POST', 'bindCardNew', ({ body, query, scenario, lang, db }) => {
      if (scenario === BANK_CARD_SCENARIOS.bindCardNew) return refusal(lang, MESSAGES.bindCardFail);
      const userId = userOf(query);
      const bank = BANKS.find((b) => b.bankCode === (body.bankCode ?? '').trim());
      const cardNo = (body.cardNo ?? '').trim();
      const holderName = (body.holderName ?? '').trim().replace(/\s+/g, ' ');
      if (!bank) return refusal(lang, MESSAGES.unknownBank);
      if (!/^\d{16}$/.test(cardNo) || !luhnValid(cardNo)) return refusal(lang, MESSAGES.badCardNo);
      if (!HOLDER_NAME.test(holderName) || [...holderName].length > 60)
        return refusal(lang, MESSAGES.badHolder);
      const registered = REGISTERED_NAMES[userId] ?? '';
      if (registered && comparableName(registered) !== comparableName(holderName))
        return refusal(lang, MESSAGES.holderMismatch, 2);
      const cardHash = db.cardHash(userId, cardNo);
      const mine = db.data.boundCards.filter((card) => card.userId === userId);
      if (mine.some((card) => card.cardHash === cardHash))
        return refusal(lang, MESSAGES.alreadyBound, 3);
      const id = nextCardId(db.data.boundCards);
      const last4 = cardNo.slice(-4);
      db.update((d) => {
        d.boundCards.push({
          userId,
          id,
          bankCode: bank.bankCode,
          bankName: bank.bankName,
          last4,
          cardHash,
        });
      });
      const data = {
        cardId: id,
        bankName: bank.bankName,
        cardNo: maskedNumber(last4),
      } satisfies Wire<BindCardNewData>;
      return { json: { code: 0, message: 'success', data } satisfies Answer<BindCardNewData> };
    });
}
