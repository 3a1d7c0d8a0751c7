import type {
  ComplaintOption,
  OrderCard,
  ProblemInitData,
} from '../../../src/features/complaints/complaintsSchema';
import { tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import type { MarketCode } from '../../market';
import { UPLOAD_TEXTS } from '../../upload';
import {
  COMPLAINT_ORDER_IDS,
  PRODUCT_LOGO,
  PRODUCT_NAME,
  dueDate,
  findOrder,
  isInCollection,
  money,
  repayAmount,
} from '../../world';
import { ROWS, seededOrder } from '../loanDetail/seed';

/**
 * The complaint endpoints' wire shapes are the app's (src/features/complaints/complaintsSchema.ts and
 * src/features/complaintHistory/complaintHistorySchema.ts, the schemas docs/api-contract.json is generated
 * from); server/responses.ts types each handler's answer with them. The one addition: an order card also
 * carries `orderId` (equal to orderNo), which the app does not read, so it is not in the contract.
 */
export type DemoOrderCard = OrderCard & { orderId: string };
/** problem-init's data as the demo sends it: the app's ProblemInitData with the demo's order cards. */
export type DemoProblemInitData = Omit<ProblemInitData, 'orderDetail' | 'orderList'> & {
  orderDetail: DemoOrderCard | null;
  orderList: DemoOrderCard[];
};

/** The collection type: the only one with sub-types, allowed only for an order with isShow 1. */
export const COLLECTION_TYPE = 1;

/** Problem types (value -> title), in the order the entry lists them. */
export const PROBLEM_TYPES: ReadonlyMap<number, Text> = new Map([
  [COLLECTION_TYPE, { es: 'Cobranza', en: 'Collection' }],
  [2, { es: 'Pagos y reembolsos', en: 'Payments and refunds' }],
  [3, { es: 'Préstamo y desembolso', en: 'Loan and disbursement' }],
  [4, { es: 'Sugerencias y otros', en: 'Suggestions and other' }],
]);

/** Sub-types of the collection type (value -> title). */
export const COLLECTION_SUB_TYPES: ReadonlyMap<number, Text> = new Map([
  [11, { es: 'Llamadas excesivas', en: 'Too many calls' }],
  [12, { es: 'Trato ofensivo', en: 'Offensive treatment' }],
  [13, { es: 'Contacto a mis referencias', en: 'Contact with my references' }],
  [14, { es: 'Cobro antes del vencimiento', en: 'Collection before the due date' }],
]);

const options = (texts: ReadonlyMap<number, Text>, lang: Lang): ComplaintOption[] =>
  [...texts].map(([value, text]) => ({ title: tr(lang, text), value }));

export const problemTypeOptions = (lang: Lang) => options(PROBLEM_TYPES, lang);
export const subTypeOptions = (lang: Lang) => options(COLLECTION_SUB_TYPES, lang);

/** The option of a type (or sub-type) value; null when unknown. */
export function optionOf(
  texts: ReadonlyMap<number, Text>,
  value: number,
  lang: Lang,
): ComplaintOption | null {
  const text = texts.get(value);
  return text ? { title: tr(lang, text), value } : null;
}

/**
 * The order card of a seeded order (server/world.ts), in `lang` and the market's money; null for an
 * unknown order.
 */
export function orderCard(
  orderId: string,
  lang: Lang,
  market: MarketCode = 'MX',
): DemoOrderCard | null {
  const order = findOrder(orderId);
  const loan = seededOrder(orderId, lang, market);
  if (!order || !loan) return null;
  const row = (title: Text, value: string) => ({ title: tr(lang, title), value });
  return {
    orderNo: orderId,
    orderId,
    productLogo: PRODUCT_LOGO,
    productName: PRODUCT_NAME,
    status: String(loan.noticeStatusText),
    detail: [
      row(ROWS.loanAmount, money(order.figures.principal, market)),
      row(ROWS.total, money(repayAmount(order), market)),
      row(ROWS.dueDate, dueDate(order)),
    ],
    isShow: isInCollection(order) ? 1 : 0,
  };
}

export function orderList(lang: Lang, market: MarketCode = 'MX'): DemoOrderCard[] {
  return COMPLAINT_ORDER_IDS.flatMap((id) => orderCard(id, lang, market) ?? []);
}

/** Messages of the complaint endpoints. */
export const MESSAGES = {
  saved: { es: 'Su queja fue enviada', en: 'Your complaint was sent' },
  uploaded: { es: '¡La carga se realizó correctamente!', en: 'Upload successful!' },
  scored: { es: 'Gracias por su calificación', en: 'Thank you for your rating' },
  notFound: { es: 'Queja no encontrada', en: 'Complaint not found' },
  emptyDetail: {
    es: 'Por favor, rellene sus comentarios y sugerencias',
    en: 'Please fill in your comments and suggestions',
  },
  detailTooLong: {
    es: 'La descripción admite como máximo 200 caracteres',
    en: 'The description takes at most 200 characters',
  },
  collectionNotAllowed: {
    es: 'El pedido seleccionado no admite quejas de cobranza',
    en: 'The selected order does not support sending collection types',
  },
  badImages: {
    es: 'Las imágenes deben subirse antes de enviar (máximo 9)',
    en: 'Images must be uploaded before sending (at most 9)',
  },
  noFile: { es: 'Seleccione una imagen', en: 'Choose an image' },
  /** The upload's refusals, the same texts the transport answers (server/upload.ts). */
  tooLarge: UPLOAD_TEXTS.tooLarge,
  notAnImage: UPLOAD_TEXTS.notAnImage,
  badScore: { es: 'La calificación debe ser de 1 a 5', en: 'The rating must be from 1 to 5' },
  nothingToScore: {
    es: 'Esta queja aún no tiene respuesta para calificar',
    en: 'This complaint has no reply to rate yet',
  },
} satisfies Record<string, Text>;

/** The failing scenario of each endpoint (code 1 and this message; nothing is stored). */
export const FAILURES = {
  problemInitFail: {
    es: 'No se pudieron cargar los tipos de queja',
    en: 'The complaint types could not be loaded',
  },
  uploadRefused: {
    es: 'El servidor rechazó la imagen, inténtelo de nuevo',
    en: 'The server refused the image, please try again',
  },
  problemSaveFail: {
    es: 'No se pudo enviar su queja, inténtelo más tarde',
    en: 'Your complaint could not be sent, please try again later',
  },
  problemListFail: {
    es: 'No se pudieron cargar sus quejas',
    en: 'Your complaints could not be loaded',
  },
  problemDetailFail: {
    es: 'No se pudo cargar el detalle de la queja',
    en: 'The complaint details could not be loaded',
  },
  problemScoreFail: {
    es: 'No se pudo guardar su calificación',
    en: 'Your rating could not be saved',
  },
} satisfies Record<string, Text>;

export const TAB_TITLES = {
  pending: { es: 'Pendientes', en: 'Pending' },
  answered: { es: 'Respondidas', en: 'Answered' },
} satisfies Record<string, Text>;
