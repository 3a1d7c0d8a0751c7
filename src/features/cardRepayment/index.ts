export {
  cardRepaymentReducer,
  cardRepaymentActions,
  selectCardRepayment,
} from './cardRepaymentSlice';
export type { CardRepaymentState } from './cardRepaymentSlice';
export { cardRepaymentSaga } from './cardRepaymentSaga';
export type { BankCard, CardRepaymentQuery } from './types';
