import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoanDetailInfo, LoanDetailQuery } from './types';
import type { RequestError } from '../../platform/api/types';

export type { RequestError };

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type RatingStep = 'closed' | 'choosing' | 'thanks';

export interface LoanDetailState {
  query: LoanDetailQuery | null;
  status: RequestStatus;
  info: LoanDetailInfo | null;
  error: RequestError | null;
  rating: {
    step: RatingStep;
    stars: number;
    /** 'noStars' when submitted without a choice. */
    error: 'noStars' | null;
    submitting: boolean;
  };
  extensionOpen: boolean;
}

export const initialLoanDetailState: LoanDetailState = {
  query: null,
  status: 'idle',
  info: null,
  error: null,
  rating: { step: 'closed', stars: 0, error: null, submitting: false },
  extensionOpen: false,
};

const loanDetailSlice = createSlice({
  name: 'loanDetail',
  initialState: initialLoanDetailState,
  reducers: {
    /** Always a fresh start: nothing of a previous order is kept (from=confirm shows the new order). */
    pageOpened(_state, action: PayloadAction<LoanDetailQuery>) {
      return { ...initialLoanDetailState, query: action.payload, status: 'loading' };
    },
    retryRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    refreshRequested(state) {
      state.error = null;
    },
    loadSucceeded(state, action: PayloadAction<LoanDetailInfo>) {
      state.status = 'succeeded';
      state.info = action.payload;
      state.error = null;
      if (action.payload.isScore === 1 && state.rating.step === 'closed') {
        state.rating = { step: 'choosing', stars: 0, error: null, submitting: false };
      }
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      state.status = 'failed';
      state.info = null;
      state.error = action.payload;
    },
    starsChosen(state, action: PayloadAction<number>) {
      state.rating.stars = action.payload;
      state.rating.error = null;
    },
    ratingSubmitted(state) {
      state.rating.submitting = true;
    },
    ratingRejected(state) {
      state.rating.submitting = false;
      state.rating.error = 'noStars';
    },
    ratingThanked(state) {
      state.rating = { ...state.rating, step: 'thanks', submitting: false, error: null };
    },
    /** The rating's worker failed: the modal stays, its Submit works again. */
    ratingFailed(state) {
      state.rating.submitting = false;
    },
    ratingClosed(state) {
      state.rating = { ...state.rating, step: 'closed', submitting: false, error: null };
    },
    extensionTapped(state) {
      state.extensionOpen = true;
    },
    extensionClosed(state) {
      state.extensionOpen = false;
    },
    borrowAgainTapped(_state, _action: PayloadAction<{ productId: string }>) {},
  },
});

export const loanDetailActions = loanDetailSlice.actions;
export const loanDetailReducer = loanDetailSlice.reducer;

type WithLoanDetail = { loanDetail: LoanDetailState };
export const selectLoanDetail = (state: WithLoanDetail) => state.loanDetail;
