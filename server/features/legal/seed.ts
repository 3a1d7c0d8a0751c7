import type { ContractData } from '../../../src/features/legal/types';
import type { Wire } from '../../responses';
import { COMPANY_NAME, ORDERS, PRODUCT_NAME, dueDate, findOrder } from '../../world';
import { DEMO_CARDS } from '../cardRepayment/seed';

/**
 * The contract of an order (amounts in minor units like every amount of the API, card unmasked as the real server sends it): the
 * order's loan from server/world.ts, so IVA is 16% of interest plus commission and the amount to pay is
 * amount + interest + commission + IVA. Any other orderNo gets the contract of the order the confirm page
 * creates (1001); 'missing' has none.
 */
export function seededContract(orderNo: string): Wire<ContractData> | null {
  if (orderNo === 'missing') return null;
  const order = findOrder(orderNo) ?? ORDERS['1001'];
  const f = order.figures;
  return {
    userName: 'María López Hernández',
    productName: PRODUCT_NAME,
    amount: f.principal,
    bankNo: DEMO_CARDS[0].cardNo,
    daiDate: order.startDate,
    planDate: dueDate(order),
    contractAmount: f.total,
    commission: f.commission,
    Interest: f.interest,
    IVA: f.iva,
    // No fee is withheld: the borrower receives the whole amount.
    giveAmount: f.principal,
    userAddress: 'Av. Paseo de la Reforma 100, Col. Juárez, Ciudad de México',
    contractDate: order.startDate,
    company: COMPANY_NAME,
  };
}
