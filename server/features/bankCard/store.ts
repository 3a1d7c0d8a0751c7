import { createHash } from 'node:crypto';

/**
 * Bound cards as the data file keeps them (DbData.boundCards): never the number itself, only its last 4
 * digits and a SHA-256 fingerprint (to refuse a card the user already bound).
 */
export interface StoredBankCard {
  userId: string;
  id: string;
  bankCode: string;
  bankName: string;
  last4: string;
  fingerprint: string;
}

/** The demo's user when a call carries no userId (the test page's account). */
export const DEMO_USER_ID = '1001';

/** A card number's fingerprint (hex SHA-256 of its digits). */
export const fingerprintOf = (cardNo: string): string =>
  createHash('sha256').update(`cuota-demo-card:${cardNo}`).digest('hex');

/** The seeded cards of user 1001 (Luhn-valid test numbers: the same banks and endings as repayment-way). */
export const SEEDED_CARD_NUMBERS = {
  '301': '4152310000071234',
  '302': '5579070000035678',
} as const;

export function seedBoundCards(): StoredBankCard[] {
  return [
    {
      userId: DEMO_USER_ID,
      id: '301',
      bankCode: 'BBVA',
      bankName: 'BBVA',
      last4: '1234',
      fingerprint: fingerprintOf(SEEDED_CARD_NUMBERS['301']),
    },
    {
      userId: DEMO_USER_ID,
      id: '302',
      bankCode: 'SANTANDER',
      bankName: 'Santander',
      last4: '5678',
      fingerprint: fingerprintOf(SEEDED_CARD_NUMBERS['302']),
    },
  ];
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isStoredCard(value: unknown): value is StoredBankCard {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isText(v.userId) &&
    isText(v.id) &&
    isText(v.bankCode) &&
    isText(v.bankName) &&
    isText(v.last4) &&
    /^\d{4}$/.test(v.last4) &&
    isText(v.fingerprint) &&
    /^[0-9a-f]{64}$/.test(v.fingerprint)
  );
}

/** Bound cards as a data file holds them: well-formed entries only; no list at all gives the seed's. */
export function boundCardsFrom(value: unknown): StoredBankCard[] {
  if (!Array.isArray(value)) return seedBoundCards();
  return value.filter(isStoredCard);
}

/** The next card id: one more than the highest numeric id (303 after the seed). */
export function nextCardId(cards: StoredBankCard[]): string {
  const ids = cards.map((card) => Number(card.id)).filter((n) => Number.isSafeInteger(n));
  return String(Math.max(300, ...ids) + 1);
}

/** '**** **** **** 1234': how the server shows a bound card's number. */
export const maskedNumber = (last4: string): string => `**** **** **** ${last4}`;
