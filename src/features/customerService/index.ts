import { customerServiceReducer } from './customerServiceSlice';
import { customerServiceSaga } from './customerServiceSaga';
export {
  customerServiceReducer,
  customerServiceActions,
  selectCustomerService,
} from './customerServiceSlice';
export type { CustomerServiceState } from './customerServiceSlice';
export { customerServiceSaga } from './customerServiceSaga';
export type { CustomerServiceInfo } from './types';

/** What the app's store takes: the slice its route injects before the page renders, and its flows. */
export const customerServiceFeature = {
  slice: { reducerPath: 'customerService', reducer: customerServiceReducer },
  saga: customerServiceSaga,
  /** Its texts' namespace (src/i18n/messages/<locale>/customerService.json), loaded with its route. */
  texts: ['customerService'],
} as const;
