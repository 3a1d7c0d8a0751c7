import { shownServerText } from '../../platform/api/failureText';
import { anyData, BAD_RESPONSE } from '../../platform/api/schema';
import type { ApiClient, ApiResult } from '../../platform/api/types';
import {
  repaymentCommitSchema,
  repaymentHuichaoSchema,
  repaymentWaySchema,
} from './cardRepaymentSchema';
import { repaymentWayParams } from './cardRepaymentParams';
import { MESSAGE_IDS } from './messages';
import type {
  RepaymentCommitRequest,
  RepaymentConfirmRequest,
  RepaymentHuichaoRequest,
  ShownMessage,
} from './types';

export { MESSAGE_IDS };

/** repayment-commit's sendMsg for the Pay tap and for Resend: text the code (see commitRepayment). */
export const SEND_SMS_CODE = 1;

/**
 * POST repayment-way with orderId in the query (spec section 7: "query orderId"; the endpoint row's
 * `params: 'query'` puts it there, the form body stays empty).
 */
export function fetchRepaymentWay(api: ApiClient, orderId: string) {
  return api.post('repaymentWay', repaymentWaySchema, repaymentWayParams(orderId));
}

/**
 * POST repayment-commit. It moves money: it carries an Idempotency-Key (retried once with the same key
 * when no answer came).
 *
 * sendMsg: spec section 7 lists 0 and 1 without saying when each applies. 1 asks the server to text the
 * borrower the code when the payment needs one (needValid 1); 0 commits without a text. Every commit this
 * page makes may open the SMS step, and spec section 4 opens that step with the 60 s countdown already
 * running (the code is on its way), so both the Pay tap's commit and Resend's commit send 1
 * (SEND_SMS_CODE); a commit with 0 would leave the borrower waiting for a code that never comes. 0 is
 * kept in the request type for a backend flow that commits without a code.
 */
export function commitRepayment(api: ApiClient, body: RepaymentCommitRequest) {
  return api.post('repaymentCommit', repaymentCommitSchema, { ...body }, { idempotent: true });
}

/** POST repayment-confirm with the SMS code (its data is never read: the code decides). */
export function confirmRepayment(api: ApiClient, body: RepaymentConfirmRequest) {
  return api.post('repaymentConfirm', anyData, { ...body }, { idempotent: true });
}

/** POST repayment-huichao: the alternative method's payment url. */
export function fetchHuichaoUrl(api: ApiClient, body: RepaymentHuichaoRequest) {
  return api.post('repaymentHuichao', repaymentHuichaoSchema, { ...body }, { idempotent: true });
}

/** Transport failures ('network', 'timeout') show the localized 'error'. */
export function isTransportFailure(code: string): boolean {
  return code === 'network' || code === 'timeout';
}

/**
 * Spec section 8 for the repayment family: network and time-out show 'error'; an answer that could not be
 * used (not the envelope, data the schema refused, e.g. a needValid that is not 0 or 1, or a success the
 * flow cannot go on with) shows the
 * fallback ('query card list failed' / 'processing failed'); any other failure shows its message (the
 * server's when it reads as one, shownServerText; or the client's localized text for an HTTP error), else
 * the fallback.
 */
export function failureMessage(result: ApiResult<unknown>, fallbackId: string): ShownMessage {
  if (isTransportFailure(result.code)) return { messageId: MESSAGE_IDS.error };
  if (result.success || result.code === BAD_RESPONSE || result.code === 'malformed') {
    return { messageId: fallbackId };
  }
  const message = shownServerText(result.message);
  return message !== '' ? { text: message } : { messageId: fallbackId };
}

/** Confirm failures: '800006' wrong code, '800005' duplicate submit, otherwise as failureMessage. */
export function confirmFailureMessage(result: ApiResult<unknown>): ShownMessage {
  if (result.code === '800006') return { messageId: MESSAGE_IDS.wrongCode };
  if (result.code === '800005') return { messageId: MESSAGE_IDS.duplicateSubmit };
  return failureMessage(result, MESSAGE_IDS.processingFailed);
}
