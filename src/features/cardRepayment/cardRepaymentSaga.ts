import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { REPAYMENT_CODE_MIN_LENGTH, SMS_COUNTDOWN_SECONDS } from '../../config/constants';
import type { ApiClient } from '../../platform/api/types';
import type { Bridge } from '../../platform/bridge/types';
import type { Navigator } from '../../platform/navigation/types';
import { countdown, type CountdownEnd } from '../../platform/saga/countdown';
import { safely } from '../../platform/saga/safely';
import { captureSession } from '../../platform/session/session';
import type { KeyValueStorage } from '../../platform/storage/types';
import { toastRequested } from '../../ui/uiSlice';
import {
  commitRepayment,
  confirmFailureMessage,
  confirmRepayment,
  failureMessage,
  fetchHuichaoUrl,
  fetchRepaymentWay,
  isHuichaoData,
  MESSAGE_IDS,
  parseCommit,
  parseRepaymentWay,
} from './cardRepaymentApi';
import {
  cardRepaymentActions as actions,
  selectCardRepayment,
  selectSelectedCard,
} from './cardRepaymentSlice';
import type { BankCard, ShownMessage } from './types';

const toast = (message: ShownMessage) => toastRequested({ ...message });

/** repayment-way: the bound cards, the alternative method flag and the repay token. */
export function* loadRepaymentWay() {
  const { orderId } = yield* select(selectCardRepayment);
  const api = yield* getContext<ApiClient>('api');
  const result = yield* call(fetchRepaymentWay, api, orderId);
  const way = result.success ? parseRepaymentWay(result.data) : null;
  if (way) {
    yield* put(actions.loadSucceeded(way));
    return;
  }
  yield* put(
    actions.loadFailed(
      result.success
        ? { messageId: MESSAGE_IDS.loadFailed }
        : failureMessage(result, MESSAGE_IDS.loadFailed),
    ),
  );
}

/** The loan details: the native page in the app, otherwise the page routes there itself. */
export function* goToDetails() {
  const { orderId, productId } = yield* select(selectCardRepayment);
  const bridge = yield* getContext<Bridge>('bridge');
  const result = yield* call([bridge, bridge.openPage], 'loanDetail', { orderId, productId });
  if (result.handledBy === 'none') yield* put(actions.detailsRequested({ orderId, productId }));
}

/** repayment-commit for the selected card, always asking for the SMS code (sendMsg 1). */
function* commitCard(card: BankCard) {
  const { amount, couponId, orderId, repayToken } = yield* select(selectCardRepayment);
  const api = yield* getContext<ApiClient>('api');
  return yield* call(commitRepayment, api, {
    amount,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId,
    orderId,
    repayToken,
    bankCode: card.bankCode,
    sendMsg: 1 as const,
  });
}

/** The alternative method: repayment-huichao, then the returned url only if it passes the allowlist. */
function* payAlternative() {
  const { amount, orderId } = yield* select(selectCardRepayment);
  const api = yield* getContext<ApiClient>('api');
  const navigator = yield* getContext<Navigator>('navigator');
  const storage = yield* getContext<KeyValueStorage>('storage');
  // The session captured at boot (the native app's userId); an empty search reads what is stored.
  const userId = captureSession('', storage).userId ?? '';
  const result = yield* call(fetchHuichaoUrl, api, { userId, orderId, amount });
  if (!result.success) {
    yield* put(toast(failureMessage(result, MESSAGE_IDS.processingFailed)));
    return;
  }
  if (!isHuichaoData(result.data)) {
    yield* put(toast({ messageId: MESSAGE_IDS.processingFailed }));
    return;
  }
  const opened = yield* call([navigator, navigator.open], result.data.url.trim());
  if (!opened) yield* put(toast({ messageId: MESSAGE_IDS.navigationRefused }));
}

/**
 * The pay button (takeLeading: a burst of taps sends one request). No method chosen -> 'please select a
 * bank card first'; the alternative -> repayment-huichao; a card -> repayment-commit, then the SMS step
 * when needValid is 1, otherwise straight to the loan details.
 */
export function* pay() {
  const { selected, status } = yield* select(selectCardRepayment);
  if (status !== 'succeeded') return;
  const card = yield* select(selectSelectedCard);
  if (!selected || (selected.kind === 'card' && !card)) {
    yield* put(toast({ messageId: MESSAGE_IDS.selectCardFirst }));
    return;
  }
  yield* put(actions.payStarted());
  try {
    if (selected.kind === 'alternative' || !card) {
      yield* call(payAlternative);
      return;
    }
    const result = yield* call(commitCard, card);
    const data = result.success ? parseCommit(result.data) : null;
    if (!data) {
      yield* put(
        toast(
          result.success
            ? { messageId: MESSAGE_IDS.processingFailed }
            : failureMessage(result, MESSAGE_IDS.processingFailed),
        ),
      );
      return;
    }
    yield* put(actions.commitSucceeded(data));
    if (data.needValid === 1) yield* put(actions.countdownStarted());
    else yield* call(goToDetails);
  } finally {
    yield* put(actions.payEnded());
  }
}

/**
 * The resend countdown on the context clock: ticks each second (59 ... 0); the step's cancel, a
 * successful confirm and leaving the page stop it.
 */
export function* smsCountdown() {
  yield* call(countdown, {
    seconds: SMS_COUNTDOWN_SECONDS,
    tick: actions.countdownTicked,
    cancel: [actions.smsCancelled.type, actions.confirmSucceeded.type],
    left: actions.pageLeft.type,
    // Cancel, confirm and leaving reset the step themselves; a replaced countdown must not clear the new one.
    onEnd: (end: CountdownEnd) => (end === 'finished' ? actions.countdownEnded() : null),
  });
}

/** Resend: blocked while counting; otherwise commit again with sendMsg 1 and count anew. */
export function* resend() {
  const { sms } = yield* select(selectCardRepayment);
  const card = yield* select(selectSelectedCard);
  if (!sms.open || sms.counting || !card) return;
  yield* put(actions.resendStarted());
  try {
    const result = yield* call(commitCard, card);
    const data = result.success ? parseCommit(result.data) : null;
    if (!data || data.needValid !== 1) {
      yield* put(
        actions.smsMessageShown(
          result.success
            ? { messageId: MESSAGE_IDS.processingFailed }
            : failureMessage(result, MESSAGE_IDS.processingFailed),
        ),
      );
      return;
    }
    yield* put(actions.commitSucceeded(data));
    yield* put(actions.countdownStarted());
  } finally {
    yield* put(actions.resendEnded());
  }
}

/**
 * repayment-confirm with the code from the event (it is never stored). '00' -> the loan details;
 * '800006' wrong code; '800005' duplicate submit; other codes the server message or 'processing failed';
 * network and time-out 'error'.
 */
export function* confirm(action: PayloadAction<{ verifyCode: string }>) {
  const { sms, orderId, repayRecordId } = yield* select(selectCardRepayment);
  if (!sms.open) return;
  const verifyCode = action.payload.verifyCode.trim();
  if (verifyCode.length < REPAYMENT_CODE_MIN_LENGTH) {
    yield* put(actions.smsMessageShown({ messageId: MESSAGE_IDS.codeInvalid }));
    return;
  }
  const api = yield* getContext<ApiClient>('api');
  yield* put(actions.confirmStarted());
  try {
    const result = yield* call(confirmRepayment, api, {
      orderId,
      verifyCode,
      repaymentRecordId: repayRecordId,
    });
    if (!result.success) {
      yield* put(actions.smsMessageShown(confirmFailureMessage(result)));
      return;
    }
    yield* put(actions.confirmSucceeded());
    yield* call(goToDetails);
  } finally {
    yield* put(actions.confirmEnded());
  }
}

export function* cardRepaymentSaga() {
  yield* takeLatest(
    [actions.pageOpened.type, actions.retryRequested.type],
    safely(loadRepaymentWay),
  );
  yield* takeLeading(actions.payRequested.type, safely(pay));
  yield* takeLatest(actions.countdownStarted.type, safely(smsCountdown));
  yield* takeLeading(actions.resendRequested.type, safely(resend));
  yield* takeLeading(actions.confirmRequested.type, safely(confirm));
}
