import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureText, WORKER_FAILED } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import { afterLoad } from '../../platform/saga/afterLoad';
import { safely } from '../../platform/saga/safely';
import { channelWait, pageKey, whileHostAnswers } from '../../shell/hostWait';
import { navigateTo, type NavigationRequest } from '../../shell/shellNavigation';
import { registerBackLayers } from '../../shell/uiSagaBack';
import { bridgeEvent } from '../../shell/uiSagaEvents';
import { fetchExtension, fetchInstalment } from './repaymentApi';
import { isUsablePayCode } from './repaymentSchema';
import {
  repaymentActions as actions,
  isPageOpen,
  repaymentBackLayers,
  selectRepayment,
} from './repaymentSlice';
import type { InstructionsParams } from './types';
import type { RepaymentChannel } from './repaymentSchema';

/**
 * Loads the screen the page opened (instalment or extension); takeLatest keeps only the newest answer.
 * The answer has been checked by its schema: a refused one arrives as a failure (BAD_RESPONSE).
 */
export function* loadRepayment() {
  const { query, kind } = yield* select(selectRepayment);
  if (!query || !kind) return;
  const api = yield* getContext<ApiClient>('api');
  if (kind === 'instalment') {
    const result = yield* call(fetchInstalment, api, query);
    if (result.success && result.data) yield* put(actions.instalmentLoaded(result.data));
    else yield* put(actions.loadFailed(failureText(result)));
    return;
  }
  const result = yield* call(fetchExtension, api, query);
  if (result.success && result.data) yield* put(actions.extensionLoaded(result.data));
  else yield* put(actions.loadFailed(failureText(result)));
}

/**
 * Instalment: requestType 1 with the repay amount; extension: requestType 2 with the delay amount
 * (both as the server sent them, in minor units). In the app the native side opens the instructions;
 * outside it the router goes to the instructions route (the shared navigation).
 */
export function* openInstructions(action: PayloadAction<RepaymentChannel>) {
  const { query, kind, status, instalment, extension } = yield* select(selectRepayment);
  if (!query || !kind || status !== 'succeeded') return;
  const amount = kind === 'instalment' ? instalment?.repayAmount : extension?.delayInfo.delayAmount;
  // The channel comes from the checked answer; a tap carrying anything else opens nothing.
  if (amount === undefined || !isUsablePayCode(action.payload.payCode)) return;
  const params: InstructionsParams = {
    productId: query.productId,
    orderId: query.orderId,
    amount,
    payCode: action.payload.payCode,
    requestType: kind === 'instalment' ? 1 : 2,
  };
  const request: NavigationRequest = { page: 'paymentInstructions', params: { ...params } };
  yield* call(whileHostAnswers, channelWait(action.payload.payCode), navigateTo, request);
}

/** The extension page's floating button: the native customer-service page, or the web one outside the app. */
export function* openCustomerService() {
  const request: NavigationRequest = { page: 'customerService' };
  yield* call(whileHostAnswers, pageKey('customerService'), navigateTo, request);
}

/**
 * The web view is visible again (`resume`): the open instalment or extension page loads its order again,
 * what it shows kept until the answer (a failed page as its Retry does). Nothing when no such page is
 * open or while its load is under way.
 */
function* reloadOnResume() {
  yield* afterLoad(
    (state: Parameters<typeof selectRepayment>[0]) => selectRepayment(state).status === 'loading',
  );
  const page = yield* select(selectRepayment);
  if (!isPageOpen(page) || page.status === 'idle') return;
  yield* put(page.status === 'failed' ? actions.retryRequested() : actions.refreshRequested());
}

export function* repaymentSaga() {
  // The hardware back closes the barcode first (src/shell/uiSagaBack.ts).
  yield* call(registerBackLayers, repaymentBackLayers);
  // A thrown load is the page's failed state with Retry, never an endless skeleton.
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type, actions.refreshRequested.type],
    safely(loadRepayment, actions.loadFailed(WORKER_FAILED)),
  );
  yield* takeLatest(bridgeEvent('resume'), safely(reloadOnResume, null));
  // One navigation per burst of taps. These workers own no visible state: a thrown one leaves the page
  // as it is (the next tap tries again).
  yield* takeLeading(actions.channelTapped.type, safely(openInstructions, null));
  yield* takeLeading(actions.customerServiceTapped.type, safely(openCustomerService, null));
}
