import { randomInt } from 'node:crypto';

/** How long a repayment's SMS code stays good, and how many wrong tries burn it. */
export const REPAYMENT_CODE_TTL_MS = 5 * 60_000;
export const REPAYMENT_CODE_MAX_TRIES = 5;
/** At most this many repayment records are remembered (the oldest go first). */
const MAX_RECORDS = 10_000;

interface SmsRecord {
  orderId: string;
  code: string;
  confirmed: boolean;
  createdAt: number;
  wrongTries: number;
}

/** What a confirm found: no such record, already confirmed, expired, burned, wrong, or right. */
export type ConfirmCheck = 'unknown' | 'confirmed' | 'expired' | 'burned' | 'wrong' | 'ok';

/**
 * What the demo remembers between calls: the codes per repayment record (in memory, per server). A code
 * is good for REPAYMENT_CODE_TTL_MS after its commit and REPAYMENT_CODE_MAX_TRIES - 1 wrong tries: the
 * last wrong try burns it (a resend commits again, with a new record and code).
 */
export class CardRepaymentDemo {
  readonly records = new Map<string, SmsRecord>();
  last: { repayRecordId: string; orderId: string; code: string } | null = null;
  private nextId = 7001;

  constructor(private readonly now: () => number = Date.now) {}

  /** A new record with a fresh 6-digit code; needValid 0 records are confirmed at once. */
  create(orderId: string, needValid: boolean): { repayRecordId: string; code: string } {
    const repayRecordId = String(this.nextId);
    this.nextId += 1;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.records.set(repayRecordId, {
      orderId,
      code,
      confirmed: !needValid,
      createdAt: this.now(),
      wrongTries: 0,
    });
    if (this.records.size > MAX_RECORDS) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
    return { repayRecordId, code };
  }

  /** Checks `verifyCode` for the order's record; a right one confirms it, a wrong one counts. */
  confirm(repayRecordId: string, orderId: string, verifyCode: string): ConfirmCheck {
    const record = this.records.get(repayRecordId);
    if (!record || record.orderId !== orderId) return 'unknown';
    if (record.confirmed) return 'confirmed';
    if (record.wrongTries >= REPAYMENT_CODE_MAX_TRIES) return 'burned';
    if (this.now() - record.createdAt > REPAYMENT_CODE_TTL_MS) return 'expired';
    if (verifyCode !== record.code) {
      record.wrongTries += 1;
      return record.wrongTries >= REPAYMENT_CODE_MAX_TRIES ? 'burned' : 'wrong';
    }
    record.confirmed = true;
    return 'ok';
  }
}
