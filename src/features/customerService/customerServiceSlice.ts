import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomerServiceInfo } from './types';
import type { RequestError } from '../../platform/api/types';

export type { RequestError };

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface CustomerServiceState {
  status: RequestStatus;
  info: CustomerServiceInfo | null;
  error: RequestError | null;
}

export const initialCustomerServiceState: CustomerServiceState = {
  status: 'idle',
  info: null,
  error: null,
};

const customerServiceSlice = createSlice({
  name: 'customerService',
  initialState: initialCustomerServiceState,
  reducers: {
    pageOpened(state) {
      state.status = 'loading';
      state.error = null;
    },
    retryRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    loadSucceeded(state, action: PayloadAction<CustomerServiceInfo>) {
      state.status = 'succeeded';
      state.info = action.payload;
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    telephoneTapped(_state, _action: PayloadAction<{ telephone: string }>) {},
  },
});

export const customerServiceActions = customerServiceSlice.actions;
export const customerServiceReducer = customerServiceSlice.reducer;

type WithCustomerService = { customerService: CustomerServiceState };
export const selectCustomerService = (state: WithCustomerService) => state.customerService;
