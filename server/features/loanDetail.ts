import type { LoanDetailWire } from '../../src/features/loanDetail/types';
import type { Registry } from '../api';

const TEXTS: Record<number, [string, string]> = {
  21: ['Solicitud en revisión', 'Estamos revisando su solicitud.'],
  110: ['Solicitud rechazada', 'Lo sentimos, su solicitud no fue aprobada.'],
  151: ['Desembolso en proceso', 'El dinero llegará pronto a su cuenta.'],
  174: ['Pago pendiente', 'Su préstamo vence pronto. Pague a tiempo.'],
  180: ['Pago vencido', 'Su préstamo está vencido. Pague lo antes posible.'],
  200: ['Préstamo liquidado', 'Gracias por pagar a tiempo.'],
  999: ['Estado del pedido', 'Consulte los detalles de su pedido.'],
};

/** orderId -> [status, isDelay, isScore]. 1001 is the fresh order created by the confirm page. */
const ORDERS: Record<string, [number, string, number]> = {
  '1001': [21, '0', 0],
  '1021': [21, '0', 0],
  '1110': [110, '0', 0],
  '1151': [151, '0', 0],
  '1174': [174, '1', 1],
  '1180': [180, '0', 0],
  '1200': [200, '0', 1],
  '1999': [999, '0', 0],
};

export function seededOrder(orderId: string): LoanDetailWire | null {
  const seed = ORDERS[orderId];
  if (!seed) return null;
  const [status, isDelay, isScore] = seed;
  const [noticeStatusText, noticeDesText] = TEXTS[status];
  return {
    orderStatus: status,
    noticeStatusText,
    noticeDesText,
    productName: 'Cuota Express',
    productLogo: '/images/loanDetail/logo.svg',
    userOrderDetail: {
      detail: [
        { text: 'Número de pedido', value: orderId },
        { text: 'Monto del préstamo', value: '$3.000.00' },
        { text: 'Comisión por servicio', value: '$300.00' },
        { text: 'Cupón', value: '0' },
        { text: 'Observaciones', value: '' },
        { text: 'Fecha de vencimiento', value: '2026-12-05' },
      ],
    },
    isScore,
    isDelay,
    h5Url: '',
    isNewContract: '',
  };
}

/** POST /v3/loan-details/loan-details and /v3/loan-details/google-score. Failures via the 'fail' scenario. */
export function loanDetailRoutes(registry: Registry): Registry {
  return registry
    .route('POST', 'loanDetails', ({ body }) => {
      const order = seededOrder(String(body.orderId ?? ''));
      if (!order)
        return { json: { success: false, code: 404, message: 'Pedido no encontrado', data: null } };
      return { json: { success: true, code: 0, message: 'success', data: order } };
    })
    .route('POST', 'googleScore', ({ body }) => {
      const score = Number(body.score);
      if (!Number.isInteger(score) || score < 1 || score > 5)
        return { json: { success: false, code: 1, message: 'Parámetro inválido', data: null } };
      return { json: { success: true, code: 0, message: 'success', data: null } };
    });
}
