import { TEST_LOGIN } from '../../../src/config/constants';
import type { Registry } from '../../registry';
import { COMMON, tr } from '../../i18n';
import type { Text } from '../../i18n';

/** The demo's user behind the test account. */
const TEST_LOGIN_USER_ID = '1001';

/** The failing variant: code 1 with its own message, whatever the credentials. */
const SMS_CODE_LOGIN_FAIL = 'smsCodeLoginFail';
const LOGIN_UNAVAILABLE: Text = {
  es: 'El inicio de sesión de prueba no está disponible, inténtelo más tarde',
  en: 'The test login is unavailable, please try again later',
};

/**
 * POST /service/login/sms-code-login (test page only; spec sections 6 and 7). The answer is not shown
 * in the spec: the demo accepts exactly the fixed test credentials with the general envelope. Scenario
 * `smsCodeLoginFail` refuses every login (code 1, its own message).
 */
export function testPreviewRoutes(registry: Registry): Registry {
  return registry.route('POST', 'smsCodeLogin', ({ body, scenario, lang }) => {
    if (scenario === SMS_CODE_LOGIN_FAIL)
      return { json: { code: 1, message: tr(lang, LOGIN_UNAVAILABLE), data: null } };
    const username = (body.username ?? '').trim();
    const smsCode = (body.smsCode ?? '').trim();
    if (!username || !smsCode)
      return { json: { code: 1, message: tr(lang, COMMON.invalidParams), data: null } };
    if (username !== TEST_LOGIN.username || smsCode !== TEST_LOGIN.smsCode)
      return { json: { code: 2, message: tr(lang, COMMON.wrongCode), data: null } };
    return {
      json: {
        code: 0,
        message: 'success',
        data: { userId: TEST_LOGIN_USER_ID, token: 'demo-test-token' },
      },
    };
  });
}
