import type { CustomerServiceInfo } from '../../src/features/customerService/customerServiceSchema';

/** Typed from the response types the app and the demo backend share. */
export const customerServiceFixture: CustomerServiceInfo = {
  phone: '+52 55 1234 5678',
  va: '800 953 4210',
  email: 'soporte@cuota.mx',
};
