import { marketProfile, type MarketCode } from '../../src/config/markets';
import {
  formatAmount,
  formatMoney,
  type MoneyFormat,
  type MoneyStyle,
} from '../../src/i18n/format';

/**
 * The one money formatter per market (spec section 9, issue 37): minor units / 100, two decimals,
 * non-numeric passed through; Mexico groups as the brand says ('locale' or 'spec'), India in lakh and
 * crore through en-IN. The format is what useMoney builds from the market's profile.
 */
function formatOf(market: MarketCode, style?: MoneyStyle, pageLocale = 'es-MX'): MoneyFormat {
  const profile = marketProfile(market);
  return {
    symbol: profile.currency.symbol,
    style: style ?? profile.money.style,
    locale: profile.money.locale ?? pageLocale,
  };
}

const NUMBERS: [unknown, string, string, string][] = [
  // input, Mexico 'locale', Mexico 'spec', India
  [0, '$0.00', '$0.00', '₹0.00'],
  [5, '$0.05', '$0.05', '₹0.05'],
  [99999, '$999.99', '$999.99', '₹999.99'],
  [100000, '$1,000.00', '$1.000.00', '₹1,000.00'],
  [300000, '$3,000.00', '$3.000.00', '₹3,000.00'],
  [10000000, '$100,000.00', '$100.000.00', '₹1,00,000.00'],
  [1234567890, '$12,345,678.90', '$12.345.678.90', '₹1,23,45,678.90'],
  [1000000000, '$10,000,000.00', '$10.000.000.00', '₹1,00,00,000.00'],
  ['10000000', '$100,000.00', '$100.000.00', '₹1,00,000.00'],
  [' 2500 ', '$25.00', '$25.00', '₹25.00'],
  [123.5, '$1.24', '$1.24', '₹1.24'],
  [-5000, '-$50.00', '$-50.00', '-₹50.00'],
  [-10000000, '-$100,000.00', '$-100.000.00', '-₹1,00,000.00'],
  [-1234567890, '-$12,345,678.90', '$-12.345.678.90', '-₹1,23,45,678.90'],
  // Huge values keep their grouping to the end.
  [123456789012345, '$1,234,567,890,123.45', '$1.234.567.890.123.45', '₹12,34,56,78,90,123.45'],
  [1e17, '$1,000,000,000,000,000.00', '$1.000.000.000.000.000.00', '₹1,00,00,00,00,00,00,000.00'],
];

const PASS_THROUGH: [unknown, string][] = [
  ['abc', 'abc'],
  ['12a', '12a'],
  ['', ''],
  ['--', '--'],
  ['$3.000.00', '$3.000.00'],
  ['₹1,00,000.00', '₹1,00,000.00'],
  [null, ''],
  [undefined, ''],
  [Number.NaN, 'NaN'],
  [true, 'true'],
];

describe('formatMoney per market', () => {
  it.each(NUMBERS)('%p -> MX locale %p, MX spec %p, IN %p', (input, mxLocale, mxSpec, india) => {
    expect(formatMoney(input, formatOf('MX'))).toBe(mxLocale);
    expect(formatMoney(input, formatOf('MX', 'spec'))).toBe(mxSpec);
    expect(formatMoney(input, formatOf('IN'))).toBe(india);
  });

  it.each(['es-MX', 'en', 'zh-CN'])(
    'Mexico groups the same in %s; India in en-IN whatever the page',
    (locale) => {
      expect(formatMoney(10000000, formatOf('MX', 'locale', locale))).toBe('$100,000.00');
      expect(formatMoney(10000000, formatOf('IN', 'locale', locale))).toBe('₹1,00,000.00');
    },
  );

  it.each(PASS_THROUGH)(
    'non-numeric %p passes through in every market, no symbol added',
    (input, shown) => {
      for (const market of ['MX', 'IN'] as const) {
        expect(formatMoney(input, formatOf(market))).toBe(shown);
        expect(formatMoney(input, formatOf(market, 'spec'))).toBe(shown);
      }
    },
  );

  it('India with the spec style configured: the spec dots, the rupee symbol', () => {
    expect(formatMoney(10000000, formatOf('IN', 'spec'))).toBe('₹100.000.00');
  });

  it('formatAmount (major units) groups the same way', () => {
    expect(formatAmount(100000, formatOf('IN'))).toBe('₹1,00,000.00');
    expect(formatAmount(12345678.9, formatOf('IN'))).toBe('₹1,23,45,678.90');
    expect(formatAmount(100000, formatOf('MX'))).toBe('$100,000.00');
    expect(formatAmount('n/a', formatOf('IN'))).toBe('n/a');
  });
});
