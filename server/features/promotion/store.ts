import { randomBytes, randomInt } from 'node:crypto';

/** How long a drawn captcha can be answered, and how long a right answer lets the registration carry it. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_PASS_TTL_MS = 10 * 60_000;
/** How long an SMS code stays good, how many wrong tries burn it, how soon the same phone may get another. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_RESEND_MS = 60_000;
/** At most this many sids and phones are remembered (the oldest go first). */
const MAX_ENTRIES = 10_000;

/** A sid: 32 hex digits, as get-sid gives them. */
export const SID_PATTERN = /^[0-9a-f]{32}$/;
/** The phones the demo takes: 10 digits (Mexico, India) or 11 (the spec's rule). */
export const PHONE_PATTERN = /^\d{10,11}$/;

/**
 * A sid's captcha: `fresh` until its one answer; a right answer leaves a `pass` for that phone (the
 * registration that follows sends the same text again), a wrong or late one `spent`. `reserved`: the
 * per-phone SMS limit counted a get-sms with the right text (server/rateLimit.ts) and the handler has not
 * answered it yet; `allowed` once the limit let it through (a refused one is spent).
 */
type Captcha =
  | { state: 'fresh'; text: string; drawnAt: number }
  | { state: 'reserved'; text: string; drawnAt: number; phone: string; allowed: boolean }
  | { state: 'pass'; text: string; phone: string; passedAt: number }
  | { state: 'spent' };

/** What an answer to the captcha found. */
export type CaptchaCheck = 'ok' | 'wrong' | 'expired' | 'used';
/** What a registration's SMS code found ('burned': too many wrong tries). */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'burned';

interface SmsRecord {
  code: string;
  sentAt: number;
  wrongTries: number;
}

/** Keeps at most MAX_ENTRIES keys, dropping the oldest set. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** A captcha answer compared as the image reads: any case, spaces around ignored. */
const sameText = (text: string, capcode: string): boolean =>
  text.toUpperCase() === capcode.trim().toUpperCase();

/**
 * What the landing's demo remembers between calls, in memory: each sid's captcha and each phone's SMS
 * code, and the last ones sent for the demo-only /__demo/last-captcha and /__demo/last-sms. Registered
 * phones are persisted in the data file (DbData.registeredPhones).
 *
 * A captcha is answered once: a wrong answer, or one after CAPTCHA_TTL_MS, spends it (the client draws
 * a new image). A right answer spends it too, leaving a pass for that phone: the registration of that
 * phone may send the same text within CAPTCHA_PASS_TTL_MS (another phone or text spends it); get-sms
 * always needs a fresh captcha. An SMS code is good for SMS_CODE_TTL_MS and SMS_CODE_MAX_TRIES - 1
 * wrong tries: the last wrong try burns it.
 */
export class PromotionDemo {
  private readonly captchas = new Map<string, Captcha | null>();
  private readonly codes = new Map<string, SmsRecord>();
  lastCaptcha: { sid: string; text: string } | null = null;
  lastSms: { phone: string; code: string } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  newSid(): string {
    const sid = randomBytes(16).toString('hex');
    remember(this.captchas, sid, null);
    return sid;
  }

  /** A new captcha text for the sid (a sid of the right form the server forgot is taken again). */
  setCaptcha(sid: string, text: string): void {
    remember(this.captchas, sid, { state: 'fresh', text, drawnAt: this.now() });
    this.lastCaptcha = { sid, text };
  }

  /** The sid's captcha text while it can still be answered. */
  captchaOf(sid: string): string | null {
    const captcha = this.captchas.get(sid);
    return captcha?.state === 'fresh' && !this.late(captcha.drawnAt, CAPTCHA_TTL_MS)
      ? captcha.text
      : null;
  }

  /**
   * get-sms: the sid's fresh captcha answered (case-insensitive); a right answer leaves a pass for `phone`.
   * A reserved one is answered by a request for its phone and text once the limit allowed it; before
   * that it is 'used' (a concurrent copy of the request: the reserving one goes on).
   */
  answerForSms(sid: string, capcode: string, phone: string): CaptchaCheck {
    const captcha = this.captchas.get(sid);
    if (!captcha) return 'wrong';
    if (captcha.state === 'reserved') {
      if (!captcha.allowed) return 'used';
      if (captcha.phone !== phone) return this.spend(sid, 'used');
      return this.answer(sid, captcha, capcode, phone);
    }
    if (captcha.state !== 'fresh') return this.spend(sid, 'used');
    return this.answer(sid, captcha, capcode, phone);
  }

  /**
   * The per-phone SMS limit (server/rateLimit.ts), before the handler: a fresh, right and timely captcha
   * is reserved for the phone and the request counts (true); anything else does not count (false) and
   * the handler answers it as usual. A reserved captcha is no longer fresh: it counts once, however
   * often (or concurrently) it is sent, and get-sms answers it 'used' until the limit's verdict.
   */
  reserveForSms(sid: string, capcode: string, phone: string): boolean {
    const captcha = this.captchas.get(sid);
    if (captcha?.state !== 'fresh' || this.late(captcha.drawnAt, CAPTCHA_TTL_MS)) return false;
    if (!sameText(captcha.text, capcode)) return false;
    this.captchas.set(sid, { ...captcha, state: 'reserved', phone, allowed: false });
    return true;
  }

  /** The limit's verdict on a reservation: allowed, get-sms may answer it; refused, it is spent. */
  settleReservation(sid: string, allowed: boolean): void {
    const captcha = this.captchas.get(sid);
    if (captcha?.state !== 'reserved') return;
    if (allowed) captcha.allowed = true;
    else this.spend(sid, 'used');
  }

  /** register: the phone's pass with the same text, or a fresh captcha answered as get-sms does. */
  answerForRegister(sid: string, capcode: string, phone: string): CaptchaCheck {
    const captcha = this.captchas.get(sid);
    if (!captcha) return 'wrong';
    if (captcha.state === 'spent') return 'used';
    if (captcha.state === 'reserved') return this.spend(sid, 'used');
    if (captcha.state === 'fresh') return this.answer(sid, captcha, capcode, phone);
    if (this.late(captcha.passedAt, CAPTCHA_PASS_TTL_MS)) return this.spend(sid, 'expired');
    const same = captcha.phone === phone && sameText(captcha.text, capcode);
    return same ? 'ok' : this.spend(sid, 'wrong');
  }

  /** Spends the sid's captcha or pass (after a registration). */
  spendCaptcha(sid: string): void {
    if (this.captchas.get(sid)) this.captchas.set(sid, { state: 'spent' });
  }

  /** Whether the phone got a code less than a minute ago. */
  sentRecently(phone: string): boolean {
    const record = this.codes.get(phone);
    return !!record && !this.late(record.sentAt, SMS_RESEND_MS);
  }

  /** A new 6-digit code for the phone (the previous one, and its tries, are forgotten). */
  sendCode(phone: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    remember(this.codes, phone, { code, sentAt: this.now(), wrongTries: 0 });
    this.lastSms = { phone, code };
    return code;
  }

  codeOf(phone: string): string | null {
    return this.codes.get(phone)?.code ?? null;
  }

  /** The phone's code checked: no code (or another) is 'wrong'; the last allowed wrong try 'burned'. */
  checkCode(phone: string, code: string): CodeCheck {
    const record = this.codes.get(phone);
    if (!record) return 'wrong';
    if (record.wrongTries >= SMS_CODE_MAX_TRIES) return 'burned';
    if (this.late(record.sentAt, SMS_CODE_TTL_MS)) return 'expired';
    if (record.code === code.trim()) return 'ok';
    record.wrongTries += 1;
    return record.wrongTries >= SMS_CODE_MAX_TRIES ? 'burned' : 'wrong';
  }

  spendCode(phone: string): void {
    this.codes.delete(phone);
  }

  private late(since: number, ttl: number): boolean {
    return this.now() - since > ttl;
  }

  private answer(
    sid: string,
    captcha: { text: string; drawnAt: number },
    capcode: string,
    phone: string,
  ): CaptchaCheck {
    if (this.late(captcha.drawnAt, CAPTCHA_TTL_MS)) return this.spend(sid, 'expired');
    if (!sameText(captcha.text, capcode)) return this.spend(sid, 'wrong');
    this.captchas.set(sid, { state: 'pass', text: captcha.text, phone, passedAt: this.now() });
    return 'ok';
  }

  private spend(sid: string, check: CaptchaCheck): CaptchaCheck {
    this.captchas.set(sid, { state: 'spent' });
    return check;
  }
}

/** Registered phones as a data file holds them: digit strings only; null when it has no list (server/db.ts takes the seed's). */
export function registeredPhonesFrom(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((p): p is string => typeof p === 'string' && PHONE_PATTERN.test(p));
}
