import type { BindCardNewData, CardInitData } from '../../../src/features/bankCard/bankCardSchema';
import { tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import type { Registry } from '../../registry';
import type { ResponseOf, Wire } from '../../responses';
import { DEMO_USER_ID, banksOf, registeredNameOf } from './seed';
import { maskedNumber, nextCardId } from './store';

/** Endpoint-specific scenarios: code 1 with their own message, nothing stored. */
const BANK_CARD_SCENARIOS = {
  cardInit: 'cardInitFail',
  bindCardNew: 'bindCardFail',
} as const;

const MESSAGES = {
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
function luhnValid(digits: string): boolean {
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
const comparableName = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

const HOLDER_NAME = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

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
        banks: banksOf(db.market),
        holderName: registeredNameOf(db.market, userId),
        cards: db.data.boundCards
          .filter((card) => card.userId === userId)
          .map((card) => ({
            id: card.id,
            bankName: card.bankName,
            cardNo: maskedNumber(card.last4),
          })),
      } satisfies Wire<CardInitData>;
      return { json: { code: 0, message: 'success', data } satisfies ResponseOf<'cardInit'> };
    })
    .route('POST', 'bindCardNew', ({ body, query, scenario, lang, db }) => {
      if (scenario === BANK_CARD_SCENARIOS.bindCardNew) return refusal(lang, MESSAGES.bindCardFail);
      const userId = userOf(query);
      const bank = banksOf(db.market).find((b) => b.bankCode === (body.bankCode ?? '').trim());
      const cardNo = (body.cardNo ?? '').trim();
      const holderName = (body.holderName ?? '').trim().replace(/\s+/g, ' ');
      if (!bank) return refusal(lang, MESSAGES.unknownBank);
      if (!/^\d{16}$/.test(cardNo) || !luhnValid(cardNo)) return refusal(lang, MESSAGES.badCardNo);
      if (!HOLDER_NAME.test(holderName) || [...holderName].length > 60)
        return refusal(lang, MESSAGES.badHolder);
      const registered = registeredNameOf(db.market, userId);
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
      return { json: { code: 0, message: 'success', data } satisfies ResponseOf<'bindCardNew'> };
    });
}
