import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { parseInstructionsQuery } from './payInstructionsApi';
import type { InstructionsInfo, InstructionsQuery, InstructionsQueryParams } from './types';
import type { RequestError } from '../../platform/api/types';

export type { RequestError };

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface PayInstructionsState {
  query: InstructionsQuery | null;
  /** True when the page was opened without orderId or payCode, or with a requestType other than 1/2. */
  invalidQuery: boolean;
  status: RequestStatus;
  info: InstructionsInfo | null;
  error: RequestError | null;
}

export const initialPayInstructionsState: PayInstructionsState = {
  query: null,
  invalidQuery: false,
  status: 'idle',
  info: null,
  error: null,
};

const payInstructionsSlice = createSlice({
  name: 'payInstructions',
  initialState: initialPayInstructionsState,
  reducers: {
    /** Always a fresh start; an invalid query never loads. */
    pageOpened(_state, action: PayloadAction<InstructionsQueryParams>) {
      const query = parseInstructionsQuery(action.payload);
      if (!query) return { ...initialPayInstructionsState, invalidQuery: true };
      return { ...initialPayInstructionsState, query, status: 'loading' };
    },
    retryRequested(state) {
      if (!state.query) return;
      state.status = 'loading';
      state.error = null;
    },
    loadSucceeded(state, action: PayloadAction<InstructionsInfo>) {
      state.status = 'succeeded';
      state.info = action.payload;
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      state.status = 'failed';
      state.info = null;
      state.error = action.payload;
    },
  },
});

export const payInstructionsActions = payInstructionsSlice.actions;
export const payInstructionsReducer = payInstructionsSlice.reducer;

type WithPayInstructions = { payInstructions: PayInstructionsState };
export const selectPayInstructions = (state: WithPayInstructions) => state.payInstructions;
