import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isQueryOf } from '../../platform/state/forQuery';
import { idleRequest, toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { RequestState, RequestStatus, ShownMessage } from '../../platform/state/loadState';
import type { BackLayers } from '../../shell/uiSagaBack';
import type { RepaymentKind, RepaymentQuery } from './types';
import type { ExtensionRepayment, InstalmentRepayment, RepaymentChannel } from './repaymentSchema';

export interface RepaymentState extends RequestState {
  kind: RepaymentKind | null;
  query: RepaymentQuery | null;
  instalment: InstalmentRepayment | null;
  extension: ExtensionRepayment | null;
  /**
   * The channel whose barcode shows in the modal; absent while none does (absent rather than null, so
   * states recorded before the modal moved into the store compare equal in QA replay).
   */
  barcode?: RepaymentChannel;
}

export const initialRepaymentState: RepaymentState = {
  ...idleRequest(),
  kind: null,
  query: null,
  instalment: null,
  extension: null,
};

const repaymentSlice = createSlice({
  name: 'repayment',
  initialState: initialRepaymentState,
  reducers: {
    /** A fresh start: nothing of a previous order is kept. */
    pageOpened(_state, action: PayloadAction<RepaymentQuery & { kind: RepaymentKind }>) {
      const { kind, productId, orderId } = action.payload;
      return { ...initialRepaymentState, kind, query: { productId, orderId }, status: 'loading' };
    },
    retryRequested(state) {
      toLoading(state);
      delete state.barcode;
    },
    /** The app's resume: the open page loads again with what it shows kept until the answer. */
    refreshRequested() {},
    instalmentLoaded(state, action: PayloadAction<InstalmentRepayment>) {
      toSucceeded(state);
      state.instalment = action.payload;
    },
    extensionLoaded(state, action: PayloadAction<ExtensionRepayment>) {
      toSucceeded(state);
      state.extension = action.payload;
    },
    loadFailed(state, action: PayloadAction<ShownMessage>) {
      toFailed(state, action.payload);
      state.instalment = null;
      state.extension = null;
      delete state.barcode;
    },
    channelTapped(_state, _action: PayloadAction<RepaymentChannel>) {},
    customerServiceTapped() {},
    barcodeOpened(state, action: PayloadAction<RepaymentChannel>) {
      state.barcode = action.payload;
    },
    barcodeClosed(state) {
      delete state.barcode;
    },
    /** The page is gone: nothing of the order is kept (events from the app no longer reload it). */
    pageLeft() {
      return initialRepaymentState;
    },
  },
});

export const repaymentActions = repaymentSlice.actions;
export const repaymentReducer = repaymentSlice.reducer;

type WithRepayment = { repayment: RepaymentState };
export const selectRepayment = (state: WithRepayment) => state.repayment;

/** The channel whose barcode the modal shows, or null. */
export const selectBarcode = (state: WithRepayment): RepaymentChannel | null =>
  state.repayment.barcode ?? null;

/** An instalment or extension page is open (opened and not left since). */
export const isPageOpen = (page: RepaymentState): boolean =>
  page.query !== null && page.kind !== null;

/** What the hardware back closes on an open repayment page: the barcode modal, as its Close does. */
export const repaymentBackLayers: BackLayers = {
  closeTop(state: { repayment?: RepaymentState }) {
    const page = state.repayment;
    if (!page || !isPageOpen(page) || !page.barcode) return null;
    return repaymentActions.barcodeClosed();
  },
};

/** A page: instalment or extension, for one order. */
export type RepaymentPageQuery = RepaymentQuery & { kind: RepaymentKind };

/**
 * Where the load of this page (kind and order) is; null while the slice still holds another page's or
 * order's state (before this page's own load started), of which nothing may show.
 */
export const selectStatusFor =
  (page: RepaymentPageQuery) =>
  (state: WithRepayment): RequestStatus | null => {
    const { kind, query, status } = state.repayment;
    return isQueryOf(query && { ...query, kind }, page) ? status : null;
  };

/** Whether this page's own load succeeded. */
const loaded = (state: WithRepayment, page: RepaymentPageQuery) =>
  selectStatusFor(page)(state) === 'succeeded';

/** The instalment page's answer, once its own load succeeded. */
export const selectInstalmentFor = (query: RepaymentQuery) => (state: WithRepayment) =>
  loaded(state, { ...query, kind: 'instalment' }) ? state.repayment.instalment : null;

/** The extension page's answer, once its own load succeeded. */
export const selectExtensionFor = (query: RepaymentQuery) => (state: WithRepayment) =>
  loaded(state, { ...query, kind: 'extension' }) ? state.repayment.extension : null;
