import { COMMON, tr } from '../../i18n';
import type { Lang } from '../../i18n';
import type { Registry } from '../../registry';
import { seededExtension, seededInstalment } from './seed';

/**
 * POST /v3/installment/loan-play-detail and /v3/installment/loan-play-delay-detail (v3 envelopes), seeded for
 * orders 1174 and 1180; any other order fails. Failures of every kind via the generic scenarios ('fail' ...).
 */
export function repaymentRoutes(registry: Registry): Registry {
  const notFound = (lang: Lang) => ({
    success: false,
    code: 404,
    message: tr(lang, COMMON.orderNotFound),
    data: null,
  });
  return registry
    .route('POST', 'loanPlayDetail', ({ body, lang, db }) => {
      const data = seededInstalment(String(body.orderId ?? ''), lang, db.market);
      if (!data) return { json: notFound(lang) };
      return { json: { success: true, code: 0, message: 'success', data } };
    })
    .route('POST', 'loanPlayDelayDetail', ({ body, lang, db }) => {
      const data = seededExtension(String(body.orderId ?? ''), lang, db.market);
      if (!data) return { json: notFound(lang) };
      return { json: { success: true, code: 0, message: 'success', data } };
    });
}
