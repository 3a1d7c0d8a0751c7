import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { requestError } from '../../platform/api/requestError';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import { safely } from '../../platform/saga/safely';
import { fetchExtension, fetchInstalment, parseExtension, parseInstalment } from './repaymentApi';
import { repaymentActions as actions, selectRepayment } from './repaymentSlice';
import type { InstructionsParams, RepaymentChannel } from './types';

/** Loads the screen the page opened (instalment or extension); takeLatest keeps only the newest answer. */
export function* loadRepayment() {
  const { query, kind } = yield* select(selectRepayment);
  if (!query || !kind) return;
  const api = yield* getContext<ApiClient>('api');
  if (kind === 'instalment') {
    const result = yield* call(fetchInstalment, api, query);
    const info = result.success ? parseInstalment(result.data) : null;
    if (info) {
      yield* put(actions.instalmentLoaded(info));
      return;
    }
    yield* put(actions.loadFailed(requestError(result)));
    return;
  }
  const result = yield* call(fetchExtension, api, query);
  const info = result.success ? parseExtension(result.data) : null;
  if (info) {
    yield* put(actions.extensionLoaded(info));
    return;
  }
  yield* put(actions.loadFailed(requestError(result)));
}

/**
 * Instalment: requestType 1 with the repay amount; extension: requestType 2 with the delay amount
 * (both as the server sent them, in minor units). In the app the native side opens the instructions;
 * outside it the page navigates with the router (pendingNavigation).
 */
export function* openInstructions(action: PayloadAction<RepaymentChannel>) {
  const { query, kind, status, instalment, extension } = yield* select(selectRepayment);
  if (!query || !kind || status !== 'succeeded') return;
  const amount = kind === 'instalment' ? instalment?.repayAmount : extension?.delayInfo.delayAmount;
  if (amount === undefined) return;
  const params: InstructionsParams = {
    productId: query.productId,
    orderId: query.orderId,
    amount,
    payCode: action.payload.payCode,
    requestType: kind === 'instalment' ? 1 : 2,
  };
  const bridge = yield* getContext<Bridge>('bridge');
  const result = yield* call([bridge, bridge.openPage], 'paymentInstructions', { ...params });
  if (result.handledBy === 'none') yield* put(actions.instructionsRequested(params));
}

/** The extension page's floating button: the native customer-service page, or the web one outside the app. */
export function* openCustomerService() {
  const bridge = yield* getContext<Bridge>('bridge');
  const result = yield* call([bridge, bridge.openPage], 'customerService', {});
  if (result.handledBy === 'none') yield* put(actions.customerServiceRequested());
}

export function* repaymentSaga() {
  yield* takeLatest([actions.pageOpened.type, actions.retryRequested.type], safely(loadRepayment));
  // One navigation per burst of taps.
  yield* takeLeading(actions.channelTapped.type, safely(openInstructions));
  yield* takeLeading(actions.customerServiceTapped.type, safely(openCustomerService));
}
