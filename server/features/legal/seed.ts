import type { ContractData } from '../../../src/features/legal/legalSchema';
import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';
import type { Wire } from '../../responses';
import { COMPANY_NAME, ORDERS, PRODUCT_NAME, dueDate, findOrder } from '../../world';
import { demoCardsOf } from '../cardRepayment/seed';

/**
 * The contract of an order (amounts in minor units like every amount of the API; the card masked as
 * repayment-way hands it out, the demo sending no full card number anywhere): the
 * order's loan from server/world.ts, so IVA is 16% of interest plus commission and the amount to pay is
 * amount + interest + commission + IVA. Any other orderNo gets the contract of the order the confirm page
 * creates (1001); 'missing' has none. In India (MARKET=IN) the borrower, the card and the lender are India's.
 */
export function seededContract(
  orderNo: string,
  market: MarketCode = 'MX',
): Wire<ContractData> | null {
  if (orderNo === 'missing') return null;
  const order = findOrder(orderNo) ?? ORDERS['1001'];
  const f = order.figures;
  return {
    userName: byMarket(market, 'María López Hernández', INDIA.borrower.name),
    productName: PRODUCT_NAME,
    amount: f.principal,
    bankNo: demoCardsOf(market)[0].cardNo,
    daiDate: order.startDate,
    planDate: dueDate(order),
    contractAmount: f.total,
    commission: f.commission,
    Interest: f.interest,
    IVA: f.iva,
    // No fee is withheld: the borrower receives the whole amount.
    giveAmount: f.principal,
    userAddress: byMarket(
      market,
      'Av. Paseo de la Reforma 100, Col. Juárez, Ciudad de México',
      INDIA.borrower.address,
    ),
    contractDate: order.startDate,
    company: byMarket(market, COMPANY_NAME, INDIA.companyName),
  };
}
