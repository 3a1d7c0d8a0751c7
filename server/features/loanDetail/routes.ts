import { COMMON, tr } from '../../i18n';
import type { Registry } from '../../registry';
import { seededOrder } from './seed';

/** POST /v3/loan-details/loan-details and /v3/loan-details/google-score. Failures via the 'fail' scenario. */
export function loanDetailRoutes(registry: Registry): Registry {
  return registry
    .route('POST', 'loanDetails', ({ body, lang, db }) => {
      const order = seededOrder(String(body.orderId ?? ''), lang, db.market);
      if (!order)
        return {
          json: { success: false, code: 404, message: tr(lang, COMMON.orderNotFound), data: null },
        };
      return { json: { success: true, code: 0, message: 'success', data: order } };
    })
    .route('POST', 'googleScore', ({ body, lang }) => {
      const score = Number(body.score);
      if (!Number.isInteger(score) || score < 1 || score > 5)
        return {
          json: { success: false, code: 1, message: tr(lang, COMMON.invalidParams), data: null },
        };
      return { json: { success: true, code: 0, message: 'success', data: null } };
    });
}
