import type {
  ExtensionRepaymentWire,
  InstalmentRepaymentWire,
  RepaymentChannelGroupWire,
} from '../../src/features/repayment/types';
import type { Registry } from '../api';

const IMG = '/images/repayment';
export const NOT_FOUND_MESSAGE = 'Pedido no encontrado';

interface Seed {
  /** Minor units (cents). */
  repayAmount: number;
  repayDate: string;
  overdueFee: string;
  /** Minor units (cents). */
  delayAmount: number;
  delayTime: string;
  /** OXXO reference (also encoded in the barcode image) and the 7-Eleven reference. */
  oxxoCode: string;
  sevenCode: string;
}

/** The repayable orders of the demo (statuses 174 and 180 in server/features/loanDetail.ts). */
const SEEDS: Record<string, Seed> = {
  '1174': {
    repayAmount: 351000,
    repayDate: '2026-12-05',
    overdueFee: '$0.00',
    delayAmount: 45000,
    delayTime: '2026-12-12',
    oxxoCode: '93011174035100',
    sevenCode: '71101174351000',
  },
  '1180': {
    repayAmount: 387500,
    repayDate: '2026-11-20',
    overdueFee: '$365.00',
    delayAmount: 52500,
    delayTime: '2026-11-27',
    oxxoCode: '93011180038750',
    sevenCode: '71101180387500',
  },
};

/** Two groups: stores with a payment code (OXXO also with a barcode), a bank transfer with neither. */
function channels(orderId: string, seed: Seed): RepaymentChannelGroupWire[] {
  return [
    {
      title: 'Tiendas de conveniencia',
      list: [
        {
          payCode: 'OXXO',
          logo: `${IMG}/oxxo.svg`,
          desc: 'Pague en efectivo en cualquier tienda OXXO',
          vCode: seed.oxxoCode,
          BARcodeImg: `${IMG}/barcode-${orderId}.svg`,
        },
        {
          payCode: '7ELEVEN',
          logo: `${IMG}/7eleven.svg`,
          desc: 'Pague en tiendas 7-Eleven',
          vCode: seed.sevenCode,
          BARcodeImg: '',
        },
      ],
    },
    {
      title: 'Transferencia bancaria',
      list: [
        {
          payCode: 'SPEI',
          logo: `${IMG}/spei.svg`,
          desc: 'Transferencia SPEI desde la app de su banco',
          vCode: '',
          BARcodeImg: '',
        },
      ],
    },
  ];
}

export function seededInstalment(orderId: string): InstalmentRepaymentWire | null {
  const seed = SEEDS[orderId];
  if (!seed) return null;
  return {
    repayAmount: seed.repayAmount,
    productName: 'Cuota Express',
    repayDate: seed.repayDate,
    productLogo: `${IMG}/product.svg`,
    detail: [
      { text: 'Número de pedido', value: orderId },
      { text: 'Monto del préstamo', value: '$3.000.00' },
      { text: 'Interés', value: '$210.00' },
      { text: 'Comisión por servicio', value: '$300.00' },
      { text: 'Cargo por atraso', value: seed.overdueFee },
    ],
    repayList: channels(orderId, seed),
    noticeMsg:
      'Su pago se reflejará en un plazo de 30 minutos. Conserve su comprobante hasta que el pedido se actualice.',
  };
}

export function seededExtension(orderId: string): ExtensionRepaymentWire | null {
  const seed = SEEDS[orderId];
  if (!seed) return null;
  return {
    productLogo: `${IMG}/product.svg`,
    productName: 'Cuota Express',
    delayInfo: { delayAmount: seed.delayAmount, delayTime: seed.delayTime, reviewer: '' },
    repayPlan: [
      { title: 'Fecha de pago actual', time: seed.repayDate },
      { title: 'Nueva fecha de pago', time: seed.delayTime },
    ],
    repayList: channels(orderId, seed),
    noticeMsg: 'La extensión se aplica en cuanto recibimos el pago del cargo por extensión.',
    note: 'El cargo por extensión no reduce el saldo de su préstamo.',
  };
}

const notFound = { success: false, code: 404, message: NOT_FOUND_MESSAGE, data: null };

/**
 * POST /v3/installment/loan-play-detail and /v3/installment/loan-play-delay-detail (v3 envelopes), seeded for
 * orders 1174 and 1180; any other order fails. Failures of every kind via the generic scenarios ('fail' ...).
 */
export function repaymentRoutes(registry: Registry): Registry {
  return registry
    .route('POST', 'loanPlayDetail', ({ body }) => {
      const data = seededInstalment(String(body.orderId ?? ''));
      if (!data) return { json: notFound };
      return { json: { success: true, code: 0, message: 'success', data } };
    })
    .route('POST', 'loanPlayDelayDetail', ({ body }) => {
      const data = seededExtension(String(body.orderId ?? ''));
      if (!data) return { json: notFound };
      return { json: { success: true, code: 0, message: 'success', data } };
    });
}
