import type { ApiClient } from '../../platform/api/types';
import type { SmsCodeLoginData, SmsCodeLoginRequest } from './types';

/**
 * POST /service/login/sms-code-login with username and smsCode (spec section 7). The result shows on
 * the page itself, so the general envelope's failure toast is switched off.
 */
export function postSmsCodeLogin(api: ApiClient, credentials: SmsCodeLoginRequest) {
  return api.post<SmsCodeLoginData>(
    'smsCodeLogin',
    { username: credentials.username, smsCode: credentials.smsCode },
    { toastOnFailure: false },
  );
}
