import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { markUnsure, type Attempt, type DoubtFinding } from '../../platform/api/attempt';
import type { ShownMessage } from '../../platform/api/types';
import { keyedByQuery } from '../../platform/state/forQuery';
import { toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { RequestStatus } from '../../platform/state/loadState';
import type { ConfirmOffer } from './loanConfirmSchema';

/**
 * The submit button's life: 'idle' (armed) -> 'requested' (the tap's own reducer took it) -> 'sending'
 * -> 'succeeded' (stays until the page is left: the navigation happens), 'booked' (the push succeeded but
 * its lendDetailsUrl was refused: the loan is requested, the button never re-arms, the page offers the
 * loan details), 'cooldown' (a failure; taps are ignored for SUBMIT_REARM_MS, then 'idle' again) or 'doubt'
 * (the push's outcome is unknown and the backend does not honour keys: the page says the loan may have been
 * requested, checks, and offers a retry only once the check is over). Only an 'idle' button (or a checked
 * doubt's retry) accepts a tap, so a burst of taps sends one push whether the answer is fast or slow.
 */
export type SubmitPhase =
  'idle' | 'requested' | 'sending' | 'succeeded' | 'booked' | 'cooldown' | 'doubt';

/**
 * Why a submit failed, as the toast shows it (failureText: the server/client text, else the 'unexpected
 * answer' id); and the push's attempt after it: null when the answer was definitive (the next tap is a new request), kept and unsure
 * when the server may have booked (the next tap retries the same request, same key). Without it (a
 * thrown worker) a kept attempt stays, unsure.
 */
export interface SubmitFailure {
  message: ShownMessage;
  attempt?: Attempt | null;
}

export interface LoanConfirmState {
  status: RequestStatus;
  productId: string;
  offer: ConfirmOffer | null;
  /** The reload modal (isNeedPop 1) is showing. */
  popOpen: boolean;
  agreed: boolean;
  submit: SubmitPhase;
  /** The offer's contract link when it passes the allowlist; null means the in-app agreement page. */
  contractUrl: string | null;
  /** The push's attempt while it waits for a definitive answer (memory only: a reload starts anew). */
  attempt: Attempt | null;
  /** The order the booked push named ('' when the answer named none: the order page is offered). */
  bookedOrderId: string | null;
  /**
   * In the 'doubt' phase: what the check found so far; absent otherwise (absent, not null, so the QA tapes
   * recorded before doubts existed keep their state).
   */
  doubt?: DoubtFinding;
  /** The doubt's retry takes a tap: set SUBMIT_REARM_MS after the check, so a burst of taps sends none. */
  doubtArmed?: true;
}

export const initialLoanConfirmState: LoanConfirmState = {
  status: 'idle',
  productId: '',
  offer: null,
  popOpen: false,
  agreed: true,
  submit: 'idle',
  contractUrl: null,
  attempt: null,
  bookedOrderId: null,
};

/** No doubt any more: its fields leave the state. */
function endDoubt(state: LoanConfirmState) {
  delete state.doubt;
  delete state.doubtArmed;
}

const loanConfirmSlice = createSlice({
  name: 'loanConfirm',
  initialState: initialLoanConfirmState,
  reducers: {
    pageOpened(state, action: PayloadAction<{ productId: string; isType?: boolean }>) {
      toLoading(state);
      state.productId = action.payload.productId;
      state.offer = null;
      state.popOpen = false;
      state.agreed = true;
      state.submit = 'idle';
      state.attempt = null;
      state.bookedOrderId = null;
      endDoubt(state);
    },
    retryRequested(state) {
      toLoading(state);
    },
    loadSucceeded(
      state,
      action: PayloadAction<{ offer: ConfirmOffer; contractUrl: string | null }>,
    ) {
      toSucceeded(state);
      state.offer = action.payload.offer;
      state.contractUrl = action.payload.contractUrl;
      state.popOpen = action.payload.offer.isNeedPop === 1;
    },
    /** Spec section 8: on a v3 failure nothing of the offer is shown (the page shows its text and Retry). */
    loadFailed(state) {
      toFailed(state);
      state.offer = null;
      state.popOpen = false;
    },
    agreementToggled(state, action: PayloadAction<boolean>) {
      state.agreed = action.payload;
    },
    /**
     * A tap: taken only by an armed button on a loaded offer with the agreement checked, or by the retry
     * a checked doubt offers (never while its check runs, never once the offer is gone).
     */
    submitRequested(state) {
      const retry =
        state.submit === 'doubt' &&
        state.doubtArmed === true &&
        (state.doubt === 'notSeen' || state.doubt === 'unknown');
      if (
        (state.submit === 'idle' || retry) &&
        state.offer &&
        state.agreed &&
        state.status === 'succeeded'
      ) {
        state.submit = 'requested';
        endDoubt(state);
      }
    },
    /** The push goes out as part of this attempt (a new one, or the kept one retried). */
    submitStarted(state, action: PayloadAction<Attempt>) {
      if (state.submit === 'requested') state.submit = 'sending';
      state.attempt = action.payload;
    },
    submitSucceeded(state) {
      state.submit = 'succeeded';
      state.attempt = null;
    },
    /** The push succeeded, its lendDetailsUrl was refused: the loan is requested, nothing re-arms. */
    submitBooked(state, action: PayloadAction<{ orderId: string }>) {
      state.submit = 'booked';
      state.attempt = null;
      state.bookedOrderId = action.payload.orderId;
      endDoubt(state);
    },
    /** The push failed (or its worker threw): the saga shows the message and re-arms after a pause. */
    submitFailed(state, action: PayloadAction<SubmitFailure>) {
      if (state.submit === 'booked' || state.submit === 'succeeded') return;
      // A check that threw found nothing: the doubt stays, never a plain button that would push again.
      if (state.submit === 'doubt') {
        state.doubt = 'unknown';
        return;
      }
      state.submit = 'cooldown';
      const { attempt } = action.payload;
      if (attempt !== undefined) state.attempt = attempt;
      else markUnsure(state.attempt);
    },
    /**
     * The push's outcome is unknown (no definitive answer) and the backend does not honour keys: no
     * re-send; the saga checks. `orderId`: the order the unreadable answer named, '' when none.
     */
    submitDoubted(state, action: PayloadAction<{ orderId: string }>) {
      if (state.submit !== 'sending') return;
      state.submit = 'doubt';
      state.doubt = 'checking';
      state.bookedOrderId = action.payload.orderId;
    },
    /** What the check found ('done' goes on as a booked push does). */
    doubtChecked(state, action: PayloadAction<DoubtFinding>) {
      if (state.submit === 'doubt') state.doubt = action.payload;
    },
    /** The pause after a check is over: the doubt's retry takes a tap. */
    doubtRetryArmed(state) {
      // Not while a new check runs (a pause of an earlier check that ends meanwhile arms nothing).
      if (state.submit === 'doubt' && (state.doubt === 'notSeen' || state.doubt === 'unknown')) {
        state.doubtArmed = true;
      }
    },
    /** The 'check again' tap: the saga checks when the last check brought no usable answer. */
    doubtCheckRequested() {},
    /** A new check starts (only after one that brought no usable answer). */
    doubtCheckStarted(state) {
      if (state.submit === 'doubt' && state.doubt === 'unknown') {
        state.doubt = 'checking';
        delete state.doubtArmed;
      }
    },
    /** The booked loan's details: the saga opens them (the app's page, or the configured route). */
    detailsRequested() {},
    /** The borrower's loans (offered while a push is in doubt): the saga opens the order page. */
    ordersRequested() {},
    submitRearmed(state) {
      if (state.submit === 'cooldown') state.submit = 'idle';
    },
    pageLeft(state) {
      state.popOpen = false;
      state.submit = 'idle';
      state.attempt = null;
      state.bookedOrderId = null;
      endDoubt(state);
    },
  },
});

export const loanConfirmActions = loanConfirmSlice.actions;
export const loanConfirmReducer = loanConfirmSlice.reducer;

type WithLoanConfirm = { loanConfirm: LoanConfirmState };
export const selectLoanConfirm = (state: WithLoanConfirm) => state.loanConfirm;

/** What the page shows before its own product's load started: nothing of another offer (loading). */
const pendingLoanConfirm: LoanConfirmState = { ...initialLoanConfirmState, status: 'loading' };

/** The page of one product (`{ productId }`): its state, never another product's offer (forQuery.ts). */
export const selectLoanConfirmFor = keyedByQuery(
  selectLoanConfirm,
  (page) => ({ productId: page.productId }),
  pendingLoanConfirm,
);

/** Term in days: periods when the unit is the day (1/'day'/'D'), periods × unit when the unit is a day count. */
export function termInDays(offer: Pick<ConfirmOffer, 'periods' | 'termUnit'>): string {
  const periods = Number(offer.periods);
  const unit = Number(offer.termUnit);
  if (Number.isFinite(periods) && Number.isFinite(unit) && unit > 1) return String(periods * unit);
  return String(offer.periods);
}

/** The loaded offer's term in days; '' before it loaded. */
export const selectTermDays = (state: WithLoanConfirm): string => {
  const { offer } = state.loanConfirm;
  return offer ? termInDays(offer) : '';
};

/** The loaded offer, shown only once its load succeeded. */
export const selectShownOffer = (state: WithLoanConfirm): ConfirmOffer | null => {
  const { status, offer } = state.loanConfirm;
  return status === 'succeeded' ? offer : null;
};

/** The offer the page of `{ productId }` shows: its own product's, once its load succeeded. */
export const selectShownOfferFor =
  (page: { productId: string }) =>
  (state: WithLoanConfirm): ConfirmOffer | null =>
    selectShownOffer({ loanConfirm: selectLoanConfirmFor(page)(state) });

/** Busy from the tap until the page is left after a success; a failure pauses ('cooldown'), then re-arms. */
export const selectSubmitBusy = (state: WithLoanConfirm): boolean => {
  const { submit } = state.loanConfirm;
  return submit === 'requested' || submit === 'sending' || submit === 'succeeded';
};

/** Taps are refused: the agreement is unchecked, or a failed submit is cooling down. */
export const selectSubmitDisabled = (state: WithLoanConfirm): boolean => {
  const { agreed, submit } = state.loanConfirm;
  return !agreed || submit === 'cooldown' || submit === 'booked';
};

/**
 * The last push brought no definitive answer from a backend that honours keys: the button retries the
 * same request (same key). Never in the 'doubt' phase, whose retry may repeat the request.
 */
export const selectRetriesSameRequest = (state: WithLoanConfirm): boolean =>
  state.loanConfirm.attempt?.unsure === true && state.loanConfirm.submit !== 'doubt';

/**
 * Whether the offer has a coupon line (spec section 2, screen 15: optional): none when couNum is absent
 * (''), or an amount of zero in any writing (0, '0', '0.00', ' 000 '); other text is shown as it is.
 */
export function hasCoupon(couNum: string | number): boolean {
  if (typeof couNum === 'number') return couNum !== 0;
  const trimmed = couNum.trim();
  if (trimmed === '') return false;
  return !(/^[-+]?\d+(\.\d+)?$/.test(trimmed) && Number(trimmed) === 0);
}

/** The reload modal's text from the server (amountDec, else messageType); '' lets the page say "updating". */
export const selectPopText = (state: WithLoanConfirm): string => {
  const { offer } = state.loanConfirm;
  return offer ? offer.amountDec.trim() || offer.messageType.trim() : '';
};
