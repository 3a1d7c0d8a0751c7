import type { CustomerServiceInfo } from '../../../src/features/customerService/types';

/** The contact details get-whatsapp answers (DbData.customerService). */
export const seedCustomerService = (): CustomerServiceInfo => ({
  phone: '+52 55 1234 5678',
  va: '800 953 4210',
  email: 'soporte@cuota.mx',
});
