import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SMS_COUNTDOWN_SECONDS } from '../../config/constants';
import { markUnsure, type Attempt, type DoubtFinding } from '../../platform/api/attempt';
import { countdownReducers } from '../../platform/state/countdownState';
import { keyedByQuery } from '../../platform/state/forQuery';
import { toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { BackLayers } from '../../shell/uiSagaBack';
import {
  closedSmsStep,
  initialCardRepaymentState,
  type AttemptSlot,
  type CardRepaymentState,
  type PaymentDoubt,
} from './cardRepaymentState';
import type { CardRepaymentQuery, RepaymentMethod } from './types';
import type { BankCard, RepaymentCommitData, RepaymentWayData } from './cardRepaymentSchema';
import type { ShownMessage } from '../../shell/shownText';

export {
  closedSmsStep,
  initialCardRepaymentState,
  type AttemptSlot,
  type CardRepaymentState,
  type PaymentDoubt,
  type SmsStepState,
} from './cardRepaymentState';

/** Whether the chosen method is one the page offers (a loaded card, or the alternative when shown). */
function isOffered(state: CardRepaymentState): boolean {
  const { selected } = state;
  if (!selected) return false;
  return selected.kind === 'alternative'
    ? state.alipay
    : state.cards.some((c) => c.id === selected.cardId);
}

/** While a payment is under way, done, or waiting for a definitive answer, the method is fixed. */
function isLocked(state: CardRepaymentState): boolean {
  return state.paying || state.paid || state.payAttempt !== null;
}

/**
 * Whether the pay button can act now: the cards loaded, an offered method is chosen, the SMS step is
 * not open and the payment has not gone through already.
 */
export function canPayWith(state: CardRepaymentState): boolean {
  return (
    state.status === 'succeeded' &&
    !state.paid &&
    !state.sms.open &&
    !isChecking(state) &&
    isOffered(state)
  );
}

/** A doubtful request is being checked (or found paid): no payment request may go out meanwhile. */
function isChecking(state: CardRepaymentState): boolean {
  const finding = state.doubt?.finding;
  return finding === 'checking' || finding === 'done';
}

const cardRepaymentSlice = createSlice({
  name: 'cardRepayment',
  initialState: initialCardRepaymentState,
  reducers: {
    /** A fresh start for this order: nothing of a previous one is kept. */
    pageOpened(_state, action: PayloadAction<CardRepaymentQuery>) {
      return { ...initialCardRepaymentState, ...action.payload, status: 'loading' };
    },
    retryRequested(state) {
      toLoading(state);
      state.loadError = null;
    },
    loadSucceeded(state, action: PayloadAction<RepaymentWayData>) {
      toSucceeded(state);
      state.loadError = null;
      state.cards = action.payload.bankCards;
      state.alipay = action.payload.alipay;
      state.repayToken = action.payload.repayToken;
      if (!isOffered(state)) state.selected = null;
    },
    loadFailed(state, action: PayloadAction<ShownMessage>) {
      toFailed(state);
      state.loadError = action.payload;
      state.cards = [];
      state.alipay = false;
      state.repayToken = '';
      state.selected = null;
    },
    /** The method is fixed while a payment is under way or done. */
    methodSelected(state, action: PayloadAction<RepaymentMethod>) {
      if (isLocked(state)) return;
      state.selected = action.payload;
    },
    /**
     * The pay button: a card commit or the alternative method, decided by the saga. The tap itself marks
     * the page busy when it can pay, so the other taps of a burst find it busy and are ignored.
     */
    payRequested(state) {
      if (state.paying || !canPayWith(state)) return;
      state.paying = true;
      // A checked doubt's retry: the borrower chose to send it again, knowing it may repeat.
      delete state.doubt;
    },
    /** A pay tap is over; an attempt still open when it ended (a thrown worker) may have been charged. */
    payEnded(state) {
      state.paying = false;
      markUnsure(state.payAttempt);
    },
    /** The payment went through: the pay button stays off until the page is left. */
    paySucceeded(state) {
      state.paid = true;
    },
    /** A request's attempt: set when it goes out, kept (unsure) or ended (null) by its answer. */
    attemptChanged(state, action: PayloadAction<{ slot: AttemptSlot; attempt: Attempt | null }>) {
      state[action.payload.slot] = action.payload.attempt;
    },
    /** The alternative payment was requested but its page was refused: pay stays off. */
    handoffRefused(state) {
      state.paid = true;
      state.handoffRefused = true;
    },
    /** The loan details, offered after a refused payment page or in a doubt: the saga opens them. */
    detailsRequested() {},
    /**
     * A payment request's outcome is unknown and the backend does not honour keys: no re-send; the saga
     * checks the order.
     */
    paymentDoubted(state, action: PayloadAction<PaymentDoubt['step']>) {
      state.doubt = { step: action.payload, finding: 'checking' };
    },
    doubtChecked(state, action: PayloadAction<DoubtFinding>) {
      if (state.doubt) state.doubt.finding = action.payload;
    },
    /** The 'check again' tap: the saga checks when the last check brought no usable answer. */
    doubtCheckRequested() {},
    /** A new check starts (only after one that brought no usable answer). */
    doubtCheckStarted(state) {
      if (state.doubt?.finding === 'unknown') state.doubt.finding = 'checking';
    },
    /** The check found the order paid: the step closes, pay stays off, the details open. */
    doubtPaid(state) {
      state.paid = true;
      state.sms = closedSmsStep;
      delete state.doubt;
    },
    /** repayment-commit answered; needValid 1 opens the SMS step. */
    commitSucceeded(state, action: PayloadAction<RepaymentCommitData>) {
      state.needValid = action.payload.needValid;
      state.repayRecordId = action.payload.repayRecordId;
      if (action.payload.needValid === 1) {
        state.sms = { ...closedSmsStep, open: true, secondsLeft: SMS_COUNTDOWN_SECONDS };
      }
    },
    /** A (new) 60 s countdown runs; resend is blocked until it ends, when 0 shows the resend action. */
    ...countdownReducers((state: CardRepaymentState) => state.sms, {
      seconds: SMS_COUNTDOWN_SECONDS,
    }),
    /** The resend tap marks the step busy itself (ignored while counting or already busy). */
    resendRequested(state) {
      const { sms } = state;
      if (!sms.open || sms.counting || sms.resending || isChecking(state)) return;
      sms.resending = true;
      sms.message = null;
      delete state.doubt;
    },
    resendEnded(state) {
      state.sms.resending = false;
      markUnsure(state.payAttempt);
    },
    /**
     * The code travels in this event's payload only; it is not kept in the store. The tap marks the step
     * busy itself, so the other taps of a burst are ignored.
     */
    confirmRequested(state, _action: PayloadAction<{ verifyCode: string }>) {
      const { sms } = state;
      if (!sms.open || sms.confirming || isChecking(state)) return;
      sms.confirming = true;
      sms.message = null;
      delete state.doubt;
    },
    confirmEnded(state) {
      state.sms.confirming = false;
      markUnsure(state.confirmAttempt);
    },
    /** The payment is confirmed: the step closes and pay stays off until the page is left. */
    confirmSucceeded(state) {
      state.sms = closedSmsStep;
      state.paid = true;
    },
    smsMessageShown(state, action: PayloadAction<ShownMessage>) {
      state.sms.message = action.payload;
    },
    /** Cancel closes the step; the saga's countdown stops on this action. */
    smsCancelled(state) {
      state.sms = closedSmsStep;
      // A doubt raised in the step stays on the page, where its retry is a new payment.
      if (state.doubt) state.doubt.step = 'pay';
    },
    /** Leaving the page stops the countdown and drops the cards from memory. */
    pageLeft() {
      return initialCardRepaymentState;
    },
  },
});

export const cardRepaymentActions = cardRepaymentSlice.actions;
export const cardRepaymentReducer = cardRepaymentSlice.reducer;

type WithCardRepayment = { cardRepayment: CardRepaymentState };
export const selectCardRepayment = (state: WithCardRepayment) => state.cardRepayment;

/** The page of one order (`{ orderId, productId }`): its state, else loading (forQuery.ts). */
export const selectCardRepaymentFor = keyedByQuery(
  selectCardRepayment,
  (page) => ({ orderId: page.orderId, productId: page.productId }),
  { ...initialCardRepaymentState, status: 'loading' } satisfies CardRepaymentState,
);

/** While a payment is under way or done the method is fixed (the other options are disabled). */
export const selectMethodLocked = (state: WithCardRepayment): boolean =>
  isLocked(state.cardRepayment);

/** The cards loaded, and there is neither a card nor the alternative method to pay with. */
export const selectNoMethods = (state: WithCardRepayment): boolean => {
  const { cards, alipay } = state.cardRepayment;
  return cards.length === 0 && !alipay;
};

/**
 * Whether the loaded cards may be refreshed in the background now (the app's resume, or its bank flow
 * ended): the page is open with its cards shown, and no payment, confirm or resend is under way or
 * done. The SMS step may be open: a refresh leaves it and its countdown alone.
 */
export function canRefreshCards(state: CardRepaymentState): boolean {
  const { sms } = state;
  return (
    state.status === 'succeeded' &&
    !state.paying &&
    !state.paid &&
    state.payAttempt === null &&
    state.doubt === undefined &&
    !sms.confirming &&
    !sms.resending
  );
}

/** What the hardware back closes on the open card repayment page: the SMS step, as its Cancel does. */
export const cardRepaymentBackLayers: BackLayers = {
  closeTop(state: { cardRepayment?: CardRepaymentState }) {
    const page = state.cardRepayment;
    if (!page || page.status === 'idle' || !page.sms.open) return null;
    return cardRepaymentActions.smsCancelled();
  },
};

/** The selected card, when a card (not the alternative) is chosen. */
export const selectSelectedCard = (state: WithCardRepayment): BankCard | null => {
  const { selected, cards } = state.cardRepayment;
  if (!selected || selected.kind !== 'card') return null;
  return cards.find((c) => c.id === selected.cardId) ?? null;
};
