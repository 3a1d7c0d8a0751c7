import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConfirmOffer } from './types';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface LoanConfirmState {
  status: RequestStatus;
  productId: string;
  offer: ConfirmOffer | null;
  /** The reload modal (isNeedPop 1) is showing. */
  popOpen: boolean;
  agreed: boolean;
  submitting: boolean;
  /** The offer's contract link when it passes the allowlist; null means the in-app agreement page. */
  contractUrl: string | null;
}

export const initialLoanConfirmState: LoanConfirmState = {
  status: 'idle',
  productId: '',
  offer: null,
  popOpen: false,
  agreed: true,
  submitting: false,
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
      state.submitting = false;
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
    submitRequested() {},
    submitStarted(state) {
      state.submitting = true;
    },
    submitEnded(state) {
      state.submitting = false;
    },
    pageLeft(state) {
      state.popOpen = false;
      state.submitting = false;
    },
  },
});

export const loanConfirmActions = loanConfirmSlice.actions;
export const loanConfirmReducer = loanConfirmSlice.reducer;

type WithLoanConfirm = { loanConfirm: LoanConfirmState };
export const selectLoanConfirm = (state: WithLoanConfirm) => state.loanConfirm;
