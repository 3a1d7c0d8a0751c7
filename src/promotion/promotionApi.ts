import {
  endpointUrl,
  resolveEndpoints,
  type EndpointKey,
  type EndpointOverride,
} from '../platform/api/endpoints';
import type { FailurePolicy } from '../platform/api/failureText';
import type { ApiClient } from '../platform/api/types';
import { acknowledgementSchema, channelTemplateSchema, sidSchema } from './promotionSchema';
import type { GetSmsRequest, RegisterRequest, TrackClickRequest, TrackVisitRequest } from './types';
import { MESSAGE_IDS } from './messages';

/**
 * The landing's calls (spec section 7). Failures never toast from the client: the saga decides what
 * each code shows (spec section 8), and the trackers fail silently.
 */
const quiet = { toastOnFailure: false } as const;

/** GET channel-template?templateId=: the landing config. */
export function fetchTemplate(api: ApiClient, templateId: string) {
  return api.get('channelTemplate', channelTemplateSchema, { templateId }, quiet);
}

/** GET track-visit: the page view (page_type 1); its answer is not read. */
export function trackVisit(api: ApiClient, params: TrackVisitRequest) {
  return api.get('trackVisit', acknowledgementSchema, { ...params }, quiet);
}

/** GET get-sid: the session id of the captcha. */
export function fetchSid(api: ApiClient) {
  return api.get('getSid', sidSchema, undefined, quiet);
}

/** POST get-sms: sends the SMS code (0 sent, 101 wrong captcha, 11 already registered). */
export function requestSms(api: ApiClient, body: GetSmsRequest) {
  return api.post('getSms', acknowledgementSchema, { ...body }, quiet);
}

/** GET track-click: the tracking query (page_type 1 too) plus the phone, when the user applies; not read. */
export function trackClick(api: ApiClient, params: TrackClickRequest) {
  return api.get('trackClick', acknowledgementSchema, { ...params }, quiet);
}

/**
 * POST register (0 registered, 11 already registered, -1 wrong captcha). It creates an account: it
 * carries an Idempotency-Key (retried once with the same key when no answer came).
 */
export function register(api: ApiClient, body: RegisterRequest) {
  return api.post('register', acknowledgementSchema, { ...body }, { ...quiet, idempotent: true });
}

/**
 * The captcha image's URL (same origin, so it passes the image check): the get-captcha row of the
 * endpoint table (with the deployment's override, when `overrides` has one), the sid and a timestamp.
 */
export function captchaUrl(
  sid: string,
  timestamp: number,
  overrides: Partial<Record<EndpointKey, EndpointOverride>> = {},
): string {
  const path = endpointUrl(resolveEndpoints(overrides).getCaptcha);
  const query = new URLSearchParams({ sid, t: String(timestamp) });
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** The server's code as a number when it is one ('101', 101, ' 11 '), else null. */
export function numericCode(code: string): number | null {
  return /^\s*-?\d+\s*$/.test(code) ? Number(code) : null;
}

/**
 * Spec section 8 for the registration landing, its row of the failure table (failureText): 'error' on a
 * network failure or time-out; otherwise the server's message when it reads as one (or the client's
 * localized text for an answer it could not use), else 'error'.
 */
export const REGISTRATION_FAILURES: FailurePolicy = {
  transportId: MESSAGE_IDS.error,
  fallbackId: MESSAGE_IDS.error,
};

/** A wrong image captcha: as any registration failure, 'enter the correct image captcha' as fallback. */
export const CAPTCHA_FAILURES: FailurePolicy = {
  ...REGISTRATION_FAILURES,
  fallbackId: MESSAGE_IDS.captchaInvalid,
};
