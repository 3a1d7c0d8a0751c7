import fs from 'node:fs';
import path from 'node:path';
import type { CustomerServiceInfo } from '../src/features/customerService/types';
import { seedBoundCards } from './features/bankCard/seed';
import { boundCardsFrom, cardHasher, cardHashKey } from './features/bankCard/store';
import type { CardHasher, StoredBankCard } from './features/bankCard/store';
import { seedComplaints } from './features/complaints/seed';
import { complaintsFrom } from './features/complaints/store';
import type { StoredComplaint } from './features/complaints/store';
import { seedCustomerService } from './features/customerService/seed';
import { seedRegisteredPhones } from './features/promotion/seed';
import { registeredPhonesFrom } from './features/promotion/store';

/**
 * Everything the demo backend remembers. Add fields here (and to `seed()`) as endpoints arrive: each
 * feature keeps the form of its part in `server/features/<name>/store.ts` and its seed rows in `seed.ts`.
 */
export interface DbData {
  version: 1;
  customerService: CustomerServiceInfo;
  /** The user's complaints (server/features/complaints/). */
  complaints: StoredComplaint[];
  /** Phones registered on the promotion landing (server/features/promotion/). */
  registeredPhones: string[];
  /** Bank cards bound per user (server/features/bankCard/): last 4 digits and a keyed hash. */
  boundCards: StoredBankCard[];
}

/** The seed; its cards' hashes are keyed with the server's card hash key (`db.cardHash`). */
export function seed(cardHash: CardHasher): DbData {
  return {
    version: 1,
    customerService: seedCustomerService(),
    complaints: seedComplaints(),
    registeredPhones: seedRegisteredPhones(),
    boundCards: seedBoundCards(cardHash),
  };
}

/** Uploaded images live next to the data file: `<dirname(dataFile)>/uploads/`. */
export const uploadsDirOf = (dataFile: string): string =>
  path.join(path.dirname(dataFile), 'uploads');

function isDbData(value: unknown): value is DbData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<DbData>;
  return v.version === 1 && typeof v.customerService === 'object' && v.customerService !== null;
}

/**
 * A JSON file database: read once, written atomically (temp file + rename) on every save. Card numbers
 * are hashed with a key that never enters the file: CARD_HASH_KEY, else `card-hash.key` (mode 0600)
 * next to it.
 */
export class Db {
  data: DbData;

  private constructor(
    readonly file: string,
    data: DbData,
    /** The keyed hash of a user's card number (server/features/bankCard/store.ts). */
    readonly cardHash: CardHasher,
  ) {
    this.data = data;
  }

  /**
   * Opens `file`; a missing or corrupt file is (re)created from the seed. A file in an older form
   * (cards with an unkeyed fingerprint) is rewritten at once in the current one.
   */
  static load(file: string, env: NodeJS.ProcessEnv = process.env): Db {
    const cardHash = cardHasher(cardHashKey(path.dirname(file), env));
    let data: DbData | null = null;
    let stale = false;
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      // Fields a file lacks (written before they existed) come from the seed.
      if (isDbData(parsed)) {
        const seeded = seed(cardHash);
        data = {
          ...seeded,
          ...parsed,
          complaints: complaintsFrom(parsed.complaints) ?? seeded.complaints,
          registeredPhones:
            registeredPhonesFrom(parsed.registeredPhones) ?? seeded.registeredPhones,
          boundCards: boundCardsFrom(parsed.boundCards, seeded.boundCards) ?? seeded.boundCards,
        };
        stale = JSON.stringify(parsed.boundCards) !== JSON.stringify(data.boundCards);
      }
    } catch {
      data = null;
    }
    const db = new Db(file, data ?? seed(cardHash), cardHash);
    if (!data || stale) db.save();
    return db;
  }

  /** Where uploaded images are stored (served at /uploads/<name>). */
  get uploadsDir(): string {
    return uploadsDirOf(this.file);
  }

  save(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(this.data, null, 2)}\n`);
    fs.renameSync(tmp, this.file);
  }

  /** Applies a mutation and persists it. */
  update(mutate: (data: DbData) => void): void {
    mutate(this.data);
    this.save();
  }

  /** Restores the seed and persists it. */
  reset(): void {
    this.data = seed(this.cardHash);
    this.save();
  }
}
