/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GeneralEnvelope } from '../../src/platform/api/types';
import { Db } from '../../server/db';
import { SEEDED_CARD_NUMBERS } from '../../server/features/bankCard/seed';
import { CARD_KEY_FILE, cardHashKey, cardHasher } from '../../server/features/bankCard/store';
import { form, start, tempDir } from './helpers';

const BIND = '/plays/bind-card/bind-card-new';
const NAME = 'María Fernanda López García';
const NUMBERS = ['4111111111111111', '5555555555554444', ...Object.values(SEEDED_CARD_NUMBERS)];

/** Every unkeyed SHA-256 form of a number a store could have kept (hex and base64). */
function unkeyedHashes(cardNo: string): string[] {
  return [cardNo, `cuota-demo-card:${cardNo}`, `1001:${cardNo}`].flatMap((text) => {
    const digest = createHash('sha256').update(text).digest();
    return [digest.toString('hex'), digest.toString('base64')];
  });
}

const noEnv: NodeJS.ProcessEnv = {};

describe('card hash key', () => {
  it('is made once next to the data file, 64 hex digits with mode 0600, and kept', () => {
    const dir = tempDir();
    const first = cardHashKey(dir, noEnv);
    const file = path.join(dir, CARD_KEY_FILE);
    expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(cardHashKey(dir, noEnv).equals(first)).toBe(true);
    expect(cardHashKey(tempDir(), noEnv).equals(first)).toBe(false);
  });

  it('tightens a key file others can read, and refuses one that is not a key', () => {
    const dir = tempDir();
    const file = path.join(dir, CARD_KEY_FILE);
    fs.writeFileSync(file, `${'ab'.repeat(32)}\n`, { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(cardHashKey(dir, noEnv).toString('hex')).toBe('ab'.repeat(32));
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.writeFileSync(file, 'not a key');
    expect(() => cardHashKey(dir, noEnv)).toThrow(/not a card hash key/);
  });

  it('comes from CARD_HASH_KEY when set (no file made); a short one is refused', () => {
    const dir = tempDir();
    const key = 'k'.repeat(40);
    expect(cardHashKey(dir, { CARD_HASH_KEY: key }).toString('utf8')).toBe(key);
    expect(fs.existsSync(path.join(dir, CARD_KEY_FILE))).toBe(false);
    expect(() => cardHashKey(dir, { CARD_HASH_KEY: 'short' })).toThrow(/at least 32/);
  });

  it('hashes per user with the key: HMAC-SHA256, never the plain SHA-256', () => {
    const hash = cardHasher(Buffer.from('k'.repeat(40)));
    const other = cardHasher(Buffer.from('j'.repeat(40)));
    const cardNo = NUMBERS[0];
    expect(hash('1001', cardNo)).toMatch(/^[0-9a-f]{64}$/);
    expect(hash('1001', cardNo)).not.toBe(hash('2002', cardNo));
    expect(hash('1001', cardNo)).not.toBe(other('1001', cardNo));
    expect(unkeyedHashes(cardNo)).not.toContain(hash('1001', cardNo));
  });
});

describe('bound cards in the data file', () => {
  it('hold no card number and no unkeyed hash of one after binding', async () => {
    const srv = await start();
    try {
      for (const [userId, cardNo] of [
        ['1001', NUMBERS[0]],
        ['2002', NUMBERS[1]],
        ['2002', NUMBERS[0]],
      ]) {
        const res = await fetch(
          `${srv.url}${BIND}?userId=${userId}`,
          form({ bankCode: 'BANORTE', cardNo, holderName: NAME }),
        );
        expect(((await res.json()) as GeneralEnvelope<unknown>).code).toBe(0);
      }
      const text = fs.readFileSync(path.join(srv.dir, 'data', 'db.json'), 'utf8');
      for (const cardNo of NUMBERS) {
        expect(text).not.toContain(cardNo);
        expect(text).not.toContain(cardNo.slice(0, 12));
        for (const unkeyed of unkeyedHashes(cardNo)) expect(text).not.toContain(unkeyed);
      }
      expect(text).not.toContain('fingerprint');
      const key = fs.readFileSync(path.join(srv.dir, 'data', CARD_KEY_FILE), 'utf8').trim();
      expect(text).not.toContain(key);
      // The same card bound by two users is not linkable in the file.
      const { boundCards } = JSON.parse(text) as { boundCards: { cardHash: string }[] };
      expect(new Set(boundCards.map((c) => c.cardHash)).size).toBe(boundCards.length);
    } finally {
      await srv.close();
    }
  });

  it('an older file with unkeyed fingerprints loads, is rewritten without them, and still refuses the seeded cards', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'data', 'db.json');
    const legacy = (userId: string, id: string, bank: string, cardNo: string) => ({
      userId,
      id,
      bankCode: bank.toUpperCase(),
      bankName: bank,
      last4: cardNo.slice(-4),
      fingerprint: createHash('sha256').update(`cuota-demo-card:${cardNo}`).digest('hex'),
    });
    const cards = [
      legacy('1001', '301', 'BBVA', SEEDED_CARD_NUMBERS['301']),
      legacy('1001', '302', 'Santander', SEEDED_CARD_NUMBERS['302']),
      legacy('2002', '303', 'Banorte', NUMBERS[0]),
    ];
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify({ version: 1, customerService: { phone: '1' }, boundCards: cards }),
    );
    const db = Db.load(file, noEnv);
    expect(db.data.boundCards.map((c) => [c.id, c.last4, c.cardHash])).toEqual([
      ['301', '1234', db.cardHash('1001', SEEDED_CARD_NUMBERS['301'])],
      ['302', '5678', db.cardHash('1001', SEEDED_CARD_NUMBERS['302'])],
      ['303', '1111', null],
    ]);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('fingerprint');
    for (const card of cards) expect(text).not.toContain(card.fingerprint);

    const srv = await start({ dataFile: file }, dir);
    try {
      const again = await fetch(
        `${srv.url}${BIND}?userId=1001&languageType=1`,
        form({ bankCode: 'BBVA', cardNo: SEEDED_CARD_NUMBERS['301'], holderName: NAME }),
      );
      expect(await again.json()).toEqual({
        code: 3,
        message: 'This card is already linked',
        data: null,
      });
    } finally {
      await srv.close();
    }
  });
});
