import type { ConfirmOffer } from '../../../src/features/loanConfirm/loanConfirmSchema';
import { tr } from '../../i18n';
import type { Lang, Text } from '../../i18n';
import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';
import type { Wire } from '../../responses';
import {
  DAILY_RATE,
  PRODUCT_3_BEFORE_RELOAD,
  PRODUCT_LOGO,
  PRODUCT_NAME,
  PRODUCTS,
  addDays,
  loanFigures,
  money,
} from '../../world';
import type { Product } from '../../world';

const TEXTS = {
  requested: { es: 'Monto solicitado', en: 'Requested amount' },
  commission: { es: 'Comisión por servicio', en: 'Service fee' },
  interest: { es: 'Interés', en: 'Interest' },
  iva: { es: 'IVA (16% de interés y comisión)', en: 'VAT (16% of interest and fee)' },
  planTitle: { es: 'Pago 1 de 1', en: 'Payment 1 of 1' },
  planDescription: {
    es: 'Capital, interés, comisión e IVA',
    en: 'Principal, interest, fee and VAT',
  },
  planWithCoupon: {
    es: 'Capital, interés, comisión e IVA, menos el cupón',
    en: 'Principal, interest, fee and VAT, less the coupon',
  },
  rateNote: { es: 'Tasa diaria', en: 'Daily rate' },
  adjusting: {
    es: 'Estamos ajustando el monto de su préstamo.',
    en: 'We are adjusting the amount of your loan.',
  },
} satisfies Record<string, Text>;

/**
 * One offer whose figures add up: the borrower receives the requested amount (no fee up front); the plan
 * repays requested + interest + commission + IVA, less the coupon; the detail rows list those parts.
 */
function offerFor(
  productId: string,
  product: Product,
  lang: Lang,
  market: MarketCode,
): Wire<ConfirmOffer> {
  const f = loanFigures(product.principal, product.days);
  const coupon = product.coupon ?? 0;
  const payDate = addDays(product.startDate, product.days);
  const row = (text: Text, minor: number) => ({
    text: tr(lang, text),
    value: money(minor, market),
  });
  return {
    firstPayTime: payDate,
    amount: f.principal,
    periods: product.days,
    termUnit: 1,
    isNeedPop: 0,
    sendSms: 0,
    details: [
      row(TEXTS.requested, f.principal),
      row(TEXTS.commission, f.commission),
      row(TEXTS.interest, f.interest),
      row(byMarket(market, TEXTS.iva, INDIA.tax.row), f.iva),
    ],
    repay_plans: [
      {
        title: tr(lang, TEXTS.planTitle),
        description: tr(
          lang,
          coupon > 0
            ? byMarket(market, TEXTS.planWithCoupon, INDIA.tax.planWithCoupon)
            : byMarket(market, TEXTS.planDescription, INDIA.tax.plan),
        ),
        amount: f.total - coupon,
        pay_time: payDate,
      },
    ],
    loanRate: `${DAILY_RATE * 100}%`,
    ratemsg: tr(lang, TEXTS.rateNote),
    amountDec: '',
    isNewContract: `/legal/contract?productId=${productId}`,
    messageType: '',
    comProductLogo: PRODUCT_LOGO,
    comProductName: PRODUCT_NAME,
    couNum: product.coupon ?? '',
  };
}

/**
 * Seeded offers: 1 with a coupon, 2 without, 3 asks for a reload first (its pop shows the amount before
 * the adjustment; after the reload every figure is the adjusted amount's). Money rows in the market's
 * currency.
 */
export function seededOffer(
  productId: string,
  reload: boolean,
  lang: Lang = 'es',
  market: MarketCode = 'MX',
): Wire<ConfirmOffer> | null {
  if (!Object.prototype.hasOwnProperty.call(PRODUCTS, productId)) return null;
  const product = PRODUCTS[productId];
  if (productId === '3' && !reload) {
    const before = offerFor(
      productId,
      { ...product, principal: PRODUCT_3_BEFORE_RELOAD },
      lang,
      market,
    );
    return { ...before, isNeedPop: 1, amountDec: tr(lang, TEXTS.adjusting) };
  }
  return offerFor(productId, product, lang, market);
}
