import CustomerServicePage from '../../src/features/customerService/components/CustomerServicePage';
import { describeFamilies } from './run';

const info = { phone: '5215512345678', va: '800 953 4210', email: 'soporte@cuota.mx' };

describeFamilies('customer service', [
  {
    name: 'get-whatsapp',
    target: 'getWhatsapp',
    sample: info,
    answers: { getWhatsapp: info },
    route: '/customer-service',
    page: <CustomerServicePage />,
  },
]);
