import type {
  ExtensionRepaymentWire,
  InstalmentRepaymentWire,
  RepaymentChannelGroupWire,
} from '../../../src/features/repayment/types';
import { extensionSchema, instalmentSchema } from '../../../src/features/repayment/repaymentSchema';
import type { ResponseSchema } from '../../../src/platform/api/schema';
import { ok, through } from '../../support/fakeContext';

export const groups = (): RepaymentChannelGroupWire[] => [
  {
    title: 'Tiendas de conveniencia',
    list: [
      {
        payCode: 'OXXO',
        logo: '/images/repayment/oxxo.svg',
        desc: 'Pague en OXXO',
        vCode: '93011174035100',
        BARcodeImg: '/images/repayment/barcode-1174.svg',
      },
      {
        payCode: '7ELEVEN',
        logo: '/images/repayment/7eleven.svg',
        desc: 'Pague en 7-Eleven',
        vCode: '7110',
      },
    ],
  },
  {
    title: 'Transferencia bancaria',
    list: [{ payCode: 'SPEI', logo: '/images/repayment/spei.svg', desc: 'Transferencia SPEI' }],
  },
];

export function instalment(extra: Partial<InstalmentRepaymentWire> = {}): InstalmentRepaymentWire {
  return {
    repayAmount: 351000,
    productName: 'Cuota Express',
    repayDate: '2026-12-05',
    productLogo: '/images/repayment/product.svg',
    detail: [
      { text: 'Número de pedido', value: '1174' },
      { text: 'Monto del préstamo', value: '$3.000.00' },
      { text: 'Interés', value: '$210.00' },
      { text: 'Comisión por servicio', value: '$300.00' },
    ],
    repayList: groups(),
    noticeMsg: 'Su pago se reflejará en 30 minutos.',
    ...extra,
  };
}

export function extension(extra: Partial<ExtensionRepaymentWire> = {}): ExtensionRepaymentWire {
  return {
    productLogo: '/images/repayment/product.svg',
    productName: 'Cuota Express',
    delayInfo: { delayAmount: '45000', delayTime: '2026-12-12', reviewer: '' },
    repayPlan: [
      { title: 'Fecha de pago actual', time: '2026-12-05' },
      { title: 'Nueva fecha de pago', time: '2026-12-12' },
    ],
    repayList: groups(),
    noticeMsg: 'La extensión se aplica al recibir el pago.',
    note: 'El cargo no reduce el saldo.',
    ...extra,
  };
}

/** What the saga gets for this answer: the data as checked (and normalized) by the endpoint's schema. */
export const checkedInstalment = (data: unknown = instalment()) =>
  instalmentSchema.validateSync(data, { stripUnknown: true });
export const checkedExtension = (data: unknown = extension()) =>
  extensionSchema.validateSync(data, { stripUnknown: true });

/**
 * An api.post implementation that answers every call with `data`, checked by the call's own schema as the
 * real client does (a refused answer becomes a BAD_RESPONSE failure).
 */
export const answering = (data: unknown) => (_endpoint: string, schema: ResponseSchema<unknown>) =>
  through(schema, ok(data));

/** A channel group of `count` channels (C0, C1, ...), each with a payment code and a copy button. */
export function manyChannels(count: number, title = 'Muchos canales'): RepaymentChannelGroupWire {
  return {
    title,
    list: Array.from({ length: count }, (_, i) => ({
      payCode: `C${i}`,
      logo: '/images/repayment/oxxo.svg',
      desc: `Canal ${i}`,
      vCode: `${100000 + i}`,
    })),
  };
}
