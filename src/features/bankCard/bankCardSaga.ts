import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, spawn, takeLatest, takeLeading } from 'typed-redux-saga';
import { SUCCESS_MODAL_MS } from '../../config/constants';
import { isDoubtful } from '../../platform/api/attempt';
import { failureText } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import { waitUnlessLeft } from '../../platform/saga/leave';
import { submitThenRearm, type SubmitSaga } from '../../platform/saga/rearm';
import { refreshShown } from '../../platform/saga/refreshShown';
import { keysHonoured } from '../../platform/saga/keysHonoured';
import { safely } from '../../platform/saga/safely';
import { navigateTo } from '../../shell/shellNavigation';
import { bridgeEvent } from '../../shell/uiSagaEvents';
import { backRequested, toastRequested } from '../../shell/uiSlice';
import { bindCard, fetchCardInit } from './bankCardApi';
import { bankCardActions as actions, canRefreshCards, selectBankCard } from './bankCardSlice';
import { MESSAGE_IDS } from './messages';
import type { BindCardRequest } from './types';

/** How long the success toast shows before the page returns (in the app, closing the web view hides it). */
export const RETURN_AFTER_MS = SUCCESS_MODAL_MS;

type OpenOrRetry =
  ReturnType<typeof actions.pageOpened> | ReturnType<typeof actions.retryRequested>;

/**
 * Tells the native app a bank flow starts. Fire-and-forget: the bridge call is spawned, the page never
 * waits on it; outside the app the bridge does nothing.
 */
function* announceStart(orderId: string) {
  const bridge = yield* getContext<Bridge>('bridge');
  yield* spawn([bridge, bridge.startBankFlow], { orderId });
}

/** Tells the native app the bank flow ended with a bound card (fire-and-forget, like the start). */
function* announceEnd(orderId: string, cardId: string) {
  const bridge = yield* getContext<Bridge>('bridge');
  yield* spawn([bridge, bridge.endBankFlow], { orderId, cardId });
}

/** card-init: the banks, the registered holder name and the bound cards. */
function* loadCardInit() {
  const { query } = yield* select(selectBankCard);
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchCardInit, api, { orderId: query.orderId });
  if (result.success && result.data) {
    yield* put(actions.loadSucceeded(result.data));
  } else {
    yield* put(actions.loadFailed(failureText(result, { fallbackId: MESSAGE_IDS.loadFailed })));
  }
}

/**
 * The app's bank flow ended (a card may have been bound there): the open page's bound cards load again.
 * A shown page refreshes in the background (the form and what is typed stay; a failed refresh keeps what
 * is shown); a failed page loads again as its Retry does. Nothing when the page is not open, while it
 * loads, or while a bind is under way or done: an answer that comes back after one started is dropped.
 */
function* reloadOnBankFlowEnded() {
  yield* refreshShown({
    page: selectBankCard,
    canRefresh: canRefreshCards,
    samePage: (before, now) => now.query === before.query,
    load: (api, page) => fetchCardInit(api, { orderId: page.query.orderId }),
    retry: actions.retryRequested,
    loaded: actions.loadSucceeded,
  });
}

/** Opening the page starts the bank flow (once per visit, not on Retry) and loads; Retry loads again. */
function* openOrRetry(action: OpenOrRetry) {
  if (actions.pageOpened.match(action)) {
    yield* call(announceStart, action.payload.orderId);
  }
  yield* call(loadCardInit);
}

/**
 * Back to where the user came from, once the toast had its moment: the page's `returnTo` when the
 * navigator takes it (a path of this app; anything else is refused), else back (the web view closes in
 * the app, history goes back outside it). Leaving the page meanwhile cancels it.
 */
function* returnToCaller() {
  if (!(yield* waitUnlessLeft(RETURN_AFTER_MS, actions.pageLeft.type))) return;
  const { query } = yield* select(selectBankCard);
  if (query.returnTo) {
    const went = yield* call(navigateTo, { path: query.returnTo, replace: true });
    if (went) return;
  }
  yield* put(backRequested());
}

/** bind-card-new with the form's values; 'failed' keeps the button busy SUBMIT_REARM_MS more. */
function* sendBind(orderId: string, card: Omit<BindCardRequest, 'orderId'>): SubmitSaga {
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(bindCard, api, { ...card, orderId });
  if (!result.success || !result.data) {
    // No answer from a backend that does not honour keys: the card may be bound; the form says so.
    const doubt = isDoubtful(result) && !(yield* call(keysHonoured));
    const text = doubt
      ? { messageId: MESSAGE_IDS.bindDoubt }
      : failureText(result, { fallbackId: MESSAGE_IDS.bindFailed });
    yield* put(actions.bindFailed(text));
    return 'failed';
  }
  yield* put(actions.bindSucceeded(result.data));
  yield* call(announceEnd, orderId, result.data.cardId);
  yield* put(toastRequested({ messageId: MESSAGE_IDS.bound }));
  return 'done';
}

/**
 * The submit (takeLeading; the tap's reducer marks the page busy, so a burst of taps sends one request).
 * Failure: the server's message (or the localized one) above the button, the form kept, the button busy
 * for SUBMIT_REARM_MS more (submitThenRearm). Success: endBankFlow (not awaited), the success toast,
 * then the return.
 */
function* bind(action: PayloadAction<Omit<BindCardRequest, 'orderId'>>) {
  const { binding, query } = yield* select(selectBankCard);
  if (!binding) return;
  const end = yield* submitThenRearm(actions.bindEnded(), sendBind, query.orderId, action.payload);
  if (end === 'done') yield* call(returnToCaller);
}

/** Each watcher names what a thrown worker shows: the page never stays busy or blank. */
export function* bankCardSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type],
    safely(openOrRetry, actions.loadFailed({ messageId: MESSAGE_IDS.loadFailed })),
  );
  yield* takeLeading(
    actions.bindRequested.type,
    safely(bind, actions.bindFailed({ messageId: MESSAGE_IDS.bindFailed })),
  );
  // A thrown refresh changes nothing on the page (what it shows stays).
  yield* takeLatest(bridgeEvent('bankFlowEnded'), safely(reloadOnBankFlowEnded, null));
}
