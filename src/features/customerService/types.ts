export type { CustomerServiceInfo } from './customerServiceSchema';
