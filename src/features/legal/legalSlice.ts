import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContractData } from './types';
import type { RequestError } from '../../platform/api/types';

export type { RequestError };

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface LegalState {
  status: RequestStatus;
  orderNo: string;
  contract: ContractData | null;
  error: RequestError | null;
}

export const initialLegalState: LegalState = {
  status: 'idle',
  orderNo: '',
  contract: null,
  error: null,
};

const legalSlice = createSlice({
  name: 'legal',
  initialState: initialLegalState,
  reducers: {
    contractPageOpened(state, action: PayloadAction<{ orderNo: string }>) {
      state.status = 'loading';
      state.orderNo = action.payload.orderNo;
      state.contract = null;
      state.error = null;
    },
    retryRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    loadSucceeded(state, action: PayloadAction<ContractData>) {
      state.status = 'succeeded';
      state.contract = action.payload;
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    goLoginTapped() {},
  },
});

export const legalActions = legalSlice.actions;
export const legalReducer = legalSlice.reducer;

type WithLegal = { legal: LegalState };
export const selectLegal = (state: WithLegal) => state.legal;
