import type { PayloadAction } from '@reduxjs/toolkit';
import {
  call,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import { CONFIRM_RELOAD_MS } from '../../config/constants';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import type { Navigator } from '../../platform/navigation/types';
import { sleep } from '../../platform/saga/countdown';
import { safely } from '../../platform/saga/safely';
import { appendQuery } from '../../platform/url/allowlist';
import { toastRequested } from '../../ui/uiSlice';
import {
  fetchConfirmOffer,
  isConfirmOffer,
  isPushResult,
  normalizeOffer,
  pushLoan,
} from './loanConfirmApi';
import { loanConfirmActions as actions, selectLoanConfirm } from './loanConfirmSlice';

export const NAVIGATION_REFUSED_MESSAGE_ID = 'loanConfirm.navigationRefused';

/**
 * Loads the offer; while the server asks for a pop (isNeedPop 1) it waits CONFIRM_RELOAD_MS on the
 * context clock and fetches again with isType=1. Leaving the page cancels the wait.
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
    if (!result.success || !isConfirmOffer(result.data)) {
      // Spec section 8: on a v3 failure nothing of the offer is shown.
      yield* put(actions.loadFailed());
      return;
    }
    const offer = normalizeOffer(result.data);
    const link = offer.isNewContract?.trim() ?? '';
    const contractUrl = link !== '' && navigator.isAllowed(link) ? link : null;
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

/** One push however often the button is tapped (takeLeading); the button is busy meanwhile. */
export function* submitLoan() {
  const { offer, agreed, productId } = yield* select(selectLoanConfirm);
  if (!offer || !agreed) return;
  const api = yield* getContext<ApiClient>('api');
  const bridge = yield* getContext<Bridge>('bridge');
  const navigator = yield* getContext<Navigator>('navigator');
  yield* put(actions.submitStarted());
  try {
    const result = yield* call(pushLoan, api, {
      amount: String(offer.amount),
      periods: String(offer.periods),
      termUnit: String(offer.termUnit),
      productId,
    });
    // Spec section 8: on a v3 failure nothing is shown.
    if (!result.success || !isPushResult(result.data)) return;
    yield* call([bridge, bridge.track], 'confirm', { productId });
    const target = appendQuery(result.data.lendDetailsUrl, { from: 'confirm' });
    const opened = yield* call([navigator, navigator.open], target, { replace: true });
    if (!opened) yield* put(toastRequested({ messageId: NAVIGATION_REFUSED_MESSAGE_ID }));
  } finally {
    yield* put(actions.submitEnded());
  }
}

export function* loanConfirmSaga() {
  yield* takeLatest([actions.pageOpened.type, actions.retryRequested.type], safely(loadOffer));
  yield* takeLeading(actions.submitRequested.type, safely(submitLoan));
}
