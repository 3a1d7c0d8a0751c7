import { bankCardReducer } from './bankCardSlice';
import { bankCardSaga } from './bankCardSaga';
export { bankCardReducer, bankCardActions, selectBankCard } from './bankCardSlice';
export type { BankCardState } from './bankCardSlice';
export { bankCardSaga } from './bankCardSaga';
export type { Bank, BoundCard, BindCardQuery } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const bankCardFeature = {
  slice: { reducerPath: 'bankCard', reducer: bankCardReducer },
  saga: bankCardSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/bankCard.json), loaded with its route. */
  texts: ['bankCard'],
} as const;
