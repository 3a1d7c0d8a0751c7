import type { CustomerServiceInfo } from '../../../src/features/customerService/customerServiceSchema';
import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';

/** The contact details get-whatsapp answers (DbData.customerService), of the served market. */
export const seedCustomerService = (market: MarketCode = 'MX'): CustomerServiceInfo => ({
  ...byMarket(
    market,
    { phone: '+52 55 1234 5678', va: '800 953 4210', email: 'soporte@cuota.mx' },
    INDIA.customerService,
  ),
});
