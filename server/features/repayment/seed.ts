import type {
  ExtensionRepayment,
  InstalmentRepayment,
  RepaymentChannelGroup,
} from '../../../src/features/repayment/repaymentSchema';
import { tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import type { MarketCode } from '../../market';
import type { Wire } from '../../responses';
import {
  PRODUCT_LOGO,
  PRODUCT_NAME,
  amountFor,
  barcodeUrl,
  dueDate,
  extensionDate,
  extensionFee,
  findOrder,
  lateFee,
  money,
  referenceFor,
  repayAmount,
} from '../../world';
import type { Order, RequestType } from '../../world';
import { ROWS, taxRowOf } from '../loanDetail/seed';
import { IN_LIST_TEXTS, IN_LOGOS } from '../payInstructions/india';

const IMG = '/images/repayment';
/** The repayable orders (statuses 174 and 180). */
const REPAYABLE = ['1174', '1180'];

const TEXTS = {
  stores: { es: 'Tiendas de conveniencia', en: 'Convenience stores' },
  transfer: { es: 'Transferencia bancaria', en: 'Bank transfer' },
  oxxo: { es: 'Pague en efectivo en cualquier tienda OXXO', en: 'Pay cash at any OXXO store' },
  seven: { es: 'Pague en tiendas 7-Eleven', en: 'Pay at 7-Eleven stores' },
  spei: {
    es: 'Transferencia SPEI desde la app de su banco',
    en: "SPEI transfer from your bank's app",
  },
  instalmentNotice: {
    es: 'Su pago se reflejará en un plazo de 30 minutos. Conserve su comprobante hasta que el pedido se actualice.',
    en: 'Your payment will show within 30 minutes. Keep your receipt until the order is updated.',
  },
  extensionNotice: {
    es: 'La extensión se aplica en cuanto recibimos el pago del cargo por extensión.',
    en: 'The extension applies as soon as we receive the extension fee.',
  },
  extensionNote: {
    es: 'El cargo por extensión no reduce el saldo de su préstamo.',
    en: 'The extension fee does not reduce your loan balance.',
  },
  currentDate: { es: 'Fecha de pago actual', en: 'Current due date' },
  newDate: { es: 'Nueva fecha de pago', en: 'New due date' },
} satisfies Record<string, Text>;

/** India's groups (MARKET=IN), the same way: Bharat BillPay (with its barcode), India Post, IMPS/NEFT. */
function indiaChannels(
  orderId: string,
  order: Order,
  requestType: RequestType,
  lang: Lang,
): Wire<RepaymentChannelGroup>[] {
  const amount = amountFor(order, requestType);
  const bbps = referenceFor('BBPS', orderId, requestType, amount);
  const t = IN_LIST_TEXTS;
  return [
    {
      title: tr(lang, t.cash),
      list: [
        {
          payCode: 'BBPS',
          logo: IN_LOGOS.BBPS,
          desc: tr(lang, t.BBPS),
          vCode: bbps,
          BARcodeImg: barcodeUrl(bbps),
        },
        {
          payCode: 'IPPB',
          logo: IN_LOGOS.IPPB,
          desc: tr(lang, t.IPPB),
          vCode: referenceFor('IPPB', orderId, requestType, amount),
          BARcodeImg: '',
        },
      ],
    },
    {
      title: tr(lang, t.transfer),
      list: [
        { payCode: 'IMPS', logo: IN_LOGOS.IMPS, desc: tr(lang, t.IMPS), vCode: '', BARcodeImg: '' },
      ],
    },
  ];
}

/**
 * Two groups: stores with a payment code (OXXO also with its barcode), a bank transfer with neither.
 * The codes are the order's references for this payment type, the very ones its instructions page shows.
 */
function channels(
  orderId: string,
  order: Order,
  requestType: RequestType,
  lang: Lang,
  market: MarketCode,
): Wire<RepaymentChannelGroup>[] {
  if (market === 'IN') return indiaChannels(orderId, order, requestType, lang);
  const amount = amountFor(order, requestType);
  const oxxo = referenceFor('OXXO', orderId, requestType, amount);
  return [
    {
      title: tr(lang, TEXTS.stores),
      list: [
        {
          payCode: 'OXXO',
          logo: `${IMG}/oxxo.svg`,
          desc: tr(lang, TEXTS.oxxo),
          vCode: oxxo,
          BARcodeImg: barcodeUrl(oxxo),
        },
        {
          payCode: '7ELEVEN',
          logo: `${IMG}/7eleven.svg`,
          desc: tr(lang, TEXTS.seven),
          vCode: referenceFor('7ELEVEN', orderId, requestType, amount),
          BARcodeImg: '',
        },
      ],
    },
    {
      title: tr(lang, TEXTS.transfer),
      list: [
        {
          payCode: 'SPEI',
          logo: `${IMG}/spei.svg`,
          desc: tr(lang, TEXTS.spei),
          vCode: '',
          BARcodeImg: '',
        },
      ],
    },
  ];
}

const repayable = (orderId: string): Order | null =>
  REPAYABLE.includes(orderId) ? findOrder(orderId) : null;

/** The instalment page of a repayable order: its detail rows add up to repayAmount. */
export function seededInstalment(
  orderId: string,
  lang: Lang = 'es',
  market: MarketCode = 'MX',
): Wire<InstalmentRepayment> | null {
  const order = repayable(orderId);
  if (!order) return null;
  const { figures } = order;
  const row = (text: Text, minor: number, sign = '') => ({
    text: tr(lang, text),
    value: `${sign}${money(minor, market)}`,
  });
  return {
    repayAmount: repayAmount(order),
    productName: PRODUCT_NAME,
    repayDate: dueDate(order),
    productLogo: PRODUCT_LOGO,
    detail: [
      { text: tr(lang, ROWS.orderNo), value: orderId },
      row(ROWS.loanAmount, figures.principal),
      row(ROWS.interest, figures.interest),
      row(ROWS.commission, figures.commission),
      row(taxRowOf(market), figures.iva),
      row(ROWS.lateFee, lateFee(order)),
      ...(order.coupon > 0 ? [row(ROWS.coupon, order.coupon, '-')] : []),
    ],
    repayList: channels(orderId, order, 1, lang, market),
    noticeMsg: tr(lang, TEXTS.instalmentNotice),
  };
}

/** The extension page: the fee (15% of the principal plus late charges) moves the due date 7 days. */
export function seededExtension(
  orderId: string,
  lang: Lang = 'es',
  market: MarketCode = 'MX',
): Wire<ExtensionRepayment> | null {
  const order = repayable(orderId);
  if (!order) return null;
  return {
    productLogo: PRODUCT_LOGO,
    productName: PRODUCT_NAME,
    delayInfo: { delayAmount: extensionFee(order), delayTime: extensionDate(order), reviewer: '' },
    repayPlan: [
      { title: tr(lang, TEXTS.currentDate), time: dueDate(order) },
      { title: tr(lang, TEXTS.newDate), time: extensionDate(order) },
    ],
    repayList: channels(orderId, order, 2, lang, market),
    noticeMsg: tr(lang, TEXTS.extensionNotice),
    note: tr(lang, TEXTS.extensionNote),
  };
}
