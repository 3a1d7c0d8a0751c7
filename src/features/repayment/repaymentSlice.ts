import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ExtensionRepayment,
  InstalmentRepayment,
  InstructionsParams,
  RepaymentChannel,
  RepaymentKind,
  RepaymentQuery,
} from './types';
import type { RequestError } from '../../platform/api/types';

export type { RequestError };

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A navigation the saga decided on and the page carries out with the router. */
export type PendingNavigation =
  { page: 'paymentInstructions'; params: InstructionsParams } | { page: 'customerService' };

export interface RepaymentState {
  kind: RepaymentKind | null;
  query: RepaymentQuery | null;
  status: RequestStatus;
  instalment: InstalmentRepayment | null;
  extension: ExtensionRepayment | null;
  error: RequestError | null;
  pendingNavigation: PendingNavigation | null;
}

export const initialRepaymentState: RepaymentState = {
  kind: null,
  query: null,
  status: 'idle',
  instalment: null,
  extension: null,
  error: null,
  pendingNavigation: null,
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
      state.status = 'loading';
      state.error = null;
    },
    instalmentLoaded(state, action: PayloadAction<InstalmentRepayment>) {
      state.status = 'succeeded';
      state.instalment = action.payload;
      state.error = null;
    },
    extensionLoaded(state, action: PayloadAction<ExtensionRepayment>) {
      state.status = 'succeeded';
      state.extension = action.payload;
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      state.status = 'failed';
      state.instalment = null;
      state.extension = null;
      state.error = action.payload;
    },
    channelTapped(_state, _action: PayloadAction<RepaymentChannel>) {},
    customerServiceTapped() {},
    instructionsRequested(state, action: PayloadAction<InstructionsParams>) {
      state.pendingNavigation = { page: 'paymentInstructions', params: action.payload };
    },
    customerServiceRequested(state) {
      state.pendingNavigation = { page: 'customerService' };
    },
    navigationDone(state) {
      state.pendingNavigation = null;
    },
  },
});

export const repaymentActions = repaymentSlice.actions;
export const repaymentReducer = repaymentSlice.reducer;

type WithRepayment = { repayment: RepaymentState };
export const selectRepayment = (state: WithRepayment) => state.repayment;
