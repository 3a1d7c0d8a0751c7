import type { ContractData } from '../../src/features/legal/types';
import type { Registry } from '../api';
import type { Wire } from '../responses';
import { tr } from '../i18n';
import type { Text } from '../i18n';
import { COMPANY_NAME, ORDERS, PRODUCT_NAME, dueDate, findOrder } from '../world';
import { DEMO_CARDS } from './cardRepayment';

const NOT_FOUND: Text = { es: 'Contrato no encontrado', en: 'Contract not found' };

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

/** POST contract-detail (orderNo): general envelope; orderNo 'missing' answers code 1. */
export function legalRoutes(registry: Registry): Registry {
  return registry.route('POST', 'contractDetail', ({ body, lang }) => {
    const contract = seededContract(String(body.orderNo ?? ''));
    if (!contract) return { json: { code: 1, message: tr(lang, NOT_FOUND), data: null } };
    return { json: { code: 0, message: 'success', data: contract } };
  });
}
