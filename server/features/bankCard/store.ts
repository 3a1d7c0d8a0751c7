import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Bound cards as the data file keeps them (DbData.boundCards): never the number itself, only its last 4
 * digits and a keyed hash (HMAC-SHA256 of the user and the number, with the server's card hash key) to
 * refuse a card the user already bound. Without the key the hash cannot be checked against guessed
 * numbers (PCI DSS 3.5.1.1). `cardHash` is null for a card migrated from an older data file, whose
 * unkeyed fingerprint was dropped.
 */
export interface StoredBankCard {
  userId: string;
  id: string;
  bankCode: string;
  bankName: string;
  last4: string;
  cardHash: string | null;
}

/** The keyed hash of a user's card number (hex). */
export type CardHasher = (userId: string, cardNo: string) => string;

/** The key file made next to the data file when CARD_HASH_KEY is not set. */
export const CARD_KEY_FILE = 'card-hash.key';
/** The shortest CARD_HASH_KEY taken (e.g. `openssl rand -hex 32` gives 64 characters). */
const MIN_CARD_KEY_LENGTH = 32;

const errorCode = (err: unknown): unknown =>
  typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;

/**
 * The card hash key: CARD_HASH_KEY when set (at least 32 characters), else the random key kept in
 * `<dataDir>/card-hash.key` (64 hex digits, mode 0600), made on first use. A key file others could read
 * gets mode 0600; a file that is not a key stops the server (replacing it would orphan every hash).
 */
export function cardHashKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.CARD_HASH_KEY ?? '';
  if (given !== '') {
    if (given.length < MIN_CARD_KEY_LENGTH) {
      throw new Error(
        `CARD_HASH_KEY must be at least ${MIN_CARD_KEY_LENGTH} characters (e.g. openssl rand -hex 32)`,
      );
    }
    return Buffer.from(given, 'utf8');
  }
  const file = path.join(dataDir, CARD_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const key = `${randomBytes(32).toString('hex')}\n`;
    fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  } catch (err: unknown) {
    if (errorCode(err) !== 'EEXIST') throw err;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) {
    throw new Error(
      `${file} is not a card hash key (64 hex digits); move it away to make a new one`,
    );
  }
  return Buffer.from(text, 'hex');
}

/** HMAC-SHA256 of `<userId>:<number>` with the key: the same card of two users hashes differently. */
export const cardHasher =
  (key: Buffer): CardHasher =>
  (userId, cardNo) =>
    createHmac('sha256', key).update(`${userId}:${cardNo}`).digest('hex');

const isText = (value: unknown): value is string => typeof value === 'string';
const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * One entry of a data file as a card: the current form, or an older one that kept an unkeyed
 * fingerprint (dropped: a card of the seed, `seeded`, gets its keyed hash again, another card none).
 * Else null.
 */
function cardFrom(value: unknown, seeded: StoredBankCard[]): StoredBankCard | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = new Map<string, unknown>(Object.entries(value));
  const [userId, id, bankCode, bankName, last4, cardHash] = [
    'userId',
    'id',
    'bankCode',
    'bankName',
    'last4',
    'cardHash',
  ].map((name) => fields.get(name));
  if (!isText(userId) || !isText(id) || !isText(bankCode) || !isText(bankName)) return null;
  if (!isText(last4) || !/^\d{4}$/.test(last4)) return null;
  const card = { userId, id, bankCode, bankName, last4 };
  if (isText(cardHash) && HEX_64.test(cardHash)) return { ...card, cardHash };
  if (cardHash !== undefined && cardHash !== null) return null;
  const seededCard = seeded.find((s) => s.id === id && s.userId === userId && s.last4 === last4);
  return { ...card, cardHash: seededCard ? seededCard.cardHash : null };
}

/**
 * Bound cards as a data file holds them: well-formed entries only, in the current form (an older
 * file's unkeyed fingerprints are dropped; the seed's cards, `seeded`, get their keyed hash again);
 * null when it has no list (server/db.ts takes the seed's).
 */
export function boundCardsFrom(value: unknown, seeded: StoredBankCard[]): StoredBankCard[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((entry) => {
    const card = cardFrom(entry, seeded);
    return card ? [card] : [];
  });
}

/** The next card id: one more than the highest numeric id (303 after the seed). */
export function nextCardId(cards: StoredBankCard[]): string {
  const ids = cards.map((card) => Number(card.id)).filter((n) => Number.isSafeInteger(n));
  return String(Math.max(300, ...ids) + 1);
}

/** '**** **** **** 1234': how the server shows a bound card's number. */
export const maskedNumber = (last4: string): string => `**** **** **** ${last4}`;
