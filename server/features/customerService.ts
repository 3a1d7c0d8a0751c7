import type { Registry } from '../api';

/** POST /user-problem/get-whatsapp (overall=30). */
export function customerServiceRoutes(registry: Registry): Registry {
  return registry.route('POST', 'getWhatsapp', ({ body, db }) => {
    if (body.overall !== '30')
      return { json: { code: 1, message: 'Parámetro inválido', data: null } };
    return { json: { code: 0, message: 'success', data: { ...db.data.customerService } } };
  });
}
