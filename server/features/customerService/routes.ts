import type { Registry } from '../../registry';
import { COMMON, tr } from '../../i18n';

/** POST /user-problem/get-whatsapp (overall=30). */
export function customerServiceRoutes(registry: Registry): Registry {
  return registry.route('POST', 'getWhatsapp', ({ body, db, lang }) => {
    if (body.overall !== '30')
      return { json: { code: 1, message: tr(lang, COMMON.invalidParams), data: null } };
    return { json: { code: 0, message: 'success', data: { ...db.data.customerService } } };
  });
}
