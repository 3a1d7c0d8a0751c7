import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RATING_STORE_THRESHOLD } from '../../config/constants';
import { keyedByQuery } from '../../platform/state/forQuery';
import { idleRequest, loadReducers } from '../../platform/state/loadState';
import type { RequestState } from '../../platform/state/loadState';
import type { BackLayers } from '../../shell/uiSagaBack';
import { selectInApp, type UiState } from '../../shell/uiSlice';
import { visibleRows } from './loanDetailApi';
import { statusView } from './statusView';
import type { LoanDetailInfo, LoanDetailQuery } from './types';

type RatingStep = 'closed' | 'choosing' | 'thanks';

export interface LoanDetailState extends RequestState {
  query: LoanDetailQuery | null;
  info: LoanDetailInfo | null;
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
  ...idleRequest(),
  query: null,
  info: null,
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
    ...loadReducers<LoanDetailState, LoanDetailInfo>({
      keep: (state, info) => {
        state.info = info;
        if (info.isScore === 1 && state.rating.step === 'closed') {
          state.rating = { step: 'choosing', stars: 0, error: null, submitting: false };
        }
      },
      // v3 pages show nothing of the order on failure (spec section 8).
      drop: (state) => {
        state.info = null;
      },
    }),
    refreshRequested(state) {
      state.error = null;
    },
    /**
     * A refresh (pull, or the app's resume) answered: the order is replaced, and the rating opens only
     * when the server newly asks for it, not again after the user closed it on this visit.
     */
    refreshSucceeded(state, action: PayloadAction<LoanDetailInfo>) {
      const askedBefore = state.info?.isScore === 1;
      state.status = 'succeeded';
      state.error = null;
      state.info = action.payload;
      if (action.payload.isScore === 1 && !askedBefore && state.rating.step === 'closed') {
        state.rating = { step: 'choosing', stars: 0, error: null, submitting: false };
      }
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
    /** The page is gone: nothing of the order is kept (events from the app no longer reload it). */
    pageLeft() {
      return initialLoanDetailState;
    },
  },
});

export const loanDetailActions = loanDetailSlice.actions;
export const loanDetailReducer = loanDetailSlice.reducer;

type WithLoanDetail = { loanDetail: LoanDetailState };
export const selectLoanDetail = (state: WithLoanDetail) => state.loanDetail;

/** What the page shows before its own order's load started: nothing of another order (loading). */
const pendingLoanDetail: LoanDetailState = { ...initialLoanDetailState, status: 'loading' };

/** The page of one order (`{ productId, orderId }`): its state, never another order's (forQuery.ts). */
export const selectLoanDetailFor = keyedByQuery(
  selectLoanDetail,
  (page) => page.query,
  pendingLoanDetail,
);

/** The page is open (opened and not left since). */
export const isPageOpen = (page: LoanDetailState): boolean => page.query !== null;

/**
 * What the hardware back closes on the open loan details page: the rating (or its thanks), which can
 * open over the extension choice, then the extension choice; each as its own close does.
 */
export const loanDetailBackLayers: BackLayers = {
  closeTop(state: { loanDetail?: LoanDetailState }) {
    const page = state.loanDetail;
    if (!page || !isPageOpen(page)) return null;
    if (page.rating.step !== 'closed') return loanDetailActions.ratingClosed();
    if (page.extensionOpen) return loanDetailActions.extensionClosed();
    return null;
  },
};

const selectInfo = (state: WithLoanDetail) => state.loanDetail.info;

/** What the order's status shows (image, details, buttons); null until the order loaded. */
export const selectStatusView = createSelector([selectInfo], (info) =>
  info ? statusView(info.orderStatus, info.isDelay) : null,
);

/** The detail rows shown: empty and '0' values are hidden (spec section 2, screen 16). */
export const selectDetailRows = createSelector([selectInfo], (info) =>
  info ? visibleRows(info.userOrderDetail.detail) : [],
);

/**
 * Outside the app a 4-5 star Submit is a link to the store in a new tab (a user gesture, so no pop-up
 * blocker) and the loan page stays; in the app the saga asks the bridge for the store rating.
 */
export const selectRatingOpensStore = (state: WithLoanDetail & { ui: UiState }): boolean => {
  const { rating } = state.loanDetail;
  return !selectInApp(state) && !rating.submitting && rating.stars >= RATING_STORE_THRESHOLD;
};

/** The control key of 'Borrow again' while the app opens its product page (src/shell/hostWait.ts). */
export const PRODUCT_PAGE_WAIT = 'goProductPage';
