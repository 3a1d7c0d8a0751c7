import type { ConfirmOffer } from '../../src/features/loanConfirm/types';
import type { Registry } from '../api';

/** The seeded order each product's push answers with. */
export const SEEDED_ORDER_ID = 1001;
export const FOREIGN_URL = 'https://evil.example.com/x';

function baseOffer(productId: string): ConfirmOffer {
  return {
    firstPayTime: '2026-12-05',
    amount: 300000,
    periods: 14,
    termUnit: 1,
    isNeedPop: 0,
    sendSms: 0,
    details: [
      { text: 'Monto solicitado', value: '$3.000.00' },
      { text: 'Comisión por servicio', value: '$300.00' },
      { text: 'Interés', value: '$210.00' },
    ],
    repay_plans: [
      {
        title: 'Pago 1 de 1',
        description: 'Capital e intereses',
        amount: 351000,
        pay_time: '2026-12-05',
      },
    ],
    loanRate: '0.05%',
    ratemsg: 'Tasa diaria',
    amountDec: '',
    isNewContract: `/legal/contract?productId=${productId}`,
    messageType: '',
    comProductLogo: '/images/loanConfirm/logo.svg',
    comProductName: 'Cuota Express',
    couNum: null,
  };
}

/** Seeded offers: 1 normal with a coupon, 2 without a coupon, 3 asks for a reload pop first. */
export function seededOffer(productId: string, reload: boolean): ConfirmOffer | null {
  const offer = baseOffer(productId);
  switch (productId) {
    case '1':
      return { ...offer, couNum: 5000 };
    case '2':
      return {
        ...offer,
        amount: 150000,
        periods: 7,
        repay_plans: [
          {
            title: 'Pago 1 de 1',
            description: 'Capital e intereses',
            amount: 172500,
            pay_time: '2026-11-28',
          },
        ],
      };
    case '3':
      return reload
        ? { ...offer, amount: 250000 }
        : { ...offer, isNeedPop: 1, amountDec: 'Estamos ajustando el monto de su préstamo.' };
    default:
      return null;
  }
}

/** POST /v3/loan-confirm/loan-detail-confirm and loan-detail-push ('fail' etc. are generic scenarios). */
export function loanConfirmRoutes(registry: Registry): Registry {
  return registry
    .route('POST', 'loanDetailConfirm', ({ body }) => {
      const offer = seededOffer(String(body.productId ?? ''), body.isType === '1');
      if (!offer)
        return {
          json: { success: false, code: 404, message: 'Producto no encontrado', data: null },
        };
      return { json: { success: true, code: 0, message: 'success', data: offer } };
    })
    .route('POST', 'loanDetailPush', ({ body, scenario }) => {
      const productId = String(body.productId ?? '');
      if (!seededOffer(productId, false) || !body.amount || !body.periods) {
        return { json: { success: false, code: 1, message: 'Parámetro inválido', data: null } };
      }
      const lendDetailsUrl =
        scenario === 'foreignUrl'
          ? FOREIGN_URL
          : `/loan/details?productId=${encodeURIComponent(productId)}&orderId=${SEEDED_ORDER_ID}`;
      return { json: { success: true, code: 0, message: 'success', data: { lendDetailsUrl } } };
    });
}
