import { tr } from '../../i18n';
import type { Text } from '../../i18n';
import type { Registry } from '../../registry';
import { seededContract } from './seed';

const NOT_FOUND: Text = { es: 'Contrato no encontrado', en: 'Contract not found' };

/** POST contract-detail (orderNo): general envelope; orderNo 'missing' answers code 1. */
export function legalRoutes(registry: Registry): Registry {
  return registry.route('POST', 'contractDetail', ({ body, lang, db }) => {
    const contract = seededContract(String(body.orderNo ?? ''), db.market);
    if (!contract) return { json: { code: 1, message: tr(lang, NOT_FOUND), data: null } };
    return { json: { code: 0, message: 'success', data: contract } };
  });
}
