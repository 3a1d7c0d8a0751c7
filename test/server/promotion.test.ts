/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { checkResult } from '../../src/platform/api/check';
import type { GeneralEnvelope } from '../../src/platform/api/types';
import { channelTemplateSchema, sidSchema } from '../../src/promotion/promotionSchema';
import { SEEDED_PHONE } from '../../server/features/promotion/seed';
import { CAPTCHA_ALPHABET } from '../../server/features/promotion/captcha';
import { form, start } from './helpers';
import type { Running } from './helpers';

const PROMO = '/api/v2/youmi/promotion';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

async function get<T>(pathAndQuery: string) {
  const res = await fetch(`${srv.url}${pathAndQuery}`);
  return (await res.json()) as GeneralEnvelope<T>;
}

async function post<T>(endpoint: string, values: Record<string, string>, lang = '0') {
  const res = await fetch(`${srv.url}${PROMO}/${endpoint}?languageType=${lang}`, form(values));
  return (await res.json()) as GeneralEnvelope<T>;
}

/** A demo endpoint's JSON answer (`{}` when it has none). */
async function demoJson(pathAndQuery: string): Promise<Record<string, string>> {
  const res = await fetch(`${srv.url}${pathAndQuery}`);
  return res.ok ? ((await res.json()) as Record<string, string>) : {};
}

/** A sid with a drawn captcha; the text is read where a developer reads it: /__demo/last-captcha. */
async function captcha(): Promise<{ sid: string; text: string }> {
  const sid = (await get<{ sid: string }>(`${PROMO}/get-sid`)).data?.sid ?? '';
  const res = await fetch(`${srv.url}${PROMO}/get-captcha?sid=${sid}&t=1`);
  expect(res.headers.get('content-type')).toBe('image/png');
  return { sid, text: (await demoJson(`/__demo/last-captcha?sid=${sid}`)).text ?? '' };
}

let nextPhone = 13700000000;
const newPhone = () => String((nextPhone += 1));

async function smsFor(phone: string) {
  const { sid, text } = await captcha();
  const sent = await post('get-sms', {
    phone,
    capcode: text,
    sid,
    deviceId: 'dev',
    appName: 'Cuota',
  });
  const { code } = await demoJson(`/__demo/last-sms?phone=${phone}`);
  return { sid, text, sent, code: code ?? '' };
}

const registerBody = (phone: string, sid: string, capcode: string, smsCode: string) => ({
  phone,
  capcode,
  sid,
  deviceId: 'dev',
  appName: 'Cuota',
  merchantNumber: '0',
  userName: phone,
  smsCode,
  invite_code: '',
  user_from: 'fb',
  id: '1',
  app_from: 'cuota',
  utm_tag: 'x',
});

/** What the client's schema makes of a success answer. */
const through = <T>(schema: Parameters<typeof checkResult<T>>[1], body: GeneralEnvelope<unknown>) =>
  checkResult<T>(
    {
      success: body.code === 0,
      code: String(body.code),
      message: body.message,
      data: body.data,
      raw: body,
    },
    schema,
    'refused',
  );

describe('demo server: promotion landing', () => {
  it('channel-template: templates 1 and 2 pass the client schema, in both languages; another id is code 1', async () => {
    for (const [id, lang] of [
      ['1', '0'],
      ['2', '1'],
    ]) {
      const body = await get(
        `${PROMO.replace('/promotion', '/service/channel')}/channel-template?templateId=${id}&languageType=${lang}`,
      );
      expect(body.code).toBe(0);
      const checked = await through(channelTemplateSchema, body);
      expect(checked.success).toBe(true);
      expect(checked.data?.id).toBe(id);
      expect(checked.data?.bannerUrl).toMatch(/^data:image\/png;base64,/);
      expect(checked.data?.androidUrl).toMatch(/^https:\/\//);
      expect(checked.data?.agreement.length).toBeGreaterThan(0);
    }
    const english = await get<{ headline: string }>(
      '/api/v2/youmi/service/channel/channel-template?templateId=1&languageType=1',
    );
    expect(english.data?.headline).toBe('Loans up to $3,000 in minutes');
    const missing = await get('/api/v2/youmi/service/channel/channel-template?templateId=99');
    expect(missing).toEqual({ code: 1, message: 'Plantilla no encontrada', data: null });
  });

  it('get-sid gives a new 32-hex sid each time; track-visit and track-click answer code 0', async () => {
    const a = await get(`${PROMO}/get-sid`);
    const b = await get(`${PROMO}/get-sid`);
    expect((await through(sidSchema, a)).data?.sid).toMatch(/^[0-9a-f]{32}$/);
    expect(a.data).not.toEqual(b.data);
    expect((await get(`${PROMO}/track-visit?page_id=1&page_type=1`)).code).toBe(0);
    expect((await get(`${PROMO}/track-click?page_id=1&phone=1`)).code).toBe(0);
    // The channel link's links_id or down_id, and track-click's page_type, are accepted.
    const link = 'page_id=1&user_from=fb&client_type=android&page_type=1&utm_tag=x&app_from=a';
    expect((await get(`${PROMO}/track-visit?${link}&links_id=7`)).code).toBe(0);
    expect((await get(`${PROMO}/track-click?${link}&down_id=9&phone=13812345678`)).code).toBe(0);
  });

  it('get-captcha: a PNG of a new 4-character text on every request, answered at /__demo/last-captcha, not logged', async () => {
    const sid = (await get<{ sid: string }>(`${PROMO}/get-sid`)).data?.sid ?? '';
    const texts: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${srv.url}${PROMO}/get-captcha?sid=${sid}&t=${i}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 8)]).toEqual(PNG);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const last = (await (await fetch(`${srv.url}/__demo/last-captcha?sid=${sid}`)).json()) as {
        text: string;
      };
      expect(last.text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
      expect(srv.logs.join('\n')).not.toContain(`${sid}: `);
      // The text is in the pixels only.
      expect(bytes.includes(Buffer.from(last.text))).toBe(false);
      texts.push(last.text);
    }
    expect(new Set(texts).size).toBeGreaterThan(1);
    expect(await (await fetch(`${srv.url}/__demo/last-captcha`)).json()).toEqual({
      sid,
      text: texts[3],
    });
    expect((await fetch(`${srv.url}${PROMO}/get-captcha?sid=../../etc`)).status).toBe(404);
  });

  it('get-sms: 0 sends a 6-digit code bound to the phone (at /__demo/last-sms, never answered nor logged)', async () => {
    const phone = newPhone();
    const { sent, code } = await smsFor(phone);
    expect(sent.code).toBe(0);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent)).not.toContain(code);
    expect(srv.logs.join('\n')).not.toContain(code);
    const last = await (await fetch(`${srv.url}/__demo/last-sms?phone=${phone}`)).json();
    expect(last).toEqual({ phone, code });
    expect((await fetch(`${srv.url}/__demo/last-sms?phone=13000000000`)).status).toBe(404);
  });

  it('get-sms: 101 on a wrong captcha (case does not matter for a right one), which is then spent', async () => {
    const { sid, text } = await captcha();
    const wrong = await post('get-sms', {
      phone: newPhone(),
      capcode: 'ZZZZ' === text ? 'YYYY' : 'ZZZZ',
      sid,
    });
    expect(wrong).toEqual({ code: 101, message: 'Código de la imagen incorrecto', data: null });
    // The right text no longer works: the client reloads the image.
    expect((await post('get-sms', { phone: newPhone(), capcode: text, sid })).code).toBe(101);
    const again = await captcha();
    const ok = await post('get-sms', {
      phone: newPhone(),
      capcode: again.text.toLowerCase(),
      sid: again.sid,
    });
    expect(ok.code).toBe(0);
    expect(
      (await post('get-sms', { phone: newPhone(), capcode: 'AAAA', sid: 'unknown' })).code,
    ).toBe(101);
  });

  it('get-sms: 11 for a registered phone (the seeded one), 1 for a bad phone or a resend within a minute', async () => {
    const seeded = await captcha();
    const registered = await post(
      'get-sms',
      { phone: SEEDED_PHONE, capcode: seeded.text, sid: seeded.sid },
      '1',
    );
    expect(registered).toEqual({
      code: 11,
      message: 'This number is already registered',
      data: null,
    });
    const bad = await captcha();
    expect((await post('get-sms', { phone: '12ab', capcode: bad.text, sid: bad.sid })).code).toBe(
      1,
    );
    const phone = newPhone();
    expect((await smsFor(phone)).sent.code).toBe(0);
    const soon = await smsFor(phone);
    expect(soon.sent).toEqual({
      code: 1,
      message: 'Espere un minuto antes de pedir otro código',
      data: null,
    });
  });

  it('register: -1 wrong captcha, 1 wrong SMS code, 0 registered (persisted), then 11', async () => {
    const phone = newPhone();
    const { sid, text, code } = await smsFor(phone);
    expect(
      (await post('register', registerBody(phone, sid, 'QQQQ' === text ? 'PPPP' : 'QQQQ', code)))
        .code,
    ).toBe(-1);
    const fresh = await captcha();
    const wrongCode = await post(
      'register',
      registerBody(phone, fresh.sid, fresh.text, code === '000000' ? '111111' : '000000'),
    );
    expect(wrongCode).toEqual({
      code: 1,
      message: 'Código de verificación incorrecto',
      data: null,
    });
    const ok = await post('register', registerBody(phone, fresh.sid, fresh.text, code));
    expect(ok).toEqual({ code: 0, message: 'Registro exitoso', data: null });
    const stored = JSON.parse(fs.readFileSync(path.join(srv.dir, 'data', 'db.json'), 'utf8')) as {
      registeredPhones: string[];
    };
    expect(stored.registeredPhones).toContain(phone);
    const next = await captcha();
    expect((await post('register', registerBody(phone, next.sid, next.text, code))).code).toBe(11);
    const sms = await captcha();
    expect((await post('get-sms', { phone, capcode: sms.text, sid: sms.sid })).code).toBe(11);
  });

  it('register refuses a userName that is not the phone', async () => {
    const phone = newPhone();
    const { sid, text, code } = await smsFor(phone);
    const body = { ...registerBody(phone, sid, text, code), userName: '13999999999' };
    expect((await post('register', body)).code).toBe(1);
  });

  it('POST /__demo/reset forgets registered phones but the seeded one', async () => {
    await fetch(`${srv.url}/__demo/reset`, { method: 'POST' });
    const stored = JSON.parse(fs.readFileSync(path.join(srv.dir, 'data', 'db.json'), 'utf8')) as {
      registeredPhones: string[];
    };
    expect(stored.registeredPhones).toEqual([SEEDED_PHONE]);
  });
});

describe('demo server relaying to API_TARGET', () => {
  it('never draws or prints a captcha or code itself: the /__demo answers stay 404', async () => {
    const relayed = await start({ apiTarget: 'http://127.0.0.1:9', upstreamTimeoutMs: 500 });
    try {
      await fetch(`${relayed.url}${PROMO}/get-captcha?sid=${'a'.repeat(32)}&t=1`);
      await fetch(
        `${relayed.url}${PROMO}/get-sms`,
        form({ phone: '13812345678', capcode: 'AAAA', sid: 'x' }),
      );
      expect((await fetch(`${relayed.url}/__demo/last-captcha`)).status).toBe(404);
      expect((await fetch(`${relayed.url}/__demo/last-sms?phone=13812345678`)).status).toBe(404);
      expect(relayed.logs.some((l) => l.startsWith('[demo]'))).toBe(false);
    } finally {
      await relayed.close();
    }
  });
});
