import type { PayloadAction } from '@reduxjs/toolkit';
import {
  call,
  getContext,
  put,
  race,
  select,
  spawn,
  take,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import { CONFIRM_RELOAD_MS, SUBMIT_REARM_MS } from '../../config/constants';
import { defaultPaths, type PageKey } from '../../config/paths';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import type { Navigator } from '../../platform/navigation/types';
import { sleep } from '../../platform/saga/countdown';
import { safely } from '../../platform/saga/safely';
import { appendQuery } from '../../platform/url/allowlist';
import { toastRequested } from '../../ui/uiSlice';
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

export const NAVIGATION_REFUSED_MESSAGE_ID = 'loanConfirm.navigationRefused';
/** The localized 'unexpected answer' text, for a failure that brought no text of its own. */
export const MALFORMED_MESSAGE_ID = 'common.malformed';
/** After a failed submit, taps are ignored this long (the rest of a tap burst), then the button re-arms. */

/**
 * Loads the offer; while the server asks for a pop (isNeedPop 1) it waits CONFIRM_RELOAD_MS on the
 * context clock and fetches again with isType=1. Leaving the page cancels the wait. The answer has been
 * checked by the offer's schema: a refused answer is a failed result like any other.
 */
export function* loadOffer(
  action: PayloadAction<{ productId: string; isType?: boolean } | undefined>,
) {
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
    const { left } = yield* race({
      wait: call(sleep, CONFIRM_RELOAD_MS),
      left: take(actions.pageLeft.type),
    });
    if (left) return;
    reload = true;
  }
}

/** The tracking point of a successful push; never delays the navigation, never fails the submit. */
export function* trackConfirm(productId: string) {
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
 */
export function* submitLoan() {
  const { offer, productId, submit } = yield* select(selectLoanConfirm);
  if (submit !== 'requested' || !offer) return;
  const api = yield* getContext<ApiClient>('api');
  const navigator = yield* getContext<Navigator>('navigator');
  yield* put(actions.submitStarted());
  const result = yield* call(pushLoan, api, {
    amount: String(offer.amount),
    periods: String(offer.periods),
    termUnit: String(offer.termUnit),
    productId,
  });
  if (!result.success || !result.data) {
    yield* put(actions.submitFailed({ message: result.message }));
    return;
  }
  const target = appendQuery(result.data.lendDetailsUrl, { from: 'confirm' });
  if (!navigator.isAllowed(target)) {
    yield* put(actions.submitFailed({ message: '', messageId: NAVIGATION_REFUSED_MESSAGE_ID }));
    return;
  }
  yield* put(actions.submitSucceeded());
  // The bridge message goes out at once; its answer is not awaited before the page is replaced.
  yield* spawn(trackConfirm, productId);
  yield* call([navigator, navigator.open], target, { replace: true });
}

/** Shows why the submit failed, then re-arms the button once the tap burst is over. */
export function* submitFailure(action: PayloadAction<SubmitFailure>) {
  const { message, messageId } = action.payload;
  yield* put(
    toastRequested(
      message.trim() !== '' ? { text: message } : { messageId: messageId ?? MALFORMED_MESSAGE_ID },
    ),
  );
  yield* call(sleep, SUBMIT_REARM_MS);
  yield* put(actions.submitRearmed());
}

export function* loanConfirmSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type],
    safely(loadOffer, actions.loadFailed()),
  );
  // A thrown worker is a failed submit: its message (never the error text) and the re-arm.
  yield* takeLeading(
    actions.submitRequested.type,
    safely(submitLoan, actions.submitFailed({ message: '' })),
  );
  yield* takeLatest(actions.submitFailed.type, safely(submitFailure, actions.submitRearmed()));
}
