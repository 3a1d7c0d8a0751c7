import fs from 'node:fs';
import path from 'node:path';
import type { CustomerServiceInfo } from '../src/features/customerService/customerServiceSchema';
import { seedBoundCards } from './features/bankCard/seed';
import { boundCardsFrom, cardHasher, cardHashKey } from './features/bankCard/store';
import type { CardHasher, StoredBankCard } from './features/bankCard/store';
import { seedComplaints } from './features/complaints/seed';
import { complaintsFrom } from './features/complaints/store';
import type { StoredComplaint } from './features/complaints/store';
import { seedCustomerService } from './features/customerService/seed';
import { seedRegisteredPhones } from './features/promotion/seed';
import { registeredPhonesFrom } from './features/promotion/store';
import type { Log } from './log';
import { DEFAULT_MARKET, MARKET_NAMES, isMarketCode } from './market';
import type { MarketCode } from './market';

/**
 * Everything the demo backend remembers. Add fields here (and to `seed()`) as endpoints arrive: each
 * feature keeps the form of its part in `server/features/<name>/store.ts` and its seed rows in `seed.ts`.
 */
export interface DbData {
  version: 1;
  /** The market the data was seeded for (MARKET); a file written before markets is Mexico's. */
  market: MarketCode;
  customerService: CustomerServiceInfo;
  /** The user's complaints (server/features/complaints/). */
  complaints: StoredComplaint[];
  /** Phones registered on the promotion landing (server/features/promotion/). */
  registeredPhones: string[];
  /** Bank cards bound per user (server/features/bankCard/): last 4 digits and a keyed hash. */
  boundCards: StoredBankCard[];
}

/** The market's seed; its cards' hashes are keyed with the server's card hash key (`db.cardHash`). */
export function seed(cardHash: CardHasher, market: MarketCode = DEFAULT_MARKET): DbData {
  return {
    version: 1,
    market,
    customerService: seedCustomerService(market),
    complaints: seedComplaints(market),
    registeredPhones: seedRegisteredPhones(market),
    boundCards: seedBoundCards(cardHash, market),
  };
}

/** The market a data file says it holds: Mexico when it says none (written before markets), else null when unknown. */
function marketOfFile(value: Partial<Record<'market', unknown>>): MarketCode | null {
  if (value.market === undefined) return DEFAULT_MARKET;
  return isMarketCode(value.market) ? value.market : null;
}

export interface DbOptions {
  /** The market served (default Mexico): a file of another market is reseeded with this one's data. */
  market?: MarketCode;
  /** Where the reseeding of another market's file is said. */
  log?: Log;
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
    /** The market served: the seed's, and the one every answer's data is in. */
    readonly market: MarketCode,
  ) {
    this.data = data;
  }

  /**
   * Opens `file`; a missing or corrupt file is (re)created from the market's seed. A file in an older form
   * (cards with an unkeyed fingerprint, no market) is rewritten at once in the current one. A file of
   * another market is not mixed with this one: it is reseeded with this market's data, and `log` says so
   * (the demo's data is a seed to try the app with, like `POST /__demo/reset`).
   */
  static load(file: string, env: NodeJS.ProcessEnv = process.env, options: DbOptions = {}): Db {
    const market = options.market ?? DEFAULT_MARKET;
    const cardHash = cardHasher(cardHashKey(path.dirname(file), env));
    let data: DbData | null = null;
    let stale = false;
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const held = isDbData(parsed) ? marketOfFile(parsed) : null;
      // Fields a file lacks (written before they existed) come from the seed.
      if (isDbData(parsed) && held === market) {
        const seeded = seed(cardHash, market);
        data = {
          ...seeded,
          ...parsed,
          market,
          complaints: complaintsFrom(parsed.complaints) ?? seeded.complaints,
          registeredPhones:
            registeredPhonesFrom(parsed.registeredPhones) ?? seeded.registeredPhones,
          boundCards: boundCardsFrom(parsed.boundCards, seeded.boundCards) ?? seeded.boundCards,
        };
        stale =
          parsed.market !== market ||
          JSON.stringify(parsed.boundCards) !== JSON.stringify(data.boundCards);
      } else if (held !== null) {
        options.log?.(
          `[demo] ${file} held ${MARKET_NAMES[held]}'s data (${held}); reseeded for ${MARKET_NAMES[market]} (MARKET=${market})`,
        );
      }
    } catch {
      data = null;
    }
    const db = new Db(file, data ?? seed(cardHash, market), cardHash, market);
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

  /** Restores the market's seed and persists it. */
  reset(): void {
    this.data = seed(this.cardHash, this.market);
    this.save();
  }
}
