import { problemInitSchema } from '../../../src/features/complaints/complaintsSchema';
import type { ComplaintDraft, FormQuery } from '../../../src/features/complaints/types';

/** An order card as the spec defines it (section 3): no orderId, the code never reads one. */
export const rawOrder = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  orderNo: 'ORD-1174',
  productLogo: '/images/product-logo.png',
  productName: 'Cuota Express',
  status: 'Pendiente de pago',
  detail: [
    { title: 'Monto del préstamo', value: '$3,000.00' },
    { title: 'Fecha de vencimiento', value: '2026-12-05' },
  ],
  isShow: 1,
  ...over,
});

/** problem-init as the server sends it: four types, the collection sub-types, two orders. */
export const rawInit = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  problemType: [
    { title: 'Cobranza', value: 1 },
    { title: 'Pagos y reembolsos', value: 2 },
    { title: 'Sugerencias y otros', value: 4 },
  ],
  problemSonType: [
    { title: 'Llamadas excesivas', value: 11 },
    { title: 'Trato ofensivo', value: 12 },
  ],
  orderDetail: rawOrder(),
  orderList: [rawOrder(), rawOrder({ orderNo: 'ORD-1180', productName: 'Cuota Plus', isShow: 0 })],
  ...over,
});

/** problem-init after its schema. */
export const checkedInit = (over: Record<string, unknown> = {}) =>
  problemInitSchema.validateSync(rawInit(over));

export const collection = { title: 'Cobranza', value: 1 };
export const calls = { title: 'Llamadas excesivas', value: 11 };
export const payments = { title: 'Pagos y reembolsos', value: 2 };

/** The form's query of the collection type, sub-type 11, order ORD-1174. */
export const subTypeQuery: FormQuery = {
  problemType: '1',
  problemSonType: '11',
  orderNo: 'ORD-1174',
};

/** A draft of the collection type, sub-type 11, order ORD-1174, opened from the entry with orderId 1174. */
export const draft = (over: Partial<ComplaintDraft> = {}): ComplaintDraft => ({
  v: 1,
  problemType: collection,
  problemSonType: calls,
  orderNo: 'ORD-1174',
  orderId: '1174',
  text: '',
  images: [],
  ...over,
});

/** A picked picture. */
export const photoFile = (name = 'photo.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** What the (mocked) downscaler answers by default: a prepared 1600x1200 JPEG. */
export const downscaled = async () => ({
  ok: true as const,
  blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
  width: 1600,
  height: 1200,
});
