import { combineReducers } from '@reduxjs/toolkit';
import { uiReducer } from '../ui/uiSlice';
import { customerServiceReducer } from '../features/customerService';
import { loanDetailReducer } from '../features/loanDetail';
import { legalReducer } from '../features/legal';
import { loanConfirmReducer } from '../features/loanConfirm';

export const rootReducer = combineReducers({
  ui: uiReducer,
  customerService: customerServiceReducer,
  loanDetail: loanDetailReducer,
  legal: legalReducer,
  loanConfirm: loanConfirmReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
