import type { PayloadAction } from '@reduxjs/toolkit';
import {
  all,
  call,
  getContext,
  put,
  select,
  spawn,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import type { Bridge } from '../platform/bridge/types';
import type { Navigator } from '../platform/navigation/types';
import { TOAST_DEFAULT_MS, TOAST_MIN_MS } from '../config/constants';
import { sleep } from '../platform/saga/sagaClock';
import { safely } from '../platform/saga/safely';
import { navigationSaga } from './shellNavigation';
import { uiEventsSaga } from './uiSagaEvents';
import {
  backRequested,
  sessionExpired,
  toastExpired,
  toastRequested,
  type ToastContent,
  type UiState,
} from './uiSlice';

/** Milliseconds a toast stays: 3 s by default, never less than 300 ms (spec section 9). */
export function toastDuration(requested?: number): number {
  if (requested === undefined || !Number.isFinite(requested)) return TOAST_DEFAULT_MS;
  return Math.max(TOAST_MIN_MS, requested);
}

/** Hides the toast after its duration on the context clock. A newer toast cancels this one (takeLatest). */
export function* toastLifetime(action: PayloadAction<ToastContent>) {
  const id = yield* select((state: { ui: UiState }) => state.ui.toast?.id);
  if (id === undefined) return;
  yield* call(sleep, toastDuration(action.payload.durationMs));
  yield* put(toastExpired({ id }));
}

/**
 * Back from the title bar (and the hardware back with nothing to close): the previous page of the app's
 * own history when there is one; at the page the app was opened on, the bridge closes the web view in the
 * app and goes back in history outside it. The close is fire-and-forget: no flow reads its answer, so
 * nothing waits on a host that does not answer (detached: leaving the page does not cancel it).
 */
export function* goBack() {
  const navigator = yield* getContext<Navigator>('navigator');
  const wentBack = yield* call([navigator, navigator.back]);
  if (!wentBack) yield* spawn(closeWebView);
}

/** The bridge's close (history back outside the app); spawned by goBack. */
function* closeWebView() {
  const bridge = yield* getContext<Bridge>('bridge');
  yield* call([bridge, bridge.closeWebView]);
}

export const SESSION_EXPIRED_MESSAGE_ID = 'common.sessionExpired';

/**
 * The session is gone (HTTP 401/403): the native app's force-login in the app; outside it the
 * localized 'session expired' message, since a browser has no login page of ours to go to.
 * takeLeading: a page whose calls all fail at once asks once.
 */
export function* expireSession() {
  const bridge = yield* getContext<Bridge>('bridge');
  if (bridge.isInApp()) {
    const result = yield* call([bridge, bridge.goLogin], true);
    if (result.ok) return;
  }
  yield* put(toastRequested({ messageId: SESSION_EXPIRED_MESSAGE_ID }));
}

export function* uiSaga() {
  yield* takeLatest(toastRequested.type, safely(toastLifetime, null));
  yield* takeLeading(backRequested.type, safely(goBack, null));
  yield* takeLeading(sessionExpired.type, safely(expireSession, null));
  yield* all([call(navigationSaga), call(uiEventsSaga)]);
}
