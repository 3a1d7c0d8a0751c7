import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, toFailed, toLoading, toSucceeded } from '../../platform/state/loadState';
import type { RequestError, RequestState, RequestStatus } from '../../platform/state/loadState';
import type {
  ExtensionRepayment,
  InstalmentRepayment,
  RepaymentChannel,
  RepaymentKind,
  RepaymentQuery,
} from './types';

export interface RepaymentState extends RequestState {
  kind: RepaymentKind | null;
  query: RepaymentQuery | null;
  instalment: InstalmentRepayment | null;
  extension: ExtensionRepayment | null;
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
    },
    instalmentLoaded(state, action: PayloadAction<InstalmentRepayment>) {
      toSucceeded(state);
      state.instalment = action.payload;
    },
    extensionLoaded(state, action: PayloadAction<ExtensionRepayment>) {
      toSucceeded(state);
      state.extension = action.payload;
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      toFailed(state, action.payload);
      state.instalment = null;
      state.extension = null;
    },
    channelTapped(_state, _action: PayloadAction<RepaymentChannel>) {},
    customerServiceTapped() {},
  },
});

export const repaymentActions = repaymentSlice.actions;
export const repaymentReducer = repaymentSlice.reducer;

type WithRepayment = { repayment: RepaymentState };
export const selectRepayment = (state: WithRepayment) => state.repayment;

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
    const current =
      kind === page.kind && query?.productId === page.productId && query.orderId === page.orderId;
    return current ? status : null;
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
