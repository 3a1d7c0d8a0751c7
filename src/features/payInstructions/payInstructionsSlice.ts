import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isQueryOf } from '../../platform/state/forQuery';
import { idleRequest, loadReducers, toLoading } from '../../platform/state/loadState';
import type { RequestState, RequestStatus } from '../../platform/state/loadState';
import { parseInstructionsQuery } from './payInstructionsApi';
import type { InstructionsQuery, InstructionsQueryParams } from './types';
import type { InstructionsInfo } from './payInstructionsSchema';

export interface PayInstructionsState extends RequestState {
  query: InstructionsQuery | null;
  /** True when the page was opened without orderId or payCode, or with a requestType other than 1/2. */
  invalidQuery: boolean;
  info: InstructionsInfo | null;
}

export const initialPayInstructionsState: PayInstructionsState = {
  ...idleRequest(),
  query: null,
  invalidQuery: false,
  info: null,
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
    ...loadReducers<PayInstructionsState, InstructionsInfo>({
      keep: (state, info) => {
        state.info = info;
      },
      drop: (state) => {
        state.info = null;
      },
    }),
    /** Retry only reloads a valid query. */
    retryRequested(state) {
      if (state.query) toLoading(state);
    },
  },
});

export const payInstructionsActions = payInstructionsSlice.actions;
export const payInstructionsReducer = payInstructionsSlice.reducer;

type WithPayInstructions = { payInstructions: PayInstructionsState };
export const selectPayInstructions = (state: WithPayInstructions) => state.payInstructions;

/**
 * Where the load of the page opened with `params` is: 'invalid' when the query cannot load, null while
 * the slice still holds a previous visit's answer (another order's payment reference never shows).
 */
export const selectStatusFor =
  (params: InstructionsQueryParams) =>
  (state: WithPayInstructions): RequestStatus | 'invalid' | null => {
    const pageQuery = parseInstructionsQuery(params);
    if (!pageQuery) return 'invalid';
    const { query, status } = state.payInstructions;
    return isQueryOf<InstructionsQuery>(query, pageQuery) ? status : null;
  };

/** The answer shown: only once the page's own load succeeded with a payment detail. */
export const selectShownInstructions =
  (params: InstructionsQueryParams) =>
  (state: WithPayInstructions): InstructionsInfo | null => {
    const { info } = state.payInstructions;
    return selectStatusFor(params)(state) === 'succeeded' && info?.repayDetail ? info : null;
  };

/** The total to pay (minor units): the server's amount, else the one the page was opened with. */
export const selectTotalAmount = (state: WithPayInstructions): string => {
  const { info, query } = state.payInstructions;
  return info?.repayDetail.amount || query?.amount || '';
};
