export type { CustomerServiceInfo } from './customerServiceSchema';

export interface GetWhatsappRequest {
  overall: 30;
}
