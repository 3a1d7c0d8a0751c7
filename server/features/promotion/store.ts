import { randomBytes, randomInt } from 'node:crypto';

/** How long an SMS code stays good, and how soon the same phone may get another. */
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_RESEND_MS = 60_000;
/** At most this many sids are remembered (the oldest go first). */
const MAX_SIDS = 10_000;

/** A sid: 32 hex digits, as get-sid gives them. */
export const SID_PATTERN = /^[0-9a-f]{32}$/;
/** The phones the demo takes: 10 digits (Mexico, India) or 11 (the spec's rule). */
export const PHONE_PATTERN = /^\d{10,11}$/;

interface SmsRecord {
  code: string;
  sentAt: number;
}

/**
 * What the landing's demo remembers between calls, in memory: each sid's current captcha text (a
 * failed check spends it: the client reloads the image), each phone's SMS code, and the last ones sent
 * for the demo-only /__demo/last-captcha and /__demo/last-sms. Registered phones are persisted in the
 * data file (DbData.registeredPhones).
 */
export class PromotionDemo {
  private readonly captchas = new Map<string, string | null>();
  private readonly codes = new Map<string, SmsRecord>();
  lastCaptcha: { sid: string; text: string } | null = null;
  lastSms: { phone: string; code: string } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  newSid(): string {
    const sid = randomBytes(16).toString('hex');
    this.remember(sid, null);
    return sid;
  }

  /** A new captcha text for the sid (a sid of the right form the server forgot is taken again). */
  setCaptcha(sid: string, text: string): void {
    this.remember(sid, text);
    this.lastCaptcha = { sid, text };
  }

  captchaOf(sid: string): string | null {
    return this.captchas.get(sid) ?? null;
  }

  /** Whether `capcode` is the sid's captcha (case-insensitive); a wrong one spends the captcha. */
  checkCaptcha(sid: string, capcode: string): boolean {
    const text = this.captchas.get(sid);
    const ok = !!text && text.toUpperCase() === capcode.trim().toUpperCase();
    if (!ok && this.captchas.has(sid)) this.captchas.set(sid, null);
    return ok;
  }

  /** Spends the sid's captcha (after a registration). */
  spendCaptcha(sid: string): void {
    if (this.captchas.has(sid)) this.captchas.set(sid, null);
  }

  /** Whether the phone got a code less than a minute ago. */
  sentRecently(phone: string): boolean {
    const record = this.codes.get(phone);
    return !!record && this.now() - record.sentAt < SMS_RESEND_MS;
  }

  /** A new 6-digit code for the phone. */
  sendCode(phone: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.codes.set(phone, { code, sentAt: this.now() });
    this.lastSms = { phone, code };
    return code;
  }

  codeOf(phone: string): string | null {
    return this.codes.get(phone)?.code ?? null;
  }

  /** 'ok', 'wrong' (no code for this phone, or another) or 'expired'. */
  checkCode(phone: string, code: string): 'ok' | 'wrong' | 'expired' {
    const record = this.codes.get(phone);
    if (!record || record.code !== code.trim()) return 'wrong';
    if (this.now() - record.sentAt > SMS_CODE_TTL_MS) return 'expired';
    return 'ok';
  }

  spendCode(phone: string): void {
    this.codes.delete(phone);
  }

  private remember(sid: string, text: string | null): void {
    this.captchas.delete(sid);
    this.captchas.set(sid, text);
    if (this.captchas.size > MAX_SIDS) {
      const oldest = this.captchas.keys().next().value;
      if (oldest !== undefined) this.captchas.delete(oldest);
    }
  }
}

/** The phone registered in the seed (the 'already registered' case of a demo). */
export const SEEDED_PHONE = '13912345678';

export const seedRegisteredPhones = (): string[] => [SEEDED_PHONE];

/** Registered phones as a data file holds them: digit strings only, else the seed's. */
export function registeredPhonesFrom(value: unknown): string[] {
  if (!Array.isArray(value)) return seedRegisteredPhones();
  return value.filter((p): p is string => typeof p === 'string' && PHONE_PATTERN.test(p));
}
