import { combineReducers } from '@reduxjs/toolkit';
import { uiReducer } from '../ui/uiSlice';
import { customerServiceReducer } from '../features/customerService';

export const rootReducer = combineReducers({
  ui: uiReducer,
  customerService: customerServiceReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
