/** @jest-environment node */
import type { ApiResult } from '../../src/platform/api/types';
import { numericCode, REGISTRATION_FAILURES } from '../../src/promotion/promotionApi';
import { failureText } from '../../src/platform/api/failureText';
import {
  WRONG_CAPTCHA_REGISTER,
  WRONG_CAPTCHA_SMS,
  promotionDemoOf,
  promotionRoutes,
} from '../../server/features/promotion/routes';
import {
  CAPTCHA_PASS_TTL_MS,
  CAPTCHA_TTL_MS,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MS,
  SMS_RESEND_MS,
} from '../../server/features/promotion/store';
import { form, start } from './helpers';
import { routeHarness } from './routeHarness';

const EXPIRED = {
  code: WRONG_CAPTCHA_SMS,
  message: 'El código de la imagen venció, escriba el de la nueva imagen',
  data: null,
};
const USED = {
  code: WRONG_CAPTCHA_SMS,
  message: 'El código de la imagen ya se usó, escriba el de la nueva imagen',
  data: null,
};
const WRONG_CODE = { code: 1, message: 'Código de verificación incorrecto', data: null };
const BURNED = {
  code: 1,
  message: 'Demasiados intentos con este código SMS, pida otro',
  data: null,
};
const REGISTERED = { code: 0, message: 'Registro exitoso', data: null };

let nextPhone = 13800000000;
const newPhone = () => String((nextPhone += 1));
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

function sidOf(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return '';
  const { data } = answer;
  const ok = typeof data === 'object' && data !== null && 'sid' in data;
  return ok && typeof data.sid === 'string' ? data.sid : '';
}

function landing() {
  const h = routeHarness(promotionRoutes);
  const demo = promotionDemoOf(h.registry);
  if (!demo) throw new Error('no landing state');
  /** A sid with a drawn captcha and its text. */
  async function drawn(): Promise<{ sid: string; text: string }> {
    const sid = sidOf(await h.call('getSid'));
    await h.call('getCaptcha', {}, { query: { sid, t: '1' } });
    return { sid, text: demo?.captchaOf(sid) ?? '' };
  }
  const getSms = (phone: string, sid: string, capcode: string) =>
    h.call('getSms', { phone, sid, capcode });
  const register = (phone: string, sid: string, capcode: string, smsCode: string) =>
    h.call('register', { phone, userName: phone, sid, capcode, smsCode });
  /** get-sms with a new captcha: the code sent and the captcha (its pass now the phone's). */
  async function sent(phone: string) {
    const captcha = await drawn();
    expect(await getSms(phone, captcha.sid, captcha.text)).toMatchObject({ code: 0 });
    return { ...captcha, code: demo?.codeOf(phone) ?? '' };
  }
  return { ...h, demo, drawn, getSms, register, sent };
}

describe('landing captcha: answered once, on an injected clock', () => {
  it('is good for 5 minutes after it is drawn; later it expired (101) and is spent', async () => {
    const l = landing();
    const inTime = await l.drawn();
    l.advance(CAPTCHA_TTL_MS);
    expect(await l.getSms(newPhone(), inTime.sid, inTime.text)).toMatchObject({ code: 0 });
    const late = await l.drawn();
    l.advance(CAPTCHA_TTL_MS + 1);
    expect(l.demo.captchaOf(late.sid)).toBeNull();
    expect(await l.getSms(newPhone(), late.sid, late.text)).toEqual(EXPIRED);
    expect(await l.getSms(newPhone(), late.sid, late.text)).toEqual(USED);
  });

  it('a right answer sends one SMS: the same text again is refused as used, for any phone', async () => {
    const l = landing();
    const phone = newPhone();
    const { sid, text } = await l.sent(phone);
    expect(l.demo.captchaOf(sid)).toBeNull();
    expect(await l.getSms(newPhone(), sid, text)).toEqual(USED);
    l.advance(SMS_RESEND_MS + 1);
    expect(await l.getSms(phone, sid, text)).toEqual(USED);
  });

  it('a wrong answer spends it: the right text then is refused as used', async () => {
    const l = landing();
    const { sid, text } = await l.drawn();
    const wrong = text === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    expect(await l.getSms(newPhone(), sid, wrong)).toMatchObject({ code: WRONG_CAPTCHA_SMS });
    expect(await l.getSms(newPhone(), sid, text)).toEqual(USED);
  });

  it('the registration carries the pass of its own phone only; another phone spends it', async () => {
    const l = landing();
    const phone = newPhone();
    const { sid, text, code } = await l.sent(phone);
    const intruder = await l.register(newPhone(), sid, text, code);
    expect(intruder).toMatchObject({ code: WRONG_CAPTCHA_REGISTER });
    expect(await l.register(phone, sid, text, code)).toMatchObject({
      code: WRONG_CAPTCHA_REGISTER,
      message: USED.message,
    });
  });

  it('the pass survives a wrong SMS code and lasts 10 minutes', async () => {
    const l = landing();
    const phone = newPhone();
    const { sid, text, code } = await l.sent(phone);
    expect(await l.register(phone, sid, text, otherThan(code))).toEqual(WRONG_CODE);
    l.advance(SMS_CODE_TTL_MS);
    expect(await l.register(phone, sid, text, code)).toEqual(REGISTERED);

    const late = newPhone();
    const second = await l.sent(late);
    l.advance(CAPTCHA_PASS_TTL_MS + 1);
    expect(await l.register(late, second.sid, second.text, second.code)).toEqual({
      ...EXPIRED,
      code: WRONG_CAPTCHA_REGISTER,
    });
  });
});

describe('registration SMS code: 5 minutes, 5 tries, on an injected clock', () => {
  it('expires 5 minutes after it was sent', async () => {
    const l = landing();
    const phone = newPhone();
    const { sid, text, code } = await l.sent(phone);
    l.advance(SMS_CODE_TTL_MS + 1);
    expect(await l.register(phone, sid, text, code)).toEqual({
      code: 1,
      message: 'El código SMS venció, pida otro',
      data: null,
    });
  });

  it('4 wrong tries are told so; the 5th burns it (the right code too is refused) until a new one is sent', async () => {
    const l = landing();
    const phone = newPhone();
    const { sid, text, code } = await l.sent(phone);
    for (let i = 1; i < SMS_CODE_MAX_TRIES; i += 1) {
      expect(await l.register(phone, sid, text, otherThan(code))).toEqual(WRONG_CODE);
    }
    expect(await l.register(phone, sid, text, otherThan(code))).toEqual(BURNED);
    expect(await l.register(phone, sid, text, code)).toEqual(BURNED);
    // A new code after the resend minute: the tries start again.
    l.advance(SMS_RESEND_MS + 1);
    const again = await l.sent(phone);
    expect(again.code).toMatch(/^\d{6}$/);
    expect(await l.register(phone, again.sid, again.text, again.code)).toEqual(REGISTERED);
  });
});

describe('what the app makes of the refusals', () => {
  const result = (answer: { code: number; message: string }): ApiResult<unknown> => ({
    success: false,
    code: String(answer.code),
    message: answer.message,
    data: null,
    raw: answer,
  });

  it('a spent or expired captcha is the wrong-captcha code (the app draws a new image) with its message', () => {
    for (const answer of [EXPIRED, USED]) {
      expect(numericCode(result(answer).code)).toBe(WRONG_CAPTCHA_SMS);
      expect(failureText(result(answer), REGISTRATION_FAILURES)).toEqual({ text: answer.message });
    }
  });

  it('a burned or expired SMS code is code 1: the app shows the message as it is', () => {
    expect(failureText(result(BURNED), REGISTRATION_FAILURES)).toEqual({ text: BURNED.message });
  });
});

describe('over HTTP', () => {
  it('answers in English with languageType=1', async () => {
    const srv = await start();
    try {
      const sid = (
        (await (await fetch(`${srv.url}/api/v2/youmi/promotion/get-sid`)).json()) as {
          data: { sid: string };
        }
      ).data.sid;
      await fetch(`${srv.url}/api/v2/youmi/promotion/get-captcha?sid=${sid}&t=1`);
      const last = await fetch(`${srv.url}/__demo/last-captcha?sid=${sid}`);
      const capcode = ((await last.json()) as { text: string }).text;
      const send = () =>
        fetch(
          `${srv.url}/api/v2/youmi/promotion/get-sms?languageType=1`,
          form({ phone: newPhone(), sid, capcode }),
        ).then((r) => r.json());
      expect(await send()).toMatchObject({ code: 0 });
      expect(await send()).toEqual({
        code: WRONG_CAPTCHA_SMS,
        message: 'The image code was already used, type the one in the new image',
        data: null,
      });
    } finally {
      await srv.close();
    }
  });
});
