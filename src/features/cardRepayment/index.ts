import { cardRepaymentReducer } from './cardRepaymentSlice';
import { cardRepaymentSaga } from './cardRepaymentSaga';
export {
  cardRepaymentReducer,
  cardRepaymentActions,
  selectCardRepayment,
} from './cardRepaymentSlice';
export type { CardRepaymentState } from './cardRepaymentSlice';
export { cardRepaymentSaga } from './cardRepaymentSaga';
export type { BankCard, CardRepaymentQuery } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const cardRepaymentFeature = {
  slice: { reducerPath: 'cardRepayment', reducer: cardRepaymentReducer },
  saga: cardRepaymentSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/cardRepayment.json), loaded with its route. */
  texts: ['cardRepayment'],
} as const;
