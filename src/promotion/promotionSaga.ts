import type { PayloadAction } from '@reduxjs/toolkit';
import {
  call,
  getContext,
  put,
  select,
  spawn,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import { SMS_COUNTDOWN_SECONDS } from '../config/constants';
import { failureText, WORKER_FAILED } from '../platform/api/failureText';
import type { ApiClient, ApiResult } from '../platform/api/types';
import { countdown, type CountdownEnd } from '../platform/saga/countdown';
import { submitThenRearm, type SubmitSaga } from '../platform/saga/rearm';
import { safely } from '../platform/saga/safely';
import { navigateTo } from '../shell/shellNavigation';
import { toastRequested } from '../shell/uiSlice';
import { MESSAGE_IDS } from './messages';
import {
  CAPTCHA_FAILURES,
  numericCode,
  register,
  REGISTRATION_FAILURES,
  requestSms,
  trackClick,
} from './promotionApi';
import { deviceId, loadCaptcha, loadTemplate, openPage, reloadCaptcha } from './promotionPageSaga';
import {
  promotionActions as actions,
  selectPromotion,
  type PromotionState,
} from './promotionSlice';
import { downloadPath } from './query';
import { trackingQuery } from './tracking';
import type { ClientType, RegisterIntent, ShownMessage, SmsIntent } from './types';

/** get-sms: 101 is a wrong image captcha, 11 an already registered phone (spec section 7). */
const SMS_WRONG_CAPTCHA = 101;
const ALREADY_REGISTERED = 11;
/** register: -1 is a wrong image captcha. */
const REGISTER_WRONG_CAPTCHA = -1;

const toast = (message: ShownMessage) => toastRequested({ ...message });

/** The download page, on top of the landing document (a hash route: no page load). */
function* goToDownload() {
  const { basePath, query } = yield* select(selectPromotion);
  yield* call(navigateTo, { path: downloadPath(basePath, query) });
}

/** Registered, or already registered: the message, apply off, the download page. */
function* registered(messageId: string) {
  yield* put(toast({ messageId }));
  yield* put(actions.registrationDone());
  yield* call(goToDownload);
}

/** get-sms or register refused: a wrong captcha draws a new one; the failure's text (spec section 8). */
function* refused(result: ApiResult<unknown>, wrongCaptcha: boolean): SubmitSaga {
  if (wrongCaptcha) yield* call(reloadCaptcha);
  yield* put(toast(failureText(result, wrongCaptcha ? CAPTCHA_FAILURES : REGISTRATION_FAILURES)));
  return 'failed';
}

/** get-sms with what the user typed; 'failed' keeps the button busy SUBMIT_REARM_MS more. */
function* sendSms(intent: SmsIntent): SubmitSaga {
  const state = yield* select(selectPromotion);
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(requestSms, api, {
    phone: intent.phone,
    capcode: intent.capcode,
    sid: state.captcha.sid,
    deviceId: yield* call(deviceId),
    appName: state.appName,
    app_from: state.query.appFrom,
    user_from: state.query.userFrom,
    utm_tag: state.query.utmTag,
  });
  if (result.success) {
    yield* put(toast({ messageId: MESSAGE_IDS.codeSent }));
    yield* put(actions.countdownStarted());
    return 'done';
  }
  return yield* smsFailed(result);
}

/**
 * get-sms (spec sections 4, 7 and 8): 0 'Verification code sent' and the 60 s countdown; 101 a new
 * captcha and the message; 11 'You are already registered' and the download page; other codes the
 * server message; 'error' without an answer. A tap during the countdown: 'Do not resend the code'.
 */
function* sendSmsCode(action: PayloadAction<SmsIntent>) {
  const state = yield* select(selectPromotion);
  if (!state.sms.sending) {
    if (state.sms.counting) yield* put(toast({ messageId: MESSAGE_IDS.doNotResend }));
    return;
  }
  yield* submitThenRearm(actions.smsEnded(), sendSms, action.payload);
}

function* smsFailed(result: ApiResult<unknown>): SubmitSaga {
  const code = numericCode(result.code);
  if (code === ALREADY_REGISTERED) {
    yield* call(registered, MESSAGE_IDS.alreadyRegistered);
    return 'done';
  }
  return yield* refused(result, code === SMS_WRONG_CAPTCHA);
}

/** The resend countdown: 60 s on the context clock, a tick each second, then back to 'get code'. */
function* smsCountdown() {
  yield* call(countdown, {
    seconds: SMS_COUNTDOWN_SECONDS,
    tick: actions.countdownTicked,
    cancel: actions.registrationDone.type,
    left: actions.registerPageLeft.type,
    // Registering and leaving reset the countdown themselves.
    onEnd: (end: CountdownEnd) => (end === 'finished' ? actions.countdownEnded() : null),
  });
}

/** track-click with the phone when the user applies; its failure shows nothing. */
function* reportClick(state: PromotionState, phone: string) {
  const api = yield* getContext<ApiClient>('api');
  yield* call(trackClick, api, { ...trackingQuery(state), phone });
}

/** register with what the user typed; 'failed' keeps the button busy SUBMIT_REARM_MS more. */
function* sendRegister(intent: RegisterIntent): SubmitSaga {
  const state = yield* select(selectPromotion);
  const { phone, capcode, smsCode } = intent;
  yield* spawn(safely(reportClick, null), state, phone);
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(register, api, {
    phone,
    capcode,
    sid: state.captcha.sid,
    deviceId: yield* call(deviceId),
    appName: state.appName,
    merchantNumber: state.merchantNumber,
    userName: phone,
    smsCode,
    invite_code: state.query.inviteCode,
    user_from: state.query.userFrom,
    id: state.query.id,
    app_from: state.query.appFrom,
    utm_tag: state.query.utmTag,
  });
  const code = result.success ? 0 : numericCode(result.code);
  if (code === 0 || code === ALREADY_REGISTERED) {
    yield* call(registered, code === 0 ? MESSAGE_IDS.registered : MESSAGE_IDS.alreadyRegistered);
    return 'done';
  }
  return yield* refused(result, code === REGISTER_WRONG_CAPTCHA);
}

/**
 * register (spec sections 4, 7 and 8): 0 'Registered successfully' and 11 'already registered' both go
 * to the download page; -1 a new captcha and the message; other codes the server message; 'error'
 * without an answer. The tap's reducer marks it busy, so a burst of taps sends one request.
 */
function* registerUser(action: PayloadAction<RegisterIntent>) {
  const state = yield* select(selectPromotion);
  if (!state.registering) return;
  yield* submitThenRearm(actions.registerEnded(), sendRegister, action.payload);
}

/** A download button: the template's link for the platform, through the allowlist. */
function* download(action: PayloadAction<ClientType>) {
  const { template } = yield* select(selectPromotion);
  const url = action.payload === 'ios' ? template.data?.iosUrl : template.data?.androidUrl;
  if (!url) return;
  yield* call(navigateTo, { url });
}

/** Each watcher names what a thrown worker shows: the page never stays busy or blank. */
export function* promotionSaga() {
  const error = toast({ messageId: MESSAGE_IDS.error });
  yield* takeEvery(actions.pageOpened.type, safely(openPage, null));
  yield* takeLatest(
    [actions.templateRequested.type, actions.templateRetryRequested.type],
    safely(loadTemplate, actions.templateFailed(WORKER_FAILED)),
  );
  yield* takeLatest(actions.captchaRequested.type, safely(loadCaptcha, actions.captchaFailed()));
  yield* takeLatest(
    actions.captchaRefreshRequested.type,
    safely(reloadCaptcha, actions.captchaFailed()),
  );
  yield* takeLeading(actions.smsRequested.type, safely(sendSmsCode, error));
  yield* takeLatest(actions.countdownStarted.type, safely(smsCountdown, actions.countdownEnded()));
  yield* takeLeading(actions.registerRequested.type, safely(registerUser, error));
  yield* takeLeading(actions.downloadRequested.type, safely(download, error));
}
