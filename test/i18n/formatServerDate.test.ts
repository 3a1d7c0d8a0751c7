import { formatDate, formatServerDate } from '../../src/i18n/format';

// Spec section 9: "Dates year-month-day, with hours:minutes:seconds unless date-only".
describe('formatServerDate', () => {
  it.each([
    ['2026-02-27 18:40:12', '2026-02-27 18:40:12'],
    ['2026-2-7 8:05:09', '2026-02-07 08:05:09'],
    ['2026/02/27 18:40', '2026-02-27 18:40:00'],
    ['2026-02-27T18:40:12', '2026-02-27 18:40:12'],
    [' 2026-02-27 18:40:12 ', '2026-02-27 18:40:12'],
    // Date-only as sent: no time is invented.
    ['2026-12-05', '2026-12-05'],
    ['2026/12/5', '2026-12-05'],
    // Not a date: shown as sent.
    ['7 días', '7 días'],
    ['', ''],
    ['mañana', 'mañana'],
    ['2026-02-30', '2026-02-30'],
    ['2026-13-01 10:00:00', '2026-13-01 10:00:00'],
    ['20261205', '20261205'],
    ['ORD-1174', 'ORD-1174'],
  ])('%p -> %p', (value, shown) => {
    expect(formatServerDate(value)).toBe(shown);
  });

  it.each([
    ['2026-02-27 18:40:12', '2026-02-27'],
    ['2026/2/7', '2026-02-07'],
    ['7 días', '7 días'],
  ])('dateOnly (a repayment date): %p -> %p', (value, shown) => {
    expect(formatServerDate(value, { dateOnly: true })).toBe(shown);
  });

  it('reads 10 and 13 digits as timestamps (seconds, milliseconds), as text or numbers', () => {
    const ms = new Date(2026, 1, 27, 18, 40, 12).getTime();
    const seconds = Math.floor(ms / 1000);
    expect(formatServerDate(seconds)).toBe('2026-02-27 18:40:12');
    expect(formatServerDate(String(seconds))).toBe('2026-02-27 18:40:12');
    expect(formatServerDate(ms)).toBe('2026-02-27 18:40:12');
    expect(formatServerDate(String(ms), { dateOnly: true })).toBe('2026-02-27');
  });

  it('leaves digits alone where a number may be an id (timestamps off)', () => {
    expect(formatServerDate('1700000000', { timestamps: false })).toBe('1700000000');
    expect(formatServerDate('2026-12-05', { timestamps: false })).toBe('2026-12-05');
  });

  it('an ISO time with a zone is shown in local time', () => {
    const iso = '2026-02-27T18:40:12Z';
    expect(formatServerDate(iso)).toBe(formatDate(new Date(iso)));
  });
});
