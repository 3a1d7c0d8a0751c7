import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultEndpoints, endpointUrl } from '../src/platform/api/endpoints';
import type { EnvelopeKind } from '../src/platform/api/types';
import { DEMO_USER_ID } from './features/bankCard/seed';
import { PHONE_PATTERN } from './features/promotion/store';
import { langOf } from './i18n';
import type { Lang } from './i18n';
import type { Log } from './log';

/** At most `max` requests per `windowMs` for one key (a client address, a phone, a user). */
export interface Limit {
  max: number;
  windowMs: number;
}

/** The abuse limits of the demo API (server/README.md "Abuse limits"). */
export interface AbuseLimits {
  /** get-sid and get-captcha, each, per client address. */
  captcha: Limit;
  /** get-sms (the landing's SMS send) per client address. */
  smsPerAddress: Limit;
  /** get-sms per phone number. */
  smsPerPhone: Limit;
  /** register and repayment-confirm (the SMS code checks), each, per client address. */
  codeCheck: Limit;
  /** repayment-commit (each one sends the repayment SMS) per client address. */
  repaymentSmsPerAddress: Limit;
  /** repayment-commit per user (the session's userId: the borrower's phone gets the SMS). */
  repaymentSmsPerUser: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: AbuseLimits = {
  captcha: { max: 60, windowMs: 10 * MINUTE },
  smsPerAddress: { max: 30, windowMs: HOUR },
  smsPerPhone: { max: 5, windowMs: HOUR },
  codeCheck: { max: 30, windowMs: 10 * MINUTE },
  repaymentSmsPerAddress: { max: 60, windowMs: HOUR },
  repaymentSmsPerUser: { max: 30, windowMs: HOUR },
};

/** The environment variable of each limit, read as `<count>/<window>` (`5/1h`, `60/10m`, `30/90s`). */
export const LIMIT_ENV: Record<keyof AbuseLimits, string> = {
  captcha: 'RATE_LIMIT_CAPTCHA',
  smsPerAddress: 'RATE_LIMIT_SMS_ADDRESS',
  smsPerPhone: 'RATE_LIMIT_SMS_PHONE',
  codeCheck: 'RATE_LIMIT_CODE_CHECK',
  repaymentSmsPerAddress: 'RATE_LIMIT_REPAYMENT_SMS_ADDRESS',
  repaymentSmsPerUser: 'RATE_LIMIT_REPAYMENT_SMS_USER',
};

const LIMIT_NAMES: (keyof AbuseLimits)[] = [
  'captcha',
  'smsPerAddress',
  'smsPerPhone',
  'codeCheck',
  'repaymentSmsPerAddress',
  'repaymentSmsPerUser',
];

const UNIT_MS: Record<string, number> = { s: 1000, m: MINUTE, h: HOUR };

/** `<count>/<window>` with the window in s, m or h (`5/1h`); null when it is not that. */
export function parseLimit(text: string): Limit | null {
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])\s*$/.exec(text);
  if (!match) return null;
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * UNIT_MS[match[3]];
  return max >= 1 && windowMs >= 1000 ? { max, windowMs } : null;
}

/** The limits with the environment's overrides; a malformed value stops the server (it names it). */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): AbuseLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const name of LIMIT_NAMES) {
    const text = env[LIMIT_ENV[name]];
    if (text === undefined || text.trim() === '') continue;
    const limit = parseLimit(text);
    if (!limit) {
      throw new Error(
        `${LIMIT_ENV[name]}="${text}": expected <count>/<window> with a count of at least 1 and a window in s, m or h (e.g. 5/1h)`,
      );
    }
    limits[name] = limit;
  }
  return limits;
}

/**
 * How one limit keys a request: by client address, or by a field (null: not counted). `captchaPhone`:
 * get-sms per phone, counting only requests whose captcha passes (see SmsCaptchaGate).
 */
type KeyOf = 'address' | 'captchaPhone' | ((req: FastifyRequest) => string | null);

/**
 * get-sms's captcha as the per-phone limit asks it (PromotionDemo, server/features/promotion/store.ts):
 * a request counts for its phone only when its captcha is fresh and right, which reserves it (counted
 * once, however often it is sent); the limit's verdict then lets get-sms answer it or spends it. So
 * requests without the right captcha never spend a phone's sends (the per-address limit counts them).
 */
export interface SmsCaptchaGate {
  reserveForSms(sid: string, capcode: string, phone: string): boolean;
  settleReservation(sid: string, allowed: boolean): void;
}

const fieldOf = (body: unknown, name: string): string | null => {
  if (typeof body !== 'object' || body === null || !(name in body)) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** get-sms: the phone as the handler reads it (spaces and dashes dropped); a malformed one is not counted. */
const phoneOf = (req: FastifyRequest): string | null => {
  const phone = (fieldOf(req.body, 'phone') ?? '').replace(/[\s-]/g, '');
  return PHONE_PATTERN.test(phone) ? phone : null;
};

const phoneKey = (req: FastifyRequest): string | null => {
  const phone = phoneOf(req);
  return phone === null ? null : `phone:${phone}`;
};

/** The sid of a get-sms whose captcha the gate reserved for its phone; null when it does not count. */
function reserve(gate: SmsCaptchaGate | undefined, req: FastifyRequest): string | null {
  const phone = phoneOf(req);
  if (phone === null) return null;
  const sid = fieldOf(req.body, 'sid') ?? '';
  if (!gate) return sid; // No landing state: every request with a phone counts.
  return gate.reserveForSms(sid, fieldOf(req.body, 'capcode') ?? '', phone) ? sid : null;
}

/** repayment-commit: the session's user (the demo's user when the call names none). */
const userKey = (req: FastifyRequest): string => {
  const userId = new URL(req.url, 'http://demo.local').searchParams.get('userId')?.trim();
  return `user:${userId || DEMO_USER_ID}`;
};

type LimitedKey =
  'getSid' | 'getCaptcha' | 'getSms' | 'register' | 'repaymentConfirm' | 'repaymentCommit';

/** Which limits each endpoint answers to, in order (the first one exceeded refuses the request). */
const RULES: [LimitedKey, [name: string, limit: keyof AbuseLimits, keyOf: KeyOf][]][] = [
  ['getSid', [['captcha', 'captcha', 'address']]],
  ['getCaptcha', [['captcha', 'captcha', 'address']]],
  [
    'getSms',
    [
      ['sms-address', 'smsPerAddress', 'address'],
      ['sms-phone', 'smsPerPhone', 'captchaPhone'],
    ],
  ],
  ['register', [['code-check', 'codeCheck', 'address']]],
  ['repaymentConfirm', [['code-check', 'codeCheck', 'address']]],
  [
    'repaymentCommit',
    [
      ['repayment-sms-address', 'repaymentSmsPerAddress', 'address'],
      ['repayment-sms-user', 'repaymentSmsPerUser', userKey],
    ],
  ],
];

/** 'Too many requests' with the wait in whole minutes. */
function tooManyMessage(lang: Lang, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return lang === 'en'
    ? `Too many requests, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`
    : `Demasiadas solicitudes, inténtelo de nuevo en ${minutes} minuto${minutes === 1 ? '' : 's'}`;
}

/** The endpoint's failure envelope: the app shows its message (general code 1, repayment '99'). */
function limitEnvelope(kind: EnvelopeKind, message: string): object {
  if (kind === 'repayment') return { code: '99', message, data: null };
  if (kind === 'v3') return { success: false, code: 1, message, data: null };
  return { code: 1, message, data: null };
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;
/** One limit of an endpoint; `captcha`: counts only requests the SmsCaptchaGate reserves. */
interface LimitCheck {
  name: string;
  check: Check;
  captcha: boolean;
}

/**
 * Rate limits of the demo API (@fastify/rate-limit, in memory, fixed windows): registered inside the api
 * plugin, before its routes. Each limited endpoint counts its requests per client address (the request's
 * `ip`: the socket's address, or the forwarded one when Fastify's trustProxy is set), get-sms also per
 * phone (only the requests whose captcha passes: `smsCaptcha`) and repayment-commit per user. A request
 * over a limit is not handled: HTTP 429, `Retry-After` (seconds) and the endpoint's failure envelope with
 * 'too many requests' in the asked language.
 */
export async function registerAbuseLimits(
  app: FastifyInstance,
  options: { limits?: AbuseLimits; log?: Log; smsCaptcha?: SmsCaptchaGate } = {},
): Promise<void> {
  const limits = options.limits ?? limitsFromEnv();
  const log = options.log ?? (() => {});
  const gate = options.smsCaptcha;
  await app.register(rateLimit, { global: false });
  const byPath = new Map<string, { kind: EnvelopeKind; checks: LimitCheck[] }>();
  for (const [key, rules] of RULES) {
    const checks = rules.map(([name, limitName, keyOf]): LimitCheck => {
      const { max, windowMs } = limits[limitName];
      const keyFn = keyOf === 'captchaPhone' ? phoneKey : keyOf;
      const byField =
        keyFn === 'address'
          ? {}
          : {
              keyGenerator: (req: FastifyRequest) => keyFn(req) ?? '',
              allowList: (_req: FastifyRequest, k: string) => k === '',
            };
      const check = app.createRateLimit({ max, timeWindow: windowMs, ...byField });
      return { name, check, captcha: keyOf === 'captchaPhone' };
    });
    byPath.set(endpointUrl(defaultEndpoints[key]), {
      kind: defaultEndpoints[key].envelope,
      checks,
    });
  }

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const limited = byPath.get(req.routeOptions.url ?? '');
    if (!limited) return;
    for (const { name, check, captcha } of limited.checks) {
      // get-sms per phone: only a request with its captcha right counts (and reserves that captcha).
      const sid = captcha ? reserve(gate, req) : null;
      if (captcha && sid === null) continue;
      const result = await check(req);
      if (sid !== null) gate?.settleReservation(sid, result.isAllowed || !result.isExceeded);
      if (result.isAllowed || !result.isExceeded) continue;
      const retryAfter = Math.max(1, result.ttlInSeconds);
      const query = new URL(req.url, 'http://demo.local').searchParams;
      const body = limitEnvelope(limited.kind, tooManyMessage(langOf(query), retryAfter));
      log(`api ${req.method} ${req.url.split('?')[0]} status=429 rate-limited=${name}`);
      return reply
        .code(429)
        .header('Retry-After', String(retryAfter))
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(body));
    }
  });
}
