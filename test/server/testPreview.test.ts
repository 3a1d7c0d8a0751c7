/** @jest-environment node */
import type { GeneralEnvelope } from '../../src/platform/api/types';
import type { SmsCodeLoginData } from '../../src/qa/devtools/devtoolsSchema';
import { TEST_LOGIN } from '../../src/config/constants';
import { form, start } from './helpers';
import type { Running } from './helpers';

const LOGIN = '/plays/service/login/sms-code-login';

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

async function post(values: Record<string, string>, scenario?: string) {
  const init = form(values);
  if (scenario)
    init.headers = { ...(init.headers as Record<string, string>), 'x-demo-scenario': scenario };
  const res = await fetch(`${srv.url}${LOGIN}`, init);
  return { status: res.status, body: (await res.json()) as GeneralEnvelope<SmsCodeLoginData> };
}

describe('demo sms-code-login (test page)', () => {
  it('logs the fixed test account in with the general envelope (code 0)', async () => {
    const { status, body } = await post({ ...TEST_LOGIN });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: { userId: '1001', token: 'demo-test-token' },
    });
  });

  it('refuses a wrong SMS code or another user with the server message', async () => {
    for (const values of [
      { username: TEST_LOGIN.username, smsCode: '000000' },
      { username: '13900139000', smsCode: TEST_LOGIN.smsCode },
    ]) {
      const { body } = await post(values);
      expect(body).toEqual({ code: 2, message: 'Código de verificación incorrecto', data: null });
    }
  });

  it('refuses missing fields', async () => {
    expect((await post({ username: TEST_LOGIN.username })).body.code).toBe(1);
    expect((await post({ smsCode: TEST_LOGIN.smsCode })).body.code).toBe(1);
  });

  it('fails on demand with the fail scenario', async () => {
    const { body } = await post({ ...TEST_LOGIN }, 'smsCodeLogin:fail');
    expect(body).toEqual({
      code: 1,
      message: 'Servicio no disponible, inténtelo más tarde',
      data: null,
    });
  });

  it('logs the call without the credentials', async () => {
    await post({ ...TEST_LOGIN });
    const line = srv.logs.filter((l) => l.includes('sms-code-login')).pop() ?? '';
    expect(line).toContain('code=0');
    expect(line).not.toContain(TEST_LOGIN.username);
    expect(line).not.toContain(TEST_LOGIN.smsCode);
  });
});
