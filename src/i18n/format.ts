/**
 * The one money formatter and the date formatter (spec section 9). Money: minor units / 100 with 2
 * decimals; non-numeric input passes through unchanged (no symbol is added to it). Two groupings:
 * - 'locale' (the default): a locale's grouping through Intl.NumberFormat, 300000 -> '3,000.00' in es-MX
 *   and en, the way a Mexican borrower reads an amount; in en-IN (the India market's) lakh and crore,
 *   10000000 -> '1,00,000.00';
 * - 'spec': the spec's dots, thousands and decimals alike, 300000 -> '3.000.00' (a brand option,
 *   `moneyStyle: 'spec'`, for a deployment that wants it; the demo server's texts use it).
 * Views take it from `useMoney()` (config/useMoney.ts), which passes the runtime brand's currency
 * symbol, its money style and its market's locale (India: en-IN) or else the page's. Dates: 'YYYY-MM-DD[ HH:mm:ss]' in local time; server dates
 * go through formatServerDate.
 */

export type MoneyStyle = 'locale' | 'spec';

export interface MoneyFormat {
  /** Put before the number: '$', '₹'. None by default. */
  symbol?: string;
  /** Whose grouping the 'locale' style uses (BCP 47); es-MX by default. */
  locale?: string;
  style?: MoneyStyle;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function passThrough(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Two decimals, grouped as the locale groups (one formatter per locale, made once). */
function localeFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('es-MX', options);
    }
    numberFormats.set(locale, format);
  }
  return format;
}

/** An integer count of cents as text, without its sign. */
function centsText(abs: number, style: MoneyStyle, locale: string): string {
  if (style === 'locale') return localeFormat(locale).format(abs / 100);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An integer count of cents with the symbol: the sign goes before the symbol in the locale style
 * ('-$50.00'), after it in the spec style ('$-50.00', as the spec's formatter wrote it).
 */
function formatCents(cents: number, format: MoneyFormat): string {
  const { symbol = '', locale = 'es-MX', style = 'locale' } = format;
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const text = centsText(Math.abs(rounded), style, locale);
  return style === 'locale' ? `${sign}${symbol}${text}` : `${symbol}${sign}${text}`;
}

/** Minor units (cents) to display text: (300000, { symbol: '$' }) -> '$3,000.00'. */
export function formatMoney(minorUnits: unknown, format: MoneyFormat = {}): string {
  const n = toNumber(minorUnits);
  if (n === null) return passThrough(minorUnits);
  return formatCents(n, format);
}

/** A value already in major units (the contract's), same rules: 1234567.8 -> '1,234,567.80'. */
export function formatAmount(majorUnits: unknown, format: MoneyFormat = {}): string {
  const n = toNumber(majorUnits);
  if (n === null) return passThrough(majorUnits);
  // toPrecision removes binary noise (1.005 * 100 = 100.49999...) before rounding.
  return formatCents(Number((n * 100).toPrecision(15)), format);
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function toDate(input: number | string | Date): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    // Server timestamps arrive in seconds or milliseconds.
    return new Date(Math.abs(input) < 1e12 ? input * 1000 : input);
  }
  if (typeof input === 'string') {
    const trimmed = input.trim();
    if (trimmed === '') return null;
    if (/^-?\d+(\.\d+)?$/.test(trimmed)) return toDate(Number(trimmed));
    // 'YYYY-MM-DD[ HH:mm[:ss]]' or with '/' separators, read as local time.
    const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(
      trimmed,
    );
    if (m) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
      const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
      if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
      return date;
    }
    const parsed = new Date(trimmed);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return null;
}

/** 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD' when dateOnly); invalid input passes through. */
export function formatDate(input: number | string | Date, dateOnly = false): string {
  const date = toDate(input);
  if (!date) return passThrough(input);
  const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  if (dateOnly) return day;
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}

/** Date text as servers send it: 'YYYY-MM-DD' ('/' too), maybe with a time ('HH:mm[:ss]', ISO 'T...'). */
const SERVER_DATE = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}(?:[ T]\S.*)?$/;
/** A date without a time of day. */
const DAY_ONLY = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/;
/** A Unix timestamp in seconds (10 digits) or milliseconds (13 digits). */
const TIMESTAMP = /^(?:\d{10}|\d{13})$/;

export interface ServerDateOptions {
  /** A day (a repayment date): shown without the time of day. */
  dateOnly?: boolean;
  /** Read 10- and 13-digit numbers as timestamps (default true); off where a number may be an id. */
  timestamps?: boolean;
}

/**
 * A date the server sent, shown as spec section 9 writes dates: 'YYYY-MM-DD HH:mm:ss', or 'YYYY-MM-DD' when
 * it is date-only (sent without a time of day, or `dateOnly`). Date text and timestamps are formatted;
 * anything else ('7 días', '', a date that does not exist) is shown as sent.
 */
export function formatServerDate(value: string | number, options: ServerDateOptions = {}): string {
  const { dateOnly = false, timestamps = true } = options;
  const text = String(value).trim();
  if (TIMESTAMP.test(text)) return timestamps ? formatDate(Number(text), dateOnly) : String(value);
  if (!SERVER_DATE.test(text)) return String(value);
  // Text that is no real date ('2026-02-30') comes back as it is.
  return formatDate(text, dateOnly || DAY_ONLY.test(text));
}
