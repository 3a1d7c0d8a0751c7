export {
  customerServiceReducer,
  customerServiceActions,
  selectCustomerService,
} from './customerServiceSlice';
export type { CustomerServiceState } from './customerServiceSlice';
export { customerServiceSaga } from './customerServiceSaga';
export type { CustomerServiceInfo } from './types';
