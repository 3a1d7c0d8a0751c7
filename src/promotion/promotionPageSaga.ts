import { call, getContext, put, select, spawn } from 'typed-redux-saga';
import { readRuntimeConfig } from '../platform/config/runtime';
import type { EndpointOverride } from '../platform/api/endpoints';
import { failureText } from '../platform/api/failureText';
import type { ApiClient } from '../platform/api/types';
import { now } from '../platform/saga/sagaClock';
import { safely } from '../platform/saga/safely';
import { documentCookies, ensureDeviceId, type CookieJar } from '../platform/cookies/deviceCookie';
import { captchaUrl, fetchSid, fetchTemplate, trackVisit } from './promotionApi';
import { trackingQuery } from './tracking';
import {
  promotionActions as actions,
  selectPromotion,
  type PromotionState,
} from './promotionSlice';

/**
 * The landing's loads (spec section 7): the channel template, the visit report, the device id cookie
 * and the image captcha. The submits and the watchers are in promotionSaga.ts.
 */

/** The deployment's endpoint overrides (config.js, read at boot): the captcha image follows them. */
function endpointOverrides(): Record<string, EndpointOverride> {
  return readRuntimeConfig().endpoints ?? {};
}

/** The cookie jar from context when a test or replay gives one, else the document's. */
function* cookieJar() {
  const jar = yield* getContext<CookieJar | undefined>('cookies');
  return jar ?? documentCookies;
}

/** The device id from its persistent cookie (written the first time), kept in the state. */
export function* deviceId() {
  const known = (yield* select(selectPromotion)).deviceId;
  if (known) return known;
  const id = yield* call(ensureDeviceId, yield* call(cookieJar));
  yield* put(actions.deviceIdKnown(id));
  return id;
}

/** channel-template for the opened id; an answer for another id is not this landing's config. */
export function* loadTemplate() {
  const { templateId } = yield* select(selectPromotion);
  const id = templateId ?? '';
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchTemplate, api, id);
  if (result.success && result.data && result.data.id === id.trim()) {
    yield* put(actions.templateLoaded(result.data));
  } else {
    // A success for another id (or without data) is not this landing's config: the page's own text.
    yield* put(actions.templateFailed(failureText(result)));
  }
}

/** A captcha image URL for the sid with a fresh timestamp from the context clock. */
function* imageFor(sid: string) {
  const timestamp = yield* call(now);
  const overrides = yield* call(endpointOverrides);
  return captchaUrl(sid, timestamp, overrides);
}

/** get-sid, then the captcha image for it (captchaRequested marked it loading). */
export function* loadCaptcha() {
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchSid, api);
  if (!result.success || !result.data) {
    yield* put(actions.captchaFailed());
    return;
  }
  const url = yield* call(imageFor, result.data.sid);
  yield* put(actions.captchaLoaded({ sid: result.data.sid, url }));
}

/** A new image for the same sid (the server draws a new text), or a new sid when there is none. */
export function* reloadCaptcha() {
  const { captcha } = yield* select(selectPromotion);
  if (captcha.status !== 'succeeded' || captcha.sid === '') {
    if (captcha.status !== 'loading') yield* put(actions.captchaRequested());
    return;
  }
  const url = yield* call(imageFor, captcha.sid);
  yield* put(actions.captchaLoaded({ sid: captcha.sid, url }));
}

/** track-visit once per landing (page_type 1); its failure shows nothing. */
function* reportVisit(state: PromotionState) {
  const api = yield* getContext<ApiClient>('api');
  yield* call(trackVisit, api, trackingQuery(state));
}

/**
 * A page of the landing opened: its template unless the same one is loaded or loading; on the
 * registration page the visit (once), the device id and the captcha.
 */
export function* openPage() {
  const state = yield* select(selectPromotion);
  const loadedOrLoading =
    state.templateId === state.query.id &&
    (state.template.status === 'succeeded' || state.template.status === 'loading');
  if (!loadedOrLoading) yield* put(actions.templateRequested(state.query.id));
  if (state.page !== 'register') return;
  if (!state.visitTracked) {
    yield* put(actions.visitTracked());
    yield* spawn(safely(reportVisit, null), state);
  }
  yield* call(deviceId);
  if (state.captcha.status === 'idle' || state.captcha.status === 'failed') {
    yield* put(actions.captchaRequested());
  }
}
