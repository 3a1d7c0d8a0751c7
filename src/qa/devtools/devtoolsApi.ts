import type { ApiClient } from '../../platform/api/types';
import { smsCodeLoginSchema } from './devtoolsSchema';
import type { SmsCodeLoginRequest } from './types';

/**
 * POST /service/login/sms-code-login with username and smsCode (spec section 7). The result shows on
 * the page itself, so the general envelope's failure toast is switched off.
 */
export function postSmsCodeLogin(api: ApiClient, credentials: SmsCodeLoginRequest) {
  return api.post(
    'smsCodeLogin',
    smsCodeLoginSchema,
    { username: credentials.username, smsCode: credentials.smsCode },
    { toastOnFailure: false },
  );
}
