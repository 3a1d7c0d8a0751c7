import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { REPAYMENT_CODE_MIN_LENGTH, SMS_COUNTDOWN_SECONDS } from '../../config/constants';
import { failureText } from '../../platform/api/failureText';
import type { ApiClient } from '../../platform/api/types';
import type { Navigator } from '../../platform/navigation/types';
import { countdown, type CountdownEnd } from '../../platform/saga/countdown';
import { afterLoad } from '../../platform/saga/afterLoad';
import { submitThenRearm, type SubmitSaga } from '../../platform/saga/rearm';
import { refreshShown } from '../../platform/saga/refreshShown';
import { safely } from '../../platform/saga/safely';
import { storedSession } from '../../platform/session/session';
import type { KeyValueStorage } from '../../platform/storage/types';
import { registerBackLayers } from '../../shell/uiSagaBack';
import { bridgeEvent } from '../../shell/uiSagaEvents';
import { toastRequested } from '../../shell/uiSlice';
import {
  commitRepayment,
  CONFIRM_FAILURES,
  confirmRepayment,
  fetchHuichaoUrl,
  fetchRepaymentWay,
  LOAD_FAILURES,
  MESSAGE_IDS,
  REPAYMENT_FAILURES,
} from './cardRepaymentApi';
import { attemptRequest } from './cardRepaymentAttempts';
import { checkPaymentAgain, goToDetails, raisedDoubt } from './cardRepaymentDoubt';
import {
  cardRepaymentActions as actions,
  canPayWith,
  canRefreshCards,
  cardRepaymentBackLayers,
  selectCardRepayment,
  selectSelectedCard,
} from './cardRepaymentSlice';
import type { RepaymentMethod } from './types';
import type { BankCard } from './cardRepaymentSchema';
import type { ShownMessage } from '../../shell/shownText';

const toast = (message: ShownMessage) => toastRequested({ ...message });

/** repayment-way: the bound cards, the alternative method flag and the repay token. */
function* loadRepaymentWay() {
  const { orderId } = yield* select(selectCardRepayment);
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchRepaymentWay, api, orderId);
  if (result.success && result.data) {
    yield* put(actions.loadSucceeded(result.data));
  } else {
    yield* put(actions.loadFailed(failureText(result, LOAD_FAILURES)));
  }
}

/**
 * The app's resume or the end of its bank flow (a card may have been bound there): the open page's cards
 * load again. Shown cards refresh in the background: the choice stays when the card is still offered,
 * the SMS step and its countdown are left alone, and a failed refresh keeps what is shown. A failed
 * page loads again as its Retry does. Nothing when the page is not open, while it loads, or while a
 * payment, confirm or resend is under way (or done): an answer that comes back after one started is
 * dropped.
 */
function* reloadCards() {
  yield* afterLoad(
    (state: Parameters<typeof selectCardRepayment>[0]) =>
      selectCardRepayment(state).status === 'loading',
  );
  yield* refreshShown({
    page: selectCardRepayment,
    canRefresh: canRefreshCards,
    samePage: (before, now) => now.orderId === before.orderId,
    load: (api, page) => fetchRepaymentWay(api, page.orderId),
    retry: actions.retryRequested,
    loaded: actions.loadSucceeded,
  });
}

/**
 * repayment-commit for the selected card, always asking for the SMS code (sendMsg 1), as the pay
 * attempt of that card: retried after an answer that may have been charged, it carries the same key.
 */
function* commitCard(card: BankCard) {
  const { amount, couponId, orderId, repayToken } = yield* select(selectCardRepayment);
  const body = {
    amount,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId,
    orderId,
    repayToken,
    bankCode: card.bankCode,
    sendMsg: 1 as const,
  };
  return yield* attemptRequest('payAttempt', 'commit', `card:${card.id}`, (api: ApiClient) =>
    commitRepayment(api, body),
  );
}

/**
 * How a pay tap ended: the payment went through, the SMS step opened, the alternative payment was
 * requested but its page refused, or it failed (with its message shown).
 */
type PayOutcome = 'paid' | 'sms' | 'handoffRefused' | 'failed' | 'doubt';

/**
 * The alternative method: repayment-huichao (the pay attempt of the alternative), then the returned
 * url only if it passes the allowlist. A refused url does not re-arm: the payment was requested, so
 * the page says so and offers the loan details.
 */
function* payAlternative() {
  const { amount, orderId } = yield* select(selectCardRepayment);
  const navigator = yield* getContext<Navigator>('navigator');
  const storage = yield* getContext<KeyValueStorage>('storage');
  // The session stored at boot (the native app's userId).
  const userId = storedSession(storage).userId ?? '';
  const body = { userId, orderId, amount };
  const send = (api: ApiClient) => fetchHuichaoUrl(api, body);
  const result = yield* attemptRequest('payAttempt', 'alternative', 'alternative', send);
  if (!result.success || !result.data) {
    if (yield* raisedDoubt('pay', result)) return 'doubt';
    yield* put(toast(failureText(result, REPAYMENT_FAILURES)));
    return 'failed';
  }
  const opened = yield* call([navigator, navigator.open], result.data.url);
  if (!opened) {
    yield* put(actions.handoffRefused());
    return 'handoffRefused';
  }
  // The payment page is opening: the page stays put until it goes, and must not ask again meanwhile.
  yield* put(actions.paySucceeded());
  return 'paid';
}

/** A card: repayment-commit, then the SMS step when needValid is 1, otherwise straight to the loan details. */
function* payWithCard(card: BankCard) {
  const result = yield* call(commitCard, card);
  if (!result.success || !result.data) {
    if (yield* raisedDoubt('pay', result)) return 'doubt';
    yield* put(toast(failureText(result, REPAYMENT_FAILURES)));
    return 'failed';
  }
  yield* put(actions.commitSucceeded(result.data));
  if (result.data.needValid === 1) {
    yield* put(actions.countdownStarted());
    return 'sms';
  }
  yield* put(actions.paySucceeded());
  yield* call(goToDetails);
  return 'paid';
}

/** The chosen method's payment; 'failed' keeps the button busy SUBMIT_REARM_MS more. */
function* payWith(selected: RepaymentMethod | null): SubmitSaga {
  const card = yield* select(selectSelectedCard);
  const outcome: PayOutcome =
    selected?.kind === 'card' && card
      ? yield* call(payWithCard, card)
      : yield* call(payAlternative);
  // A doubt keeps the button busy the same pause: the rest of the burst is not taken as its retry.
  return outcome === 'failed' || outcome === 'doubt' ? 'failed' : 'done';
}

/**
 * The pay button (takeLeading, and the tap's own reducer marks the page busy: a burst of taps sends one
 * request). A tap the reducer did not take does nothing, except that with no method chosen it says
 * 'please select a bank card first'. A failure keeps the button busy for SUBMIT_REARM_MS more
 * (submitThenRearm), so the rest of the burst is ignored; a success keeps it off until the page is left.
 */
export function* pay() {
  const state = yield* select(selectCardRepayment);
  if (!state.paying) {
    if (state.status === 'succeeded' && !state.paid && !state.sms.open && !canPayWith(state)) {
      yield* put(toast({ messageId: MESSAGE_IDS.selectCardFirst }));
    }
    return;
  }
  yield* submitThenRearm(actions.payEnded(), payWith, state.selected);
}

/**
 * The resend countdown on the context clock: ticks each second (59 ... 0); the step's cancel, a
 * successful confirm and leaving the page stop it.
 */
function* smsCountdown() {
  yield* call(countdown, {
    seconds: SMS_COUNTDOWN_SECONDS,
    tick: actions.countdownTicked,
    cancel: [actions.smsCancelled.type, actions.confirmSucceeded.type, actions.doubtPaid.type],
    left: actions.pageLeft.type,
    // Cancel, confirm and leaving reset the step themselves; a replaced countdown must not clear the new one.
    onEnd: (end: CountdownEnd) => (end === 'finished' ? actions.countdownEnded() : null),
  });
}

/** Commits the card again with sendMsg 1; 'failed' unless a new SMS step (needValid 1) came back. */
function* commitAgain(): SubmitSaga {
  const card = yield* select(selectSelectedCard);
  if (!card) {
    yield* put(actions.smsMessageShown({ messageId: MESSAGE_IDS.processingFailed }));
    return 'failed';
  }
  const result = yield* call(commitCard, card);
  if (!result.success && (yield* raisedDoubt('sms', result))) return 'failed';
  if (!result.success || !result.data || result.data.needValid !== 1) {
    yield* put(actions.smsMessageShown(failureText(result, REPAYMENT_FAILURES)));
    return 'failed';
  }
  yield* put(actions.commitSucceeded(result.data));
  yield* put(actions.countdownStarted());
  return 'done';
}

/** Resend (taken by its reducer only when the countdown is over): commit again and count anew. */
function* resend() {
  const { sms } = yield* select(selectCardRepayment);
  if (!sms.open || !sms.resending) return;
  yield* submitThenRearm(actions.resendEnded(), commitAgain);
}

/** The confirm of one code: a code too short is refused before sending (no pause after it). */
function* sendConfirm(code: string): SubmitSaga {
  const { orderId, repayRecordId } = yield* select(selectCardRepayment);
  const verifyCode = code.trim();
  if (verifyCode.length < REPAYMENT_CODE_MIN_LENGTH) {
    yield* put(actions.smsMessageShown({ messageId: MESSAGE_IDS.codeInvalid }));
    return 'done';
  }
  const body = { orderId, verifyCode, repaymentRecordId: repayRecordId };
  // The confirm's attempt is the repayment record's: a retry carries the same key, whatever code.
  const result = yield* attemptRequest(
    'confirmAttempt',
    'confirm',
    repayRecordId,
    (api: ApiClient) => confirmRepayment(api, body),
  );
  if (!result.success) {
    if (yield* raisedDoubt('sms', result)) return 'failed';
    yield* put(actions.smsMessageShown(failureText(result, CONFIRM_FAILURES)));
    return 'failed';
  }
  yield* put(actions.confirmSucceeded());
  yield* call(goToDetails);
  return 'done';
}

/**
 * repayment-confirm with the code from the event (it is never stored). '00' -> the loan details;
 * '800006' wrong code; '800005' duplicate submit; other codes the server message or 'processing failed';
 * network and time-out 'error'. The tap's reducer marks the step busy; a failure keeps it busy for
 * SUBMIT_REARM_MS more (submitThenRearm), so a burst of taps sends one request.
 */
function* confirm(action: PayloadAction<{ verifyCode: string }>) {
  const { sms } = yield* select(selectCardRepayment);
  if (!sms.open || !sms.confirming) return;
  yield* submitThenRearm(actions.confirmEnded(), sendConfirm, action.payload.verifyCode);
}

/** Each watcher names what a thrown worker shows: the page never stays busy or blank. */
export function* cardRepaymentSaga() {
  const processingFailed: ShownMessage = { messageId: MESSAGE_IDS.processingFailed };
  // The hardware back closes the SMS step first (src/shell/uiSagaBack.ts).
  yield* call(registerBackLayers, cardRepaymentBackLayers);
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type],
    safely(loadRepaymentWay, actions.loadFailed({ messageId: MESSAGE_IDS.loadFailed })),
  );
  // A thrown refresh changes nothing on the page (what it shows stays).
  yield* takeLatest(bridgeEvent('resume', 'bankFlowEnded'), safely(reloadCards, null));
  yield* takeLeading(actions.payRequested.type, safely(pay, toast(processingFailed)));
  yield* takeLatest(actions.countdownStarted.type, safely(smsCountdown, actions.countdownEnded()));
  yield* takeLeading(
    actions.resendRequested.type,
    safely(resend, actions.smsMessageShown(processingFailed)),
  );
  yield* takeLeading(
    actions.confirmRequested.type,
    safely(confirm, actions.smsMessageShown(processingFailed)),
  );
  // After a refused payment page, or in a doubt: the loan details, one tap away.
  yield* takeLeading(actions.detailsRequested.type, safely(goToDetails, null));
  // A doubt's check again: a thrown one found nothing.
  yield* takeLeading(
    actions.doubtCheckRequested.type,
    safely(checkPaymentAgain, actions.doubtChecked('unknown')),
  );
}
