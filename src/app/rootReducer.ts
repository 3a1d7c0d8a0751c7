import { combineReducers } from '@reduxjs/toolkit';
import { uiReducer } from '../ui/uiSlice';
import { customerServiceReducer } from '../features/customerService';
import { repaymentReducer } from '../features/repayment';
import { loanDetailReducer } from '../features/loanDetail';
import { legalReducer } from '../features/legal';
import { loanConfirmReducer } from '../features/loanConfirm';
import { cardRepaymentReducer } from '../features/cardRepayment';
import { payInstructionsReducer } from '../features/payInstructions';
import { testPreviewReducer } from '../features/testPreview';

export const rootReducer = combineReducers({
  ui: uiReducer,
  customerService: customerServiceReducer,
  repayment: repaymentReducer,
  loanDetail: loanDetailReducer,
  legal: legalReducer,
  loanConfirm: loanConfirmReducer,
  cardRepayment: cardRepaymentReducer,
  payInstructions: payInstructionsReducer,
  testPreview: testPreviewReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
