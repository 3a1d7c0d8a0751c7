import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { keyedByQuery } from '../../platform/state/forQuery';
import { idleRequest, loadReducers, toLoading } from '../../platform/state/loadState';
import type { RequestState } from '../../platform/state/loadState';
import type { ContractData } from './legalSchema';

export interface LegalState extends RequestState {
  orderNo: string;
  contract: ContractData | null;
}

export const initialLegalState: LegalState = {
  ...idleRequest(),
  orderNo: '',
  contract: null,
};

const legalSlice = createSlice({
  name: 'legal',
  initialState: initialLegalState,
  reducers: {
    contractPageOpened(state, action: PayloadAction<{ orderNo: string }>) {
      toLoading(state);
      state.orderNo = action.payload.orderNo;
      state.contract = null;
    },
    ...loadReducers<LegalState, ContractData>({
      keep: (state, contract) => {
        state.contract = contract;
      },
    }),
    goLoginTapped() {},
  },
});

export const legalActions = legalSlice.actions;
export const legalReducer = legalSlice.reducer;

type WithLegal = { legal: LegalState };
export const selectLegal = (state: WithLegal) => state.legal;

/** What the page shows before its own load started: nothing of another order's contract (loading). */
const pendingLegal: LegalState = { ...initialLegalState, status: 'loading' };

/** The contract of one order (`{ orderNo }`): never another order's (forQuery.ts). */
export const selectLegalFor = keyedByQuery(
  selectLegal,
  (page) => ({ orderNo: page.orderNo }),
  pendingLegal,
);
