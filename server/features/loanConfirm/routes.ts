import { COMMON, tr } from '../../i18n';
import type { Text } from '../../i18n';
import type { Registry } from '../../registry';
import { seededOffer } from './seed';

/** The seeded order each product's push answers with. */
const SEEDED_ORDER_ID = 1001;
export const FOREIGN_URL = 'https://evil.example.com/x';

const PRODUCT_NOT_FOUND: Text = { es: 'Producto no encontrado', en: 'Product not found' };

/** POST /v3/loan-confirm/loan-detail-confirm and loan-detail-push ('fail' etc. are generic scenarios). */
export function loanConfirmRoutes(registry: Registry): Registry {
  return registry
    .route('POST', 'loanDetailConfirm', ({ body, lang, db }) => {
      const offer = seededOffer(String(body.productId ?? ''), body.isType === '1', lang, db.market);
      if (!offer)
        return {
          json: {
            success: false,
            code: 404,
            message: tr(lang, PRODUCT_NOT_FOUND),
            data: null,
          },
        };
      return { json: { success: true, code: 0, message: 'success', data: offer } };
    })
    .route('POST', 'loanDetailPush', ({ body, scenario, lang }) => {
      const productId = String(body.productId ?? '');
      if (!seededOffer(productId, false) || !body.amount || !body.periods) {
        return {
          json: { success: false, code: 1, message: tr(lang, COMMON.invalidParams), data: null },
        };
      }
      const lendDetailsUrl =
        scenario === 'foreignUrl'
          ? FOREIGN_URL
          : `/loan/details?productId=${encodeURIComponent(productId)}&orderId=${SEEDED_ORDER_ID}`;
      return { json: { success: true, code: 0, message: 'success', data: { lendDetailsUrl } } };
    });
}
