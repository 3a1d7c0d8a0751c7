import { ok, through } from '../../support/fakeContext';

/** A loan detail answer as the server sends it (before the schema). */
export interface RawOrder {
  orderStatus: unknown;
  noticeStatusText: string;
  [field: string]: unknown;
}

export function order(status: unknown, extra: Record<string, unknown> = {}): RawOrder {
  return {
    orderStatus: status,
    noticeStatusText: `Estado ${String(status)}`,
    noticeDesText: 'Descripción',
    productName: 'Cuota Express',
    productLogo: '/images/loanDetail/logo.svg',
    userOrderDetail: {
      detail: [
        { text: 'Monto del préstamo', value: '$3.000.00' },
        { text: 'Cupón', value: '0' },
        { text: 'Observaciones', value: '' },
        { text: 'Fecha de vencimiento', value: '2026-12-05' },
      ],
    },
    isScore: 0,
    isDelay: '0',
    h5Url: '',
    isNewContract: '',
    ...extra,
  };
}

type Schema = Parameters<typeof through>[0];

/** An api.post implementation answering as the real client does: checked by the schema the call names. */
export const answer = (data: unknown) => (_endpoint: string, schema: Schema) =>
  through(schema, ok(data));
