import type { Registry } from '../api';
import type { ContractData } from '../../src/features/legal/types';

/** The seeded contract every orderNo answers (amounts in major units, card unmasked as the real server sends it). */
export function seededContract(orderNo: string): ContractData | null {
  if (orderNo === 'missing') return null;
  return {
    userName: 'María López Hernández',
    productName: 'Cuota Rápida',
    amount: 3000,
    bankNo: '4152313800001234',
    daiDate: '2026-11-01',
    planDate: '2026-11-15',
    contractAmount: 3150.5,
    commission: 90,
    Interest: 40.5,
    IVA: 20,
    giveAmount: 2890,
    userAddress: 'Av. Paseo de la Reforma 100, Col. Juárez, Ciudad de México',
    contractDate: '2026-11-01',
    company: 'Financiera Cuota S.A. de C.V.',
  };
}

/** POST contract-detail (orderNo): general envelope; orderNo 'missing' answers code 1. */
export function legalRoutes(registry: Registry): Registry {
  return registry.route('POST', 'contractDetail', ({ body }) => {
    const contract = seededContract(String(body.orderNo ?? ''));
    if (!contract) return { json: { code: 1, message: 'Contrato no encontrado', data: null } };
    return { json: { code: 0, message: 'success', data: contract } };
  });
}
