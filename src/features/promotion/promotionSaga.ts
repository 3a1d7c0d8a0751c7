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
import { SMS_COUNTDOWN_SECONDS, SUBMIT_REARM_MS } from '../../config/constants';
import type { ApiClient, ApiResult } from '../../platform/api/types';
import { countdown, sleep, type CountdownEnd } from '../../platform/saga/countdown';
import { safely } from '../../platform/saga/safely';
import { navigateTo } from '../../shell/navigation';
import { toastRequested } from '../../shell/uiSlice';
import { MESSAGE_IDS } from './messages';
import { failureMessage, numericCode, register, requestSms, trackClick } from './promotionApi';
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
export const SMS_WRONG_CAPTCHA = 101;
export const ALREADY_REGISTERED = 11;
/** register: -1 is a wrong image captcha. */
export const REGISTER_WRONG_CAPTCHA = -1;

const toast = (message: ShownMessage) => toastRequested({ ...message });
const WORKER_FAILED = { code: 'WORKER_FAILED', message: '' };

/** The download page, on top of the landing document (a hash route: no page load). */
function* goToDownload() {
  const { basePath, query } = yield* select(selectPromotion);
  yield* call(navigateTo, { path: downloadPath(basePath, query) });
}

/** After a failed submit the rest of a burst of taps finds it busy this long. */
function* coolDown() {
  yield* call(sleep, SUBMIT_REARM_MS);
}

/**
 * get-sms (spec sections 4, 7 and 8): 0 'Verification code sent' and the 60 s countdown; 101 a new
 * captcha and the message; 11 'You are already registered' and the download page; other codes the
 * server message; 'error' without an answer. A tap during the countdown: 'Do not resend the code'.
 */
export function* sendSmsCode(action: PayloadAction<SmsIntent>) {
  const state = yield* select(selectPromotion);
  if (!state.sms.sending) {
    if (state.sms.counting) yield* put(toast({ messageId: MESSAGE_IDS.doNotResend }));
    return;
  }
  try {
    const api = yield* getContext<ApiClient>('api');
    const result = yield* call(requestSms, api, {
      phone: action.payload.phone,
      capcode: action.payload.capcode,
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
      return;
    }
    yield* call(smsFailed, result);
  } finally {
    yield* put(actions.smsEnded());
  }
}

function* smsFailed(result: ApiResult<unknown>) {
  const code = numericCode(result.code);
  if (code === ALREADY_REGISTERED) {
    yield* put(toast({ messageId: MESSAGE_IDS.alreadyRegistered }));
    yield* put(actions.registrationDone());
    yield* call(goToDownload);
    return;
  }
  if (code === SMS_WRONG_CAPTCHA) {
    yield* call(reloadCaptcha);
    yield* put(toast(failureMessage(result, MESSAGE_IDS.captchaInvalid)));
  } else {
    yield* put(toast(failureMessage(result, MESSAGE_IDS.error)));
  }
  yield* call(coolDown);
}

/** The resend countdown: 60 s on the context clock, a tick each second, then back to 'get code'. */
export function* smsCountdown() {
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

/**
 * register (spec sections 4, 7 and 8): 0 'Registered successfully' and 11 'already registered' both go
 * to the download page; -1 a new captcha and the message; other codes the server message; 'error'
 * without an answer. The tap's reducer marks it busy, so a burst of taps sends one request.
 */
export function* registerUser(action: PayloadAction<RegisterIntent>) {
  const state = yield* select(selectPromotion);
  if (!state.registering) return;
  try {
    const { phone, capcode, smsCode } = action.payload;
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
      const messageId = code === 0 ? MESSAGE_IDS.registered : MESSAGE_IDS.alreadyRegistered;
      yield* put(toast({ messageId }));
      yield* put(actions.registrationDone());
      yield* call(goToDownload);
      return;
    }
    if (code === REGISTER_WRONG_CAPTCHA) {
      yield* call(reloadCaptcha);
      yield* put(toast(failureMessage(result, MESSAGE_IDS.captchaInvalid)));
    } else {
      yield* put(toast(failureMessage(result, MESSAGE_IDS.error)));
    }
    yield* call(coolDown);
  } finally {
    yield* put(actions.registerEnded());
  }
}

/** A download button: the template's link for the platform, through the allowlist. */
export function* download(action: PayloadAction<ClientType>) {
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
