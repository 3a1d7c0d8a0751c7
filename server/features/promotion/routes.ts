import { COMMON, tr } from '../../i18n';
import type { Text } from '../../i18n';
import type { Registry } from '../../registry';
import { captchaPng, captchaText } from './captcha';
import { PHONE_PATTERN, PromotionDemo, SID_PATTERN } from './store';
import type { CaptchaCheck, CodeCheck } from './store';
import { isDemoTemplateId, templateData } from './templates';

/** get-sms: wrong captcha; get-sms and register: already registered; register: wrong captcha. */
export const WRONG_CAPTCHA_SMS = 101;
const ALREADY_REGISTERED = 11;
export const WRONG_CAPTCHA_REGISTER = -1;

const MESSAGES = {
  templateNotFound: { es: 'Plantilla no encontrada', en: 'Template not found' },
  wrongCaptcha: { es: 'Código de la imagen incorrecto', en: 'Wrong image captcha' },
  captchaExpired: {
    es: 'El código de la imagen venció, escriba el de la nueva imagen',
    en: 'The image code expired, type the one in the new image',
  },
  captchaUsed: {
    es: 'El código de la imagen ya se usó, escriba el de la nueva imagen',
    en: 'The image code was already used, type the one in the new image',
  },
  alreadyRegistered: {
    es: 'Este número ya está registrado',
    en: 'This number is already registered',
  },
  invalidPhone: { es: 'Número de celular inválido', en: 'Invalid mobile number' },
  tooSoon: {
    es: 'Espere un minuto antes de pedir otro código',
    en: 'Wait a minute before asking for another code',
  },
  codeExpired: {
    es: 'El código SMS venció, pida otro',
    en: 'The SMS code expired, ask for another one',
  },
  codeBurned: {
    es: 'Demasiados intentos con este código SMS, pida otro',
    en: 'Too many tries with this SMS code, ask for another one',
  },
  sent: { es: 'Código enviado', en: 'Code sent' },
  registered: { es: 'Registro exitoso', en: 'Registered successfully' },
} satisfies Record<string, Text>;

const envelope = <T>(code: number, message: string, data: T | null = null) => ({
  code,
  message,
  data,
});

/** What each failed captcha answer says (get-sms answers it with 101, register with -1). */
const CAPTCHA_MESSAGES: Record<Exclude<CaptchaCheck, 'ok'>, Text> = {
  wrong: MESSAGES.wrongCaptcha,
  expired: MESSAGES.captchaExpired,
  used: MESSAGES.captchaUsed,
};
/** What each failed SMS code says (code 1). */
const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, Text> = {
  wrong: COMMON.wrongCode,
  expired: MESSAGES.codeExpired,
  burned: MESSAGES.codeBurned,
};

/** Without DEMO_LOG_CODES=1: neither the code nor the phone, where to read the code instead. */
const SMS_SENT_LINE =
  '[demo] SMS code sent: GET /__demo/last-sms?phone=<digits> (DEMO_LOG_CODES=1 prints codes)';

const demos = new WeakMap<Registry, PromotionDemo>();

/** The landing's demo state of a registry (for the demo-only /__demo/last-captcha and last-sms). */
export function promotionDemoOf(registry: Registry): PromotionDemo | undefined {
  return demos.get(registry);
}

/** A phone as sent: its digits (spaces and dashes a client left in are ignored). */
const phoneOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/**
 * The promotion landing (spec section 7, issue 13), general envelopes:
 * channel-template (templates 1 and 2; another id is code 1), track-visit and track-click (counted in
 * the log line only), get-sid, get-captcha (a PNG of a new text for the sid; the text is printed to the
 * log with DEMO_LOG_CODES=1), get-sms (0 sent, 101 wrong captcha, 11 already registered; the code is at
 * /__demo/last-sms, printed with DEMO_LOG_CODES=1, never answered) and register (0, 11, -1 wrong
 * captcha; a wrong, expired or burned SMS code is code 1).
 * Registered phones are kept in the data file. A captcha is answered once and an SMS code tried at most
 * five times (server/features/promotion/store.ts); `now` is the clock of their expiry.
 */
export function promotionRoutes(registry: Registry, now: () => number = Date.now): Registry {
  const demo = new PromotionDemo(now);
  demos.set(registry, demo);
  return registry
    .route('GET', 'channelTemplate', ({ query, lang, db }) => {
      const id = (query.get('templateId') ?? '').trim();
      if (!isDemoTemplateId(id)) return { json: envelope(1, tr(lang, MESSAGES.templateNotFound)) };
      return { json: envelope(0, 'success', templateData(id, lang, db.market)) };
    })
    .route('GET', 'trackVisit', () => ({ json: envelope(0, 'success') }))
    .route('GET', 'trackClick', () => ({ json: envelope(0, 'success') }))
    .route('GET', 'getSid', () => ({ json: envelope(0, 'success', { sid: demo.newSid() }) }))
    .route('GET', 'getCaptcha', ({ query, log, logCodes }) => {
      const sid = (query.get('sid') ?? '').trim();
      if (!SID_PATTERN.test(sid)) {
        return { status: 404, body: 'Not found', contentType: 'text/plain; charset=utf-8' };
      }
      const text = captchaText();
      demo.setCaptcha(sid, text);
      if (logCodes) log(`[demo] captcha for sid ${sid}: ${text}`);
      return { body: captchaPng(text), contentType: 'image/png' };
    })
    .route('POST', 'getSms', ({ body, db, lang, log, logCodes }) => {
      const phone = phoneOf(body.phone);
      if (!PHONE_PATTERN.test(phone)) return { json: envelope(1, tr(lang, MESSAGES.invalidPhone)) };
      const captcha = demo.answerForSms(String(body.sid ?? ''), String(body.capcode ?? ''), phone);
      if (captcha !== 'ok') {
        return { json: envelope(WRONG_CAPTCHA_SMS, tr(lang, CAPTCHA_MESSAGES[captcha])) };
      }
      if (db.data.registeredPhones.includes(phone)) {
        return { json: envelope(ALREADY_REGISTERED, tr(lang, MESSAGES.alreadyRegistered)) };
      }
      if (demo.sentRecently(phone)) return { json: envelope(1, tr(lang, MESSAGES.tooSoon)) };
      const code = demo.sendCode(phone);
      log(logCodes ? `[demo] SMS code for ${phone}: ${code}` : SMS_SENT_LINE);
      return { json: envelope(0, tr(lang, MESSAGES.sent)) };
    })
    .route('POST', 'register', ({ body, db, lang }) => {
      const phone = phoneOf(body.phone);
      const sid = String(body.sid ?? '');
      if (!PHONE_PATTERN.test(phone) || phoneOf(body.userName) !== phone) {
        return { json: envelope(1, tr(lang, MESSAGES.invalidPhone)) };
      }
      const captcha = demo.answerForRegister(sid, String(body.capcode ?? ''), phone);
      if (captcha !== 'ok') {
        return { json: envelope(WRONG_CAPTCHA_REGISTER, tr(lang, CAPTCHA_MESSAGES[captcha])) };
      }
      if (db.data.registeredPhones.includes(phone)) {
        return { json: envelope(ALREADY_REGISTERED, tr(lang, MESSAGES.alreadyRegistered)) };
      }
      const check = demo.checkCode(phone, String(body.smsCode ?? ''));
      if (check !== 'ok') return { json: envelope(1, tr(lang, CODE_MESSAGES[check])) };
      db.update((data) => {
        data.registeredPhones.push(phone);
      });
      demo.spendCode(phone);
      demo.spendCaptcha(sid);
      return { json: envelope(0, tr(lang, MESSAGES.registered)) };
    });
}
