import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SMS_COUNTDOWN_SECONDS } from '../../config/constants';
import type { Attempt } from '../../platform/api/attempt';
import {
  countdownReducers,
  idleCountdown,
  type CountdownState,
} from '../../platform/state/countdown';
import { keyedByQuery } from '../../platform/state/forQuery';
import { toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { RequestStatus } from '../../platform/state/loadState';
import type { BackLayers } from '../../shell/uiSagaBack';
import type {
  BankCard,
  CardRepaymentQuery,
  RepaymentCommitData,
  RepaymentMethod,
  RepaymentWayData,
  ShownMessage,
} from './types';

/**
 * The SMS code step (spec section 4): a modal with a 60 s resend countdown (`secondsLeft`: until the
 * code may be resent, 0 shows the resend action; `counting`: resend is blocked meanwhile).
 */
export interface SmsStepState extends CountdownState {
  open: boolean;
  /** A confirm is in flight or cooling down (set by the tap's reducer: a burst sends one request). */
  confirming: boolean;
  /** Likewise for the resend (a commit with sendMsg 1). */
  resending: boolean;
  /** The last failure of the step, shown inside the dialog (toasts sit beneath a modal dialog). */
  message: ShownMessage | null;
}

/**
 * The repayment store of spec section 3 (cards, alipay, repayToken, repayRecordId, needValid, amount,
 * couponId, orderId) plus the page's request states. The card number stays in memory only: the state is
 * never written to web storage, and the page renders it masked.
 */
export interface CardRepaymentState {
  status: RequestStatus;
  /** Why the cards did not load (the page's load error: server text or a message id). */
  loadError: ShownMessage | null;
  orderId: string;
  productId: string;
  /** Minor units, as given in the page query. */
  amount: string;
  couponId: string;
  cards: BankCard[];
  alipay: boolean;
  repayToken: string;
  repayRecordId: string;
  needValid: RepaymentCommitData['needValid'] | null;
  selected: RepaymentMethod | null;
  /**
   * The pay button's request (commit or the alternative method's url) is in flight, or cooling down after
   * a failure. Set synchronously by the tap itself (payRequested), so the taps of a burst are ignored.
   */
  paying: boolean;
  /** The payment went through (details or the payment page are opening): pay stays off until the page is left. */
  paid: boolean;
  /** The alternative payment was requested, its page's url refused: pay stays off, details offered. */
  handoffRefused: boolean;
  /**
   * The pay button's attempt (card commit, its resend, the alternative method) until a definitive answer:
   * its retry is the same request (the same Idempotency-Key), and the method stays fixed meanwhile.
   */
  payAttempt: Attempt | null;
  /** Likewise for the SMS step's confirm (its subject is the repayment record, never the code). */
  confirmAttempt: Attempt | null;
  sms: SmsStepState;
}

export type AttemptSlot = 'payAttempt' | 'confirmAttempt';

export const closedSmsStep: SmsStepState = {
  open: false,
  ...idleCountdown(0),
  confirming: false,
  resending: false,
  message: null,
};

export const initialCardRepaymentState: CardRepaymentState = {
  status: 'idle',
  loadError: null,
  orderId: '',
  productId: '',
  amount: '',
  couponId: '',
  cards: [],
  alipay: false,
  repayToken: '',
  repayRecordId: '',
  needValid: null,
  selected: null,
  paying: false,
  paid: false,
  handoffRefused: false,
  payAttempt: null,
  confirmAttempt: null,
  sms: closedSmsStep,
};

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
  return state.status === 'succeeded' && !state.paid && !state.sms.open && isOffered(state);
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
    },
    /** A pay tap is over; an attempt still open when it ended (a thrown worker) may have been charged. */
    payEnded(state) {
      state.paying = false;
      if (state.payAttempt) state.payAttempt.unsure = true;
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
    /** The loan details, offered after a refused payment page: the saga opens them. */
    detailsRequested() {},
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
      if (!sms.open || sms.counting || sms.resending) return;
      sms.resending = true;
      sms.message = null;
    },
    resendEnded(state) {
      state.sms.resending = false;
      if (state.payAttempt) state.payAttempt.unsure = true;
    },
    /**
     * The code travels in this event's payload only; it is not kept in the store. The tap marks the step
     * busy itself, so the other taps of a burst are ignored.
     */
    confirmRequested(state, _action: PayloadAction<{ verifyCode: string }>) {
      const { sms } = state;
      if (!sms.open || sms.confirming) return;
      sms.confirming = true;
      sms.message = null;
    },
    confirmEnded(state) {
      state.sms.confirming = false;
      if (state.confirmAttempt) state.confirmAttempt.unsure = true;
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
