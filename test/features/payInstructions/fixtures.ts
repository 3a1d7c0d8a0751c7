import type {
  InstructionsQueryParams,
  InstructionsWire,
} from '../../../src/features/payInstructions/types';
import { instructionsSchema } from '../../../src/features/payInstructions/payInstructionsSchema';
import type { ResponseSchema } from '../../../src/platform/api/schema';
import { ok, through } from '../../support/fakeContext';

/** A complete instructions answer (spec section 3) with every section present. */
export function instructions(extra: Partial<InstructionsWire> = {}): InstructionsWire {
  return {
    topLogo: '/images/payInstructions/oxxo.svg',
    repayDetail: {
      amount: '351000',
      repayTitle: 'Pago de su cuota en OXXO',
      repayDes: 'Pague en efectivo en cualquier tienda OXXO.',
      repayCode: '9301 2245 7781 0032',
      vCode: '/images/payInstructions/barcode-oxxo.svg',
      companyName: 'Cuota Servicios Financieros S.A. de C.V.',
    },
    dataList: [
      {
        title: 'Cómo pagar en OXXO',
        content: ['Acuda a la tienda.', 'Muestre la referencia.', 'Pague en efectivo.'],
      },
      { title: 'Importante', content: ['OXXO cobra una comisión.'] },
    ],
    imgList: [
      {
        title: 'Su comprobante de pago',
        eMail: 'pagos@cuota.mx',
        content: [
          '/images/payInstructions/step-counter.svg',
          '/images/payInstructions/step-ticket.svg',
        ],
      },
    ],
    bottomLogo: '/images/payInstructions/cuota.svg',
    ...extra,
  };
}

export const validParams: InstructionsQueryParams = {
  productId: '1',
  orderId: '1174',
  amount: '351000',
  payCode: 'OXXO',
  requestType: '1',
};

/** What the saga gets for this answer: the data as checked (and normalized) by the schema. */
export const checkedInstructions = (data: unknown = instructions()) =>
  instructionsSchema.validateSync(data, { stripUnknown: true });

/** An api.post implementation answering `data` through the call's own schema, as the real client does. */
export const answering = (data: unknown) => (_endpoint: string, schema: ResponseSchema<unknown>) =>
  through(schema, ok(data));
