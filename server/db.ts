import fs from 'node:fs';
import path from 'node:path';
import type { CustomerServiceInfo } from '../src/features/customerService/types';
import { complaintsFrom, seedComplaints } from './features/complaints/store';
import type { StoredComplaint } from './features/complaints/store';
import { registeredPhonesFrom, seedRegisteredPhones } from './features/promotion/store';
import { boundCardsFrom, seedBoundCards } from './features/bankCard/store';
import type { StoredBankCard } from './features/bankCard/store';

/** Everything the demo backend remembers. Add fields here (and to `seed()`) as endpoints arrive. */
export interface DbData {
  version: 1;
  customerService: CustomerServiceInfo;
  /** The user's complaints (server/features/complaints.ts). */
  complaints: StoredComplaint[];
  /** Phones registered on the promotion landing (server/features/promotion.ts). */
  registeredPhones: string[];
  /** Bank cards bound per user (server/features/bankCard.ts): last 4 digits and a fingerprint. */
  boundCards: StoredBankCard[];
}

export function seed(): DbData {
  return {
    version: 1,
    customerService: { phone: '+52 55 1234 5678', va: '800 953 4210', email: 'soporte@cuota.mx' },
    complaints: seedComplaints(),
    registeredPhones: seedRegisteredPhones(),
    boundCards: seedBoundCards(),
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

/** A JSON file database: read once, written atomically (temp file + rename) on every save. */
export class Db {
  data: DbData;

  private constructor(
    readonly file: string,
    data: DbData,
  ) {
    this.data = data;
  }

  /** Opens `file`; a missing or corrupt file is (re)created from the seed. */
  static load(file: string): Db {
    let data: DbData | null = null;
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      // Fields a file lacks (written before they existed) come from the seed.
      if (isDbData(parsed))
        data = {
          ...seed(),
          ...parsed,
          complaints: complaintsFrom(parsed.complaints),
          registeredPhones: registeredPhonesFrom(parsed.registeredPhones),
          boundCards: boundCardsFrom(parsed.boundCards),
        };
    } catch {
      data = null;
    }
    const db = new Db(file, data ?? seed());
    if (!data) db.save();
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
    this.data = seed();
    this.save();
  }
}
