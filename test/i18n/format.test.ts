import { formatAmount, formatDate, formatMoney, type MoneyFormat } from '../../src/i18n/format';

const spec: MoneyFormat = { style: 'spec' };

// Each row: input, the spec's dot grouping ('spec' style), the locale's grouping (the default).
describe('formatMoney (minor units / 100)', () => {
  it.each([
    [123456789, '1.234.567.89', '1,234,567.89'],
    [123456, '1.234.56', '1,234.56'],
    [300000, '3.000.00', '3,000.00'],
    [359160, '3.591.60', '3,591.60'],
    [100000, '1.000.00', '1,000.00'],
    [99999, '999.99', '999.99'],
    [12345, '123.45', '123.45'],
    [100, '1.00', '1.00'],
    [5, '0.05', '0.05'],
    [0, '0.00', '0.00'],
    [-0, '0.00', '0.00'],
    [-123456, '-1.234.56', '-1,234.56'],
    [-5, '-0.05', '-0.05'],
    [123.4, '1.23', '1.23'],
    [123.5, '1.24', '1.24'],
    [-0.4, '0.00', '0.00'],
    ['123456', '1.234.56', '1,234.56'],
    [' 2500 ', '25.00', '25.00'],
    ['-100', '-1.00', '-1.00'],
    ['1e3', '10.00', '10.00'],
    [100000000000, '1.000.000.000.00', '1,000,000,000.00'],
    // Non-numeric passes through unchanged (spec section 9).
    ['abc', 'abc', 'abc'],
    ['12a', '12a', '12a'],
    ['', '', ''],
    ['--', '--', '--'],
    ['$3.000.00', '$3.000.00', '$3.000.00'],
    [null, '', ''],
    [undefined, '', ''],
    [Number.NaN, 'NaN', 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity', 'Infinity'],
    [true, 'true', 'true'],
  ])('%p -> spec %p, locale %p', (input, dotted, grouped) => {
    expect(formatMoney(input, spec)).toBe(dotted);
    expect(formatMoney(input)).toBe(grouped);
    expect(formatMoney(input, { style: 'locale' })).toBe(grouped);
  });

  it.each([
    ['es-MX', '3,000.00'],
    ['en', '3,000.00'],
    ['zh-CN', '3,000.00'],
  ])('in %s: 300000 -> %p', (locale, expected) => {
    expect(formatMoney(300000, { locale })).toBe(expected);
  });

  it('falls back to es-MX grouping for a locale Intl does not know', () => {
    expect(formatMoney(300000, { locale: 'not a locale!' })).toBe('3,000.00');
  });
});

describe('formatMoney with a symbol', () => {
  it.each([
    [300000, { symbol: '$' }, '$3,000.00'],
    [50000, { symbol: '₹' }, '₹500.00'],
    [-5000, { symbol: '$' }, '-$50.00'],
    [0, { symbol: '$' }, '$0.00'],
    [300000, { symbol: '$', style: 'spec' }, '$3.000.00'],
    [-5000, { symbol: '$', style: 'spec' }, '$-50.00'],
    // Non-numeric passes through unchanged: no symbol is added to it.
    ['pending', { symbol: '$' }, 'pending'],
    ['pending', { symbol: '$', style: 'spec' }, 'pending'],
    [null, { symbol: '$' }, ''],
  ] as const)('%p %p -> %p', (minor, format, expected) => {
    expect(formatMoney(minor, format)).toBe(expected);
  });
});

describe('formatAmount (major units, same rules)', () => {
  it.each([
    [1234567.89, '1.234.567.89', '1,234,567.89'],
    [1234.5, '1.234.50', '1,234.50'],
    [1000, '1.000.00', '1,000.00'],
    [3591.6, '3.591.60', '3,591.60'],
    [0, '0.00', '0.00'],
    [1.005, '1.01', '1.01'],
    [0.125, '0.13', '0.13'],
    [-2500.1, '-2.500.10', '-2,500.10'],
    ['3000', '3.000.00', '3,000.00'],
    ['n/a', 'n/a', 'n/a'],
  ])('%p -> spec %p, locale %p', (input, dotted, grouped) => {
    expect(formatAmount(input, spec)).toBe(dotted);
    expect(formatAmount(input)).toBe(grouped);
  });

  it('puts the symbol after the sign', () => {
    expect(formatAmount(-2500.1, { symbol: '$' })).toBe('-$2,500.10');
  });
});

describe('formatDate (local time)', () => {
  const d = new Date(2024, 0, 5, 7, 8, 9);
  const ms = d.getTime();

  it.each([
    ['Date', d, false, '2024-01-05 07:08:09'],
    ['Date, date only', d, true, '2024-01-05'],
    ['milliseconds', ms, false, '2024-01-05 07:08:09'],
    ['seconds', Math.floor(ms / 1000), false, '2024-01-05 07:08:09'],
    ['seconds, date only', Math.floor(ms / 1000), true, '2024-01-05'],
    ['numeric string ms', String(ms), false, '2024-01-05 07:08:09'],
    ['numeric string seconds', String(Math.floor(ms / 1000)), true, '2024-01-05'],
    ['Y-M-D string', '2024-01-05', false, '2024-01-05 00:00:00'],
    ['Y-M-D H:M:S string', '2024-12-31 23:59:58', false, '2024-12-31 23:59:58'],
    ['Y/M/D string, date only', '2024/3/7 10:00', true, '2024-03-07'],
    ['ISO with T', '2024-03-07T10:11:12', false, '2024-03-07 10:11:12'],
  ] as const)('%s', (_label, input, dateOnly, expected) => {
    expect(formatDate(input, dateOnly)).toBe(expected);
  });

  it('defaults to date and time', () => {
    expect(formatDate(new Date(1999, 11, 31, 23, 0, 0))).toBe('1999-12-31 23:00:00');
  });

  it.each([['not a date'], [''], ['2024-02-30'], [Number.NaN]])(
    'passes invalid %p through',
    (input) => {
      expect(formatDate(input)).toBe(String(input));
    },
  );

  it('passes an invalid Date through', () => {
    expect(formatDate(new Date('nope'))).toBe('Invalid Date');
  });
});
