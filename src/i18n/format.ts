/**
 * Money and date formatters (spec section 9): minor units / 100 with 2 decimals, thousands grouped
 * with a dot and decimals kept after a dot (123456789 -> '1.234.567.89'); non-numeric input passes
 * through unchanged; dates 'YYYY-MM-DD[ HH:mm:ss]' in local time.
 */

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

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Formats an integer count of cents. */
function formatCents(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  return `${sign}${groupThousands(String(whole))}.${String(frac).padStart(2, '0')}`;
}

/** Minor units (cents) to display text: 123456789 -> '1.234.567.89'. */
export function formatMoney(minorUnits: unknown): string {
  const n = toNumber(minorUnits);
  if (n === null) return passThrough(minorUnits);
  return formatCents(n);
}

/** A value already in major units, same grouping: 1234567.8 -> '1.234.567.80'. */
export function formatAmount(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return passThrough(value);
  // toPrecision removes binary noise (1.005 * 100 = 100.49999...) before rounding.
  return formatCents(Number((n * 100).toPrecision(15)));
}

/** Symbol followed by formatted minor units: ('$', 12345) -> '$123.45'. */
export function formatCurrency(minorUnits: unknown, symbol: string): string {
  return `${symbol}${formatMoney(minorUnits)}`;
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
