import { tr } from '../../i18n';
import type { Text } from '../../i18n';
import type { Registry } from '../../registry';
import { instructionsFor } from './catalog';

const MESSAGES = {
  unknownChannel: { es: 'Medio de pago no disponible', en: 'Payment method not available' },
  invalidParams: { es: 'Parámetros de pago inválidos', en: 'Invalid payment parameters' },
} satisfies Record<string, Text>;
export const UNKNOWN_CHANNEL_MESSAGE = MESSAGES.unknownChannel.es;
export const INVALID_PARAMS_MESSAGE = MESSAGES.invalidParams.es;

/** POST /v3/loan-details/generate-vcode. Failures via the generic 'fail' scenario or an unknown payCode. */
export function payInstructionsRoutes(registry: Registry): Registry {
  return registry.route('POST', 'generateVcode', ({ body, lang, db }) => {
    const orderId = String(body.orderId ?? '').trim();
    const amount = String(body.amount ?? '').trim();
    const requestType = String(body.requestType ?? '').trim();
    const failure = (code: number, text: Text) => ({
      json: { success: false, code, message: tr(lang, text), data: null },
    });
    if (!orderId || !/^\d{1,12}$/.test(amount) || (requestType !== '1' && requestType !== '2'))
      return failure(1, MESSAGES.invalidParams);
    const data = instructionsFor(
      String(body.payCode ?? '').trim(),
      orderId,
      amount,
      requestType === '1' ? 1 : 2,
      lang,
      db.market,
    );
    if (!data) return failure(2, MESSAGES.unknownChannel);
    return { json: { success: true, code: 0, message: 'success', data } };
  });
}
