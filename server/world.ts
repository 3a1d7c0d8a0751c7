import { marketProfile } from '../src/config/markets';
import { formatMoney } from '../src/i18n/format';
import type { MarketCode } from './market';

/**
 * The one demo world every endpoint answers from: loans whose figures add up the same way on the offer,
 * the loan details, the instalment page and the contract, and payment references that are the same on the
 * instalment and extension pages, in their barcodes and on the instructions page.
 *
 * Money is in minor units (centavos). A loan pays no fee up front (the borrower receives the requested
 * amount); at the due date it repays principal + interest + commission + IVA, less a coupon if any.
 */
export const DAILY_RATE = 0.005;
const COMMISSION_RATE = 0.1;
/** IVA: 16% of interest plus commission (spec section 9). */
const IVA_RATE = 0.16;
/** The extension (deferral) fee: 15% of the principal plus any late charges; it moves the date 7 days. */
const EXTENSION_RATE = 0.15;
const EXTENSION_DAYS = 7;
/** Late fine: 3% of the principal per day (spec section 9). */
const FINE_RATE = 0.03;

export interface LoanFigures {
  principal: number;
  days: number;
  interest: number;
  commission: number;
  iva: number;
  /** principal + interest + commission + iva (before any coupon). */
  total: number;
}

export function loanFigures(principal: number, days: number): LoanFigures {
  const interest = Math.round(principal * DAILY_RATE * days);
  const commission = Math.round(principal * COMMISSION_RATE);
  const iva = Math.round((interest + commission) * IVA_RATE);
  return {
    principal,
    days,
    interest,
    commission,
    iva,
    total: principal + interest + commission + iva,
  };
}

/**
 * Display money as the app shows it: '$3,591.60' (Intl grouping for es-MX and en); in India the market's
 * symbol and en-IN grouping, '₹3,591.60' ('₹1,00,000.00' from a lakh on).
 */
export function money(minor: number, market: MarketCode = 'MX'): string {
  const profile = marketProfile(market);
  return formatMoney(minor, {
    symbol: profile.currency.symbol,
    locale: profile.money.locale ?? undefined,
  });
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The lender, on the contract and as the beneficiary of the payment instructions. */
export const COMPANY_NAME = 'Cuota Servicios Financieros S.A. de C.V.';

/** Every product of the demo is this one brand, with one logo on every screen. */
export const PRODUCT_NAME = 'Cuota Express';
export const PRODUCT_LOGO = '/images/repayment/product.svg';

/** The products the confirm page offers: requested amount, days, coupon (minor units). */
export interface Product {
  principal: number;
  days: number;
  coupon: number | null;
  /** Disbursal date of an order taken today. */
  startDate: string;
}
export const TODAY = '2026-11-21';
export const PRODUCTS: Record<string, Product> = {
  '1': { principal: 300000, days: 14, coupon: 5000, startDate: TODAY },
  '2': { principal: 150000, days: 7, coupon: null, startDate: TODAY },
  /** Product 3 asks for a reload first; after it the amount is adjusted to this one. */
  '3': { principal: 250000, days: 14, coupon: null, startDate: TODAY },
};
/** Product 3's amount before the reload (what the pop says is being adjusted). */
export const PRODUCT_3_BEFORE_RELOAD = 300000;

export interface Order {
  status: number;
  isDelay: '0' | '1';
  isScore: 0 | 1;
  productId: string;
  figures: LoanFigures;
  coupon: number;
  /** Disbursal date; the due date is startDate + figures.days. */
  startDate: string;
  /** Days past due (late fine). */
  daysLate: number;
}

const order = (
  status: number,
  startDate: string,
  extra: Partial<Pick<Order, 'isDelay' | 'isScore' | 'coupon' | 'daysLate'>> = {},
): Order => ({
  status,
  isDelay: extra.isDelay ?? '0',
  isScore: extra.isScore ?? 0,
  productId: '1',
  figures: loanFigures(PRODUCTS['1'].principal, PRODUCTS['1'].days),
  coupon: extra.coupon ?? 0,
  startDate,
  daysLate: extra.daysLate ?? 0,
});

/** 1001 is the order the confirm page creates (product 1, with its coupon); 1174 and 1180 are repayable. */
export const ORDERS: Record<string, Order> = {
  '1001': order(21, TODAY, { coupon: PRODUCTS['1'].coupon ?? 0 }),
  '1021': order(21, '2026-11-20'),
  '1110': order(110, '2026-11-18'),
  '1151': order(151, '2026-11-19'),
  '1174': order(174, '2026-11-10', { isDelay: '1', isScore: 1 }),
  '1180': order(180, '2026-11-03', { daysLate: 4 }),
  '1200': order(200, '2026-10-20', { isScore: 1 }),
  '1999': order(999, '2026-11-15'),
};

export function findOrder(orderId: string): Order | null {
  return Object.prototype.hasOwnProperty.call(ORDERS, orderId) ? ORDERS[orderId] : null;
}

/**
 * The user's orders on the complaint entry, newest first (its 'All' list). A collection-type complaint
 * (problem type 1) is only for a loan being collected: due (174) or overdue (180), isShow 1; an order under
 * review (1021) or paid off (1200) has isShow 0.
 */
export const COMPLAINT_ORDER_IDS = ['1021', '1174', '1180', '1200'] as const;
export const isInCollection = (o: Order): boolean => o.status === 174 || o.status === 180;

export const dueDate = (o: Order): string => addDays(o.startDate, o.figures.days);
export const lateFee = (o: Order): number =>
  Math.round(o.figures.principal * FINE_RATE * o.daysLate);
/** What the instalment page asks for: the loan's total, less the coupon, plus late charges. */
export const repayAmount = (o: Order): number => o.figures.total - o.coupon + lateFee(o);
export const extensionFee = (o: Order): number =>
  Math.round(o.figures.principal * EXTENSION_RATE) + lateFee(o);
export const extensionDate = (o: Order): string => addDays(dueDate(o), EXTENSION_DAYS);

/** 1 = instalment repayment, 2 = extension. */
export type RequestType = 1 | 2;
/** Mexico's channels: OXXO and 7-Eleven (cash at the store), SPEI (bank transfer). */
const PAY_CODES = ['OXXO', '7ELEVEN', 'SPEI'] as const;
/** India's (MARKET=IN): Bharat BillPay and India Post (cash at the counter), IMPS/NEFT (bank transfer). */
export const IN_PAY_CODES = ['BBPS', 'IPPB', 'IMPS'] as const;
export type MxPayCode = (typeof PAY_CODES)[number];
export type InPayCode = (typeof IN_PAY_CODES)[number];
export type PayCode = MxPayCode | InPayCode;
export const isPayCode = (value: string): value is MxPayCode =>
  PAY_CODES.some((code) => code === value);
export const isInPayCode = (value: string): value is InPayCode =>
  IN_PAY_CODES.some((code) => code === value);

/** The amount an order's payment of this type is for (minor units). */
export const amountFor = (o: Order, requestType: RequestType): number =>
  requestType === 1 ? repayAmount(o) : extensionFee(o);

const digitsOf = (id: string, length: number): string =>
  (id.replace(/\D/g, '') || '0').padStart(length, '0').slice(-length);

/** CLABE check digit (weights 3, 7, 1). */
function clabeCheck(first17: string): string {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce((s, d, i) => s + ((Number(d) * weights[i % 3]) % 10), 0);
  return String((10 - (sum % 10)) % 10);
}

/**
 * The payment reference of one order, channel and payment type: OXXO and 7-Eleven references (14 digits)
 * carry the order and the amount; SPEI is an 18-digit CLABE of the order. India's: Bharat BillPay and
 * India Post references (14 digits) carry the order and the amount; IMPS is a 16-digit virtual account of
 * the order. Same inputs, same reference.
 */
export function referenceFor(
  payCode: PayCode,
  orderId: string,
  requestType: RequestType,
  amount: number,
): string {
  const id = digitsOf(orderId, 4);
  switch (payCode) {
    case 'OXXO':
      return `930${requestType}${id}${digitsOf(String(Math.floor(amount / 10)), 6)}`;
    case '7ELEVEN':
      return `71${requestType}0${id}${digitsOf(String(amount), 6)}`;
    case 'BBPS':
      return `880${requestType}${id}${digitsOf(String(Math.floor(amount / 10)), 6)}`;
    case 'IPPB':
      return `62${requestType}0${id}${digitsOf(String(amount), 6)}`;
    case 'IMPS':
      return `22860${requestType}${digitsOf(orderId, 10)}`;
    default: {
      const first17 = `646180${requestType}${digitsOf(orderId, 10)}`;
      return `${first17}${clabeCheck(first17)}`;
    }
  }
}

/** The demo server draws the barcode of any reference (server/barcode.ts). */
export const barcodeUrl = (reference: string): string => `/__demo/barcode/${reference}.svg`;
