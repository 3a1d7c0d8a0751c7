import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, spawn, takeLatest, takeLeading } from 'typed-redux-saga';
import { CONFIRM_RELOAD_MS } from '../../config/constants';
import { defaultPaths, type PageKey } from '../../config/paths';
import {
  attemptAfter,
  attemptFor,
  forAttempt,
  isDefinitive,
  isDoubtful,
  type DoubtFinding,
} from '../../platform/api/attempt';
import { failureText } from '../../platform/api/failureText';
import type { ApiClient, ApiResult } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import type { Navigator } from '../../platform/navigation/types';
import { keysHonoured } from '../../platform/saga/keysHonoured';
import { now } from '../../platform/saga/sagaClock';
import { waitUnlessLeft } from '../../platform/saga/leave';
import { rearmAfter } from '../../platform/saga/rearm';
import { safely } from '../../platform/saga/safely';
import { appendQuery } from '../../platform/url/allowlist';
import { navigateTo, type NavigationRequest } from '../../shell/shellNavigation';
import { checkOrderExists, checkOrElse } from '../../shell/orderCheck';
import { toastRequested } from '../../shell/uiSlice';
import { fetchConfirmOffer, pushLoan } from './loanConfirmApi';
import {
  loanConfirmActions as actions,
  selectLoanConfirm,
  type SubmitFailure,
} from './loanConfirmSlice';

/**
 * Where the offer's contract link (isNewContract) leads. A path of this app, whatever form the server
 * gives it ('/legal/contract?productId=1'), opens the app's contract page at its configured path with the
 * link's query; an allowed absolute URL opens as it is; anything else: no link (the page links to the
 * agreement page).
 */
export function contractLink(
  value: string,
  navigator: Pick<Navigator, 'isAllowed'>,
  contractPath: string,
): string | null {
  const link = value.trim();
  if (link === '') return null;
  if (/^\/(?![/\\])/.test(link)) {
    const url = new URL(link, 'http://app.invalid');
    return `${contractPath}${url.search}`;
  }
  return navigator.isAllowed(link) ? link : null;
}

/** The localized 'unexpected answer' text, for a failure that brought no text of its own. */
const MALFORMED_MESSAGE_ID = 'common.malformed';

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const asOrderId = (value: unknown): string =>
  (typeof value === 'string' || typeof value === 'number') && ORDER_ID.test(String(value))
    ? String(value)
    : '';

/**
 * The order a push's answer names: its data's orderId when the server sends one, else the orderId in
 * lendDetailsUrl's query (the checked one, else the raw answer's); '' when neither is a plain id (the
 * order page is offered instead).
 */
function bookedOrderId(result: Pick<ApiResult<unknown>, 'raw'>, lendDetailsUrl?: string) {
  const { raw } = result;
  const data = typeof raw === 'object' && raw !== null && 'data' in raw ? raw.data : null;
  const field = (name: string): unknown =>
    typeof data === 'object' && data !== null && name in data ? Reflect.get(data, name) : null;
  const sent = field('orderId');
  if (asOrderId(sent) !== '') return asOrderId(sent);
  const url = lendDetailsUrl ?? field('lendDetailsUrl');
  if (typeof url !== 'string') return '';
  try {
    return asOrderId(new URL(url, 'http://app.invalid').searchParams.get('orderId'));
  } catch {
    return '';
  }
}

/**
 * Loads the offer; while the server asks for a pop (isNeedPop 1) it waits CONFIRM_RELOAD_MS on the
 * context clock and fetches again with isType=1. Leaving the page cancels the wait. The answer has been
 * checked by the offer's schema: a refused answer is a failed result like any other.
 */
function* loadOffer(action: PayloadAction<{ productId: string; isType?: boolean } | undefined>) {
  const api = yield* getContext<ApiClient>('api');
  const navigator = yield* getContext<Navigator>('navigator');
  const { productId } = yield* select(selectLoanConfirm);
  let reload = Boolean(action.payload?.isType);
  for (;;) {
    const result = yield* call(fetchConfirmOffer, api, productId, reload);
    if (!result.success || !result.data) {
      // Spec section 8: on a v3 failure nothing of the offer is shown (the page shows Retry).
      yield* put(actions.loadFailed());
      return;
    }
    const offer = result.data;
    const paths = (yield* getContext<Record<PageKey, string> | undefined>('paths')) ?? defaultPaths;
    const contractUrl = contractLink(offer.isNewContract, navigator, paths.loanAgreement);
    yield* put(actions.loadSucceeded({ offer, contractUrl }));
    if (offer.isNeedPop !== 1) return;
    if (!(yield* waitUnlessLeft(CONFIRM_RELOAD_MS, actions.pageLeft.type))) return;
    reload = true;
  }
}

/** The tracking point of a successful push; never delays the navigation, never fails the submit. */
function* trackConfirm(productId: string) {
  const bridge = yield* getContext<Bridge>('bridge');
  try {
    yield* call([bridge, bridge.track], 'confirm', { productId });
  } catch (error) {
    console.error('track failed:', error instanceof Error ? error.message : String(error));
  }
}

/**
 * One push per accepted tap (the slice arms the button; takeLeading keeps a second worker out). A failure
 * of any kind (server failure, time-out, transport error, refused answer) is a message to the user.
 * Every push belongs to an attempt: the same offer retried after an answer that may have booked (a
 * time-out, a gateway's 502/503/504, an unreadable answer) goes out with the same Idempotency-Key; a
 * success or the server's failure envelope ends the attempt. A success whose lendDetailsUrl is refused
 * booked the loan all the same: the page says so and offers the loan details, and never re-arms.
 */
function* submitLoan() {
  const { offer, productId, submit, attempt: kept } = yield* select(selectLoanConfirm);
  if (submit !== 'requested' || !offer) return;
  const api = yield* getContext<ApiClient>('api');
  const navigator = yield* getContext<Navigator>('navigator');
  const request = {
    amount: String(offer.amount),
    periods: String(offer.periods),
    termUnit: String(offer.termUnit),
    productId,
  };
  const subject = [request.productId, request.amount, request.periods, request.termUnit].join('/');
  const keys = yield* call(keysHonoured);
  const attempt = attemptFor(kept, 'loanPush', subject, yield* call(now), keys);
  yield* put(actions.submitStarted(attempt));
  const result = yield* call(pushLoan, forAttempt(api, attempt), request);
  if (!result.success || !result.data) {
    if (isDoubtful(result) && !keys) {
      // The loan may have been booked, and this backend would book a second one: no re-send, a check.
      yield* put(actions.submitDoubted({ orderId: bookedOrderId(result) }));
      yield* call(checkThenArm);
      return;
    }
    const after = attemptAfter(attempt, result);
    const message = failureText(result, { fallbackId: MALFORMED_MESSAGE_ID });
    yield* put(actions.submitFailed({ message, attempt: after }));
    return;
  }
  const target = appendQuery(result.data.lendDetailsUrl, { from: 'confirm' });
  if (!navigator.isAllowed(target)) {
    const orderId = bookedOrderId(result, result.data.lendDetailsUrl);
    yield* put(actions.submitBooked({ orderId }));
    yield* spawn(trackConfirm, productId);
    return;
  }
  yield* put(actions.submitSucceeded());
  // The bridge message goes out at once; its answer is not awaited before the page is replaced.
  yield* spawn(trackConfirm, productId);
  yield* call([navigator, navigator.open], target, { replace: true });
}

/**
 * What became of a push whose outcome is unknown, with the spec's own read calls: the order the answer
 * named, when it named one (loan-details: the server knows it, so the loan is booked and its details
 * open); else the offer again (loan-detail-confirm): still offered says nothing ('notSeen', it may still
 * have been booked), a refusal from the server most likely means it was ('gone'), no answer is 'unknown'.
 */
export function* checkPush() {
  const { productId, bookedOrderId: orderId, submit, doubt } = yield* select(selectLoanConfirm);
  if (submit !== 'doubt' || doubt !== 'checking') return;
  const api = yield* getContext<ApiClient>('api');
  if (orderId) {
    const order = yield* call(checkOrderExists, api, { productId, orderId });
    if (order === 'done') {
      yield* put(actions.submitBooked({ orderId }));
      yield* call(openBookedLoan);
      return;
    }
  }
  const offer = yield* call(fetchConfirmOffer, api, productId, false);
  const finding: DoubtFinding = offer.success
    ? 'notSeen'
    : isDefinitive(offer)
      ? 'gone'
      : 'unknown';
  yield* put(actions.doubtChecked(finding));
}

/**
 * A check, then the retry's pause: the rest of the burst of taps that sent the push (or asked for the
 * check) is not taken as the retry. A check that throws found nothing ('unknown') and arms all the same.
 */
function* checkThenArm() {
  yield* call(checkOrElse, checkPush, actions.doubtChecked('unknown'));
  const { submit, doubt } = yield* select(selectLoanConfirm);
  if (submit === 'doubt' && (doubt === 'notSeen' || doubt === 'unknown')) {
    yield* call(rearmAfter, actions.doubtRetryArmed());
  }
}

/** 'Check again': a new check, only after one that brought no usable answer (never two at once). */
export function* checkPushAgain() {
  const { submit, doubt } = yield* select(selectLoanConfirm);
  if (submit !== 'doubt' || doubt !== 'unknown') return;
  yield* put(actions.doubtCheckStarted());
  yield* call(checkThenArm);
}

/** The borrower's loans: the app's order page (in the app its own), where a booked loan shows. */
function* openOrders() {
  const request: NavigationRequest = { page: 'order', replace: true };
  yield* call(navigateTo, request);
}

/**
 * The booked loan's details: the order's own page (the app's page in the app, the configured route
 * outside it) when the answer named the order, else the order list.
 */
function* openBookedLoan() {
  const { productId, bookedOrderId: orderId, submit } = yield* select(selectLoanConfirm);
  if (submit !== 'booked') return;
  const request: NavigationRequest = orderId
    ? { page: 'loanDetail', params: { productId, orderId }, replace: true }
    : { page: 'order', replace: true };
  yield* call(navigateTo, request);
}

/** Shows why the submit failed, then re-arms the button once the tap burst is over (rearmAfter). */
function* submitFailure(action: PayloadAction<SubmitFailure>) {
  yield* put(toastRequested({ ...action.payload.message }));
  yield* call(rearmAfter, actions.submitRearmed());
}

export function* loanConfirmSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type],
    safely(loadOffer, actions.loadFailed()),
  );
  // A thrown worker is a failed submit: its message (never the error text) and the re-arm.
  yield* takeLeading(
    actions.submitRequested.type,
    safely(submitLoan, actions.submitFailed({ message: { messageId: MALFORMED_MESSAGE_ID } })),
  );
  yield* takeLatest(actions.submitFailed.type, safely(submitFailure, actions.submitRearmed()));
  yield* takeLeading(actions.detailsRequested.type, safely(openBookedLoan, null));
  // The doubt's own controls: check again, or the loans list. A thrown check found nothing.
  yield* takeLeading(
    actions.doubtCheckRequested.type,
    safely(checkPushAgain, actions.doubtChecked('unknown')),
  );
  yield* takeLeading(actions.ordersRequested.type, safely(openOrders, null));
}
