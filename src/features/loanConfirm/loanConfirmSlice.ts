import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConfirmOffer } from './types';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * The submit button's life: 'idle' (armed) -> 'requested' (the tap's own reducer took it) -> 'sending'
 * -> 'succeeded' (stays until the page is left: the navigation happens) or 'cooldown' (a failure; taps
 * are ignored for SUBMIT_REARM_MS, then 'idle' again). Only an 'idle' button accepts a tap, so a burst of
 * taps sends one push whether the answer is fast or slow, a success or a failure.
 */
export type SubmitPhase = 'idle' | 'requested' | 'sending' | 'succeeded' | 'cooldown';

/** Why a submit failed, as the toast shows it: the server/client text, else a message id. */
export interface SubmitFailure {
  message: string;
  messageId?: string;
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
}

export const initialLoanConfirmState: LoanConfirmState = {
  status: 'idle',
  productId: '',
  offer: null,
  popOpen: false,
  agreed: true,
  submit: 'idle',
  contractUrl: null,
};

const loanConfirmSlice = createSlice({
  name: 'loanConfirm',
  initialState: initialLoanConfirmState,
  reducers: {
    pageOpened(state, action: PayloadAction<{ productId: string; isType?: boolean }>) {
      state.status = 'loading';
      state.productId = action.payload.productId;
      state.offer = null;
      state.popOpen = false;
      state.agreed = true;
      state.submit = 'idle';
    },
    retryRequested(state) {
      state.status = 'loading';
    },
    loadSucceeded(
      state,
      action: PayloadAction<{ offer: ConfirmOffer; contractUrl: string | null }>,
    ) {
      state.status = 'succeeded';
      state.offer = action.payload.offer;
      state.contractUrl = action.payload.contractUrl;
      state.popOpen = action.payload.offer.isNeedPop === 1;
    },
    loadFailed(state) {
      state.status = 'failed';
      state.offer = null;
      state.popOpen = false;
    },
    agreementToggled(state, action: PayloadAction<boolean>) {
      state.agreed = action.payload;
    },
    /** A tap: taken only by an armed button on a loaded offer with the agreement checked. */
    submitRequested(state) {
      if (state.submit === 'idle' && state.offer && state.agreed && state.status === 'succeeded') {
        state.submit = 'requested';
      }
    },
    submitStarted(state) {
      if (state.submit === 'requested') state.submit = 'sending';
    },
    submitSucceeded(state) {
      state.submit = 'succeeded';
    },
    /** The push failed (or its worker threw): the saga shows the message and re-arms after a pause. */
    submitFailed(state, _action: PayloadAction<SubmitFailure>) {
      state.submit = 'cooldown';
    },
    submitRearmed(state) {
      if (state.submit === 'cooldown') state.submit = 'idle';
    },
    pageLeft(state) {
      state.popOpen = false;
      state.submit = 'idle';
    },
  },
});

export const loanConfirmActions = loanConfirmSlice.actions;
export const loanConfirmReducer = loanConfirmSlice.reducer;

type WithLoanConfirm = { loanConfirm: LoanConfirmState };
export const selectLoanConfirm = (state: WithLoanConfirm) => state.loanConfirm;
