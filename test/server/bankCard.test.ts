/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { TEST_LOGIN } from '../../src/config/constants';
import { bindCardNewSchema, cardInitSchema } from '../../src/features/bankCard/bankCardSchema';
import { validateData } from '../../src/platform/api/schema';
import type { GeneralEnvelope } from '../../src/platform/api/types';
import { isAllowedImageUrl } from '../../src/platform/url/imagePolicy';
import { BANKS, SEEDED_CARD_NUMBERS } from '../../server/features/bankCard/seed';
import { form, start } from './helpers';
import type { Running } from './helpers';

const INIT = '/plays/bind-card/card-init';
const BIND = '/plays/bind-card/bind-card-new';
const NAME = 'María Fernanda López García';
const VISA = '4111111111111111';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());
beforeEach(async () => {
  await fetch(`${srv.url}/__demo/reset`, { method: 'POST' });
});

type Init = { banks: { bankCode: string; logo: string }[]; holderName: string; cards: unknown[] };
type Bound = { cardId: string; bankName: string; cardNo: string };

async function post<T>(
  url: string,
  values: Record<string, string>,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const init = form(values);
  init.headers = { ...(init.headers as Record<string, string>), ...headers };
  const search = new URLSearchParams({ userId: '1001', ...query }).toString();
  const res = await fetch(`${srv.url}${url}?${search}`, init);
  return { status: res.status, body: (await res.json()) as GeneralEnvelope<T> };
}

const bindBody = (over: Record<string, string> = {}) => ({
  bankCode: 'BANORTE',
  cardNo: VISA,
  holderName: NAME,
  orderId: '1174',
  ...over,
});

describe('demo card-init', () => {
  it('answers the banks, the registered name and the seeded cards masked', async () => {
    const { body } = await post<Init>(INIT, { orderId: '1174' });
    expect(body.code).toBe(0);
    expect(body.data?.holderName).toBe(NAME);
    expect(body.data?.banks.map((b) => b.bankCode)).toEqual([
      'BBVA',
      'BANORTE',
      'SANTANDER',
      'BANAMEX',
      'HSBC',
      'SCOTIABANK',
      'AZTECA',
      'BANCOPPEL',
    ]);
    expect(body.data?.cards).toEqual([
      { id: '301', bankName: 'BBVA', cardNo: '**** **** **** 1234' },
      { id: '302', bankName: 'Santander', cardNo: '**** **** **** 5678' },
    ]);
    expect(await validateData(cardInitSchema, body.data)).toMatchObject({ ok: true });
  });

  it('draws every logo as a PNG data: URL the app shows (distinct per bank)', () => {
    const policy = { origin: 'http://127.0.0.1', hosts: [] };
    for (const bank of BANKS) {
      expect(isAllowedImageUrl(bank.logo, policy)).toBe(true);
      const bytes = Buffer.from(bank.logo.split(',')[1], 'base64');
      expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    expect(new Set(BANKS.map((b) => b.logo)).size).toBe(BANKS.length);
  });

  it('a user without a registered name or cards gets empty ones; no orderId is fine', async () => {
    const { body } = await post<Init>(INIT, {}, { userId: '2002' });
    expect(body).toMatchObject({ code: 0, data: { holderName: '', cards: [] } });
  });

  it.each([
    ['0', 'No se pudo consultar la lista de bancos, inténtelo más tarde'],
    ['1', 'The list of banks could not be retrieved, please try again later'],
  ])('cardInitFail refuses with its own message (languageType=%s)', async (lang, message) => {
    const { body } = await post(INIT, {}, { languageType: lang, scenario: 'cardInitFail' });
    expect(body).toEqual({ code: 1, message, data: null });
  });
});

describe('demo bind-card-new', () => {
  it('binds a card: masked answer, persisted for the user (never the number)', async () => {
    const { body } = await post<Bound>(BIND, bindBody());
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: { cardId: '303', bankName: 'Banorte', cardNo: '**** **** **** 1111' },
    });
    expect(await validateData(bindCardNewSchema, body.data)).toMatchObject({ ok: true });
    const after = await post<Init>(INIT, {});
    expect(after.body.data?.cards).toContainEqual({
      id: '303',
      bankName: 'Banorte',
      cardNo: '**** **** **** 1111',
    });
    const file = fs.readFileSync(path.join(srv.dir, 'data', 'db.json'), 'utf8');
    expect(file).toContain('"last4": "1111"');
    expect(file).not.toContain(VISA);
    // Another user does not see it.
    expect((await post<Init>(INIT, {}, { userId: '2002' })).body.data?.cards).toEqual([]);
  });

  it.each([
    ['0', '5555555555554444'],
    ['1', '4000056655665556'],
  ])('answers a bind in the shape the app checks (languageType=%s)', async (lang, cardNo) => {
    const { body } = await post<Bound>(BIND, bindBody({ bankCode: 'HSBC', cardNo }), {
      languageType: lang,
    });
    expect(body).toMatchObject({ code: 0, data: { bankName: 'HSBC' } });
    expect(await validateData(bindCardNewSchema, body.data)).toMatchObject({ ok: true });
  });

  it('takes the registered name in any case, without accents, with extra spaces', async () => {
    const { body } = await post<Bound>(
      BIND,
      bindBody({ holderName: '  MARIA FERNANDA   LOPEZ GARCIA ' }),
    );
    expect(body.code).toBe(0);
  });

  it('takes any well-formed name for a user who registered none', async () => {
    const { body } = await post<Bound>(BIND, bindBody({ holderName: 'Ana Ruiz' }), {
      userId: '2002',
    });
    expect(body.code).toBe(0);
  });

  it.each([
    ['an unknown bank', { bankCode: 'NOPE' }, 1, 'Banco no reconocido'],
    ['no bank', { bankCode: '' }, 1, 'Banco no reconocido'],
    ['a card of 15 digits', { cardNo: '411111111111111' }, 1, 'Número de tarjeta inválido'],
    ['a grouped card', { cardNo: '4111 1111 1111 1111' }, 1, 'Número de tarjeta inválido'],
    ['a card failing Luhn', { cardNo: '4111111111111112' }, 1, 'Número de tarjeta inválido'],
    ['a name with digits', { holderName: 'Ana 2' }, 1, 'Nombre del titular inválido'],
    ['no name', { holderName: '' }, 1, 'Nombre del titular inválido'],
    ['a name of 61 letters', { holderName: 'A'.repeat(61) }, 1, 'Nombre del titular inválido'],
    [
      'another holder',
      { holderName: 'Juan Pérez' },
      2,
      'El titular de la tarjeta no coincide con su nombre registrado',
    ],
    [
      'a card already bound',
      { cardNo: SEEDED_CARD_NUMBERS['301'], bankCode: 'BBVA' },
      3,
      'Esta tarjeta ya está vinculada',
    ],
  ])('refuses %s', async (_name, over, code, message) => {
    const { body } = await post(BIND, bindBody(over));
    expect(body).toEqual({ code, message, data: null });
    expect((await post<Init>(INIT, {})).body.data?.cards).toHaveLength(2);
  });

  it('refuses the same card twice (in English with languageType=1)', async () => {
    expect((await post(BIND, bindBody())).body.code).toBe(0);
    const { body } = await post(BIND, bindBody(), { languageType: '1' });
    expect(body).toEqual({ code: 3, message: 'This card is already linked', data: null });
  });

  it('answers a repeated Idempotency-Key with the first answer, binding once', async () => {
    const key = { 'Idempotency-Key': 'bind-card-test-1' };
    const first = await post<Bound>(BIND, bindBody(), {}, key);
    const again = await post<Bound>(BIND, bindBody(), {}, key);
    expect(again.body).toEqual(first.body);
    expect(first.body.code).toBe(0);
    expect((await post<Init>(INIT, {})).body.data?.cards).toHaveLength(3);
  });

  it.each([
    ['0', 'El banco no respondió, su tarjeta no se vinculó. Inténtelo más tarde'],
    ['1', 'The bank did not answer, your card was not linked. Please try again later'],
  ])('bindCardFail refuses and binds nothing (languageType=%s)', async (lang, message) => {
    const { body } = await post(
      BIND,
      bindBody(),
      { languageType: lang },
      {
        'x-demo-scenario': 'bindCardFail',
      },
    );
    expect(body).toEqual({ code: 1, message, data: null });
    expect((await post<Init>(INIT, {})).body.data?.cards).toHaveLength(2);
  });

  it('logs the call without the card number or the name', async () => {
    await post(BIND, bindBody());
    const lines = srv.logs.filter((l) => l.includes('bind-card'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(VISA);
    expect(lines.join('\n')).not.toContain('María');
  });
});

describe('demo sms-code-login failing variant', () => {
  it.each([
    ['0', 'El inicio de sesión de prueba no está disponible, inténtelo más tarde'],
    ['1', 'The test login is unavailable, please try again later'],
  ])('smsCodeLoginFail refuses the test account (languageType=%s)', async (lang, message) => {
    const { body } = await post(
      '/plays/service/login/sms-code-login',
      { ...TEST_LOGIN },
      { languageType: lang, scenario: 'smsCodeLoginFail' },
    );
    expect(body).toEqual({ code: 1, message, data: null });
  });

  it('as the server default, it fails only the login', async () => {
    await fetch(`${srv.url}/__demo/scenario?name=smsCodeLoginFail`, { method: 'POST' });
    const login = await post('/plays/service/login/sms-code-login', { ...TEST_LOGIN });
    expect(login.body.code).toBe(1);
    expect((await post(INIT, {})).body.code).toBe(0);
  });
});
