import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleRequest, loadReducers, toLoading } from '../../platform/state/loadState';
import type { RequestState } from '../../platform/state/loadState';
import type { CustomerServiceInfo } from './customerServiceSchema';

export interface CustomerServiceState extends RequestState {
  info: CustomerServiceInfo | null;
}

export const initialCustomerServiceState: CustomerServiceState = {
  ...idleRequest(),
  info: null,
};

const customerServiceSlice = createSlice({
  name: 'customerService',
  initialState: initialCustomerServiceState,
  reducers: {
    pageOpened(state) {
      toLoading(state);
    },
    ...loadReducers<CustomerServiceState, CustomerServiceInfo>({
      keep: (state, info) => {
        state.info = info;
      },
    }),
    telephoneTapped(_state, _action: PayloadAction<{ telephone: string }>) {},
  },
});

export const customerServiceActions = customerServiceSlice.actions;
export const customerServiceReducer = customerServiceSlice.reducer;

type WithCustomerService = { customerService: CustomerServiceState };
export const selectCustomerService = (state: WithCustomerService) => state.customerService;

/** The control key of the telephone row while the app's dialler answers (src/shell/hostWait.ts). */
export const DIAL_WAIT = 'callTelephone';
