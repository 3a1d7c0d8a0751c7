import { TEST_LOGIN } from '../../src/config/constants';
import type { Registry } from '../api';
import { COMMON, tr } from '../i18n';

/** The demo's user behind the test account. */
export const TEST_LOGIN_USER_ID = '1001';

/**
 * POST /service/login/sms-code-login (test page only; spec sections 6 and 7). The answer is not shown
 * in the spec: the demo accepts exactly the fixed test credentials with the general envelope.
 */
export function testPreviewRoutes(registry: Registry): Registry {
  return registry.route('POST', 'smsCodeLogin', ({ body, lang }) => {
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
