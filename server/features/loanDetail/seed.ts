import type { LoanDetailWire } from '../../../src/features/loanDetail/loanDetailSchema';
import { tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';
import type { Wire } from '../../responses';
import {
  PRODUCT_LOGO,
  PRODUCT_NAME,
  dueDate,
  findOrder,
  lateFee,
  money as moneyIn,
  repayAmount,
} from '../../world';

const STATUS_TEXTS: Record<number, [Text, Text]> = {
  21: [
    { es: 'Solicitud en revisión', en: 'Application under review' },
    { es: 'Estamos revisando su solicitud.', en: 'We are reviewing your application.' },
  ],
  110: [
    { es: 'Solicitud rechazada', en: 'Application declined' },
    {
      es: 'Lo sentimos, su solicitud no fue aprobada.',
      en: 'We are sorry, your application was not approved.',
    },
  ],
  151: [
    { es: 'Desembolso en proceso', en: 'Disbursement in progress' },
    {
      es: 'El dinero llegará pronto a su cuenta.',
      en: 'The money will reach your account soon.',
    },
  ],
  174: [
    { es: 'Pago pendiente', en: 'Payment due' },
    {
      es: 'Su préstamo vence pronto. Pague a tiempo.',
      en: 'Your loan is due soon. Please pay on time.',
    },
  ],
  180: [
    { es: 'Pago vencido', en: 'Payment overdue' },
    {
      es: 'Su préstamo está vencido. Pague lo antes posible.',
      en: 'Your loan is overdue. Please pay as soon as possible.',
    },
  ],
  200: [
    { es: 'Préstamo liquidado', en: 'Loan paid off' },
    { es: 'Gracias por pagar a tiempo.', en: 'Thank you for paying on time.' },
  ],
  999: [
    { es: 'Estado del pedido', en: 'Order status' },
    { es: 'Consulte los detalles de su pedido.', en: 'See the details of your order.' },
  ],
};

/** Row titles shared by the loan details and the instalment page. */
export const ROWS = {
  orderNo: { es: 'Número de pedido', en: 'Order number' },
  loanAmount: { es: 'Monto del préstamo', en: 'Loan amount' },
  commission: { es: 'Comisión por servicio', en: 'Service fee' },
  interest: { es: 'Interés', en: 'Interest' },
  iva: { es: 'IVA (16% de interés y comisión)', en: 'VAT (16% of interest and fee)' },
  coupon: { es: 'Cupón', en: 'Coupon' },
  lateFee: { es: 'Cargo por atraso', en: 'Late fee' },
  total: { es: 'Total a pagar', en: 'Total to pay' },
  notes: { es: 'Observaciones', en: 'Remarks' },
  dueDate: { es: 'Fecha de vencimiento', en: 'Due date' },
} satisfies Record<string, Text>;

/** The tax row's title in the market (IVA in Mexico, GST in India). */
export const taxRowOf = (market: MarketCode): Text => byMarket(market, ROWS.iva, INDIA.tax.row);

/**
 * The loan details of a seeded order (server/world.ts), in `lang` and the market's money; null for an
 * unknown order.
 */
export function seededOrder(
  orderId: string,
  lang: Lang = 'es',
  market: MarketCode = 'MX',
): Wire<LoanDetailWire> | null {
  const order = findOrder(orderId);
  if (!order) return null;
  const { figures } = order;
  const [title, description] = STATUS_TEXTS[order.status];
  const row = (text: Text, value: string) => ({ text: tr(lang, text), value });
  const money = (minor: number) => moneyIn(minor, market);
  return {
    orderStatus: order.status,
    noticeStatusText: tr(lang, title),
    noticeDesText: tr(lang, description),
    productName: PRODUCT_NAME,
    productLogo: PRODUCT_LOGO,
    userOrderDetail: {
      detail: [
        row(ROWS.orderNo, orderId),
        row(ROWS.loanAmount, money(figures.principal)),
        row(ROWS.commission, money(figures.commission)),
        row(ROWS.interest, money(figures.interest)),
        row(taxRowOf(market), money(figures.iva)),
        // '0' (no coupon) and '' rows are hidden by the page.
        row(ROWS.coupon, order.coupon > 0 ? `-${money(order.coupon)}` : '0'),
        row(ROWS.lateFee, lateFee(order) > 0 ? money(lateFee(order)) : '0'),
        row(ROWS.total, money(repayAmount(order))),
        row(ROWS.notes, ''),
        row(ROWS.dueDate, dueDate(order)),
      ],
    },
    isScore: order.isScore,
    isDelay: order.isDelay,
    h5Url: '',
    isNewContract: '',
  };
}
