import type { FailurePolicy } from '../../platform/api/failureText';
import { anyData } from '../../platform/api/schema';
import type { ApiClient } from '../../platform/api/types';
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

/**
 * Spec section 8 for the repayment family, the page's row of the failure table (failureText): network
 * and time-out show 'error'; an answer that could not be used (not the envelope, data the schema
 * refused, e.g. a needValid that is not 0 or 1, or a success the flow cannot go on with) shows the
 * fallback ('processing failed' here, 'query card list failed' for the cards' load); any other failure
 * shows its message (the server's when it reads as one, or the client's localized text for an HTTP
 * error), else the fallback.
 */
export const REPAYMENT_FAILURES: FailurePolicy = {
  transportId: MESSAGE_IDS.error,
  unusableShowsFallback: true,
  fallbackId: MESSAGE_IDS.processingFailed,
};

/** The cards' load (repayment-way): 'query card list failed' as the fallback. */
export const LOAD_FAILURES: FailurePolicy = {
  ...REPAYMENT_FAILURES,
  fallbackId: MESSAGE_IDS.loadFailed,
};

/** Confirm: '800006' wrong code, '800005' duplicate submit, otherwise as any repayment call. */
export const CONFIRM_FAILURES: FailurePolicy = {
  ...REPAYMENT_FAILURES,
  codes: { '800006': MESSAGE_IDS.wrongCode, '800005': MESSAGE_IDS.duplicateSubmit },
};
