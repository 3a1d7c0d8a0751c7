import { maskCard } from '../../../src/platform/format/maskCard';

describe('maskCard (the one card masker: last 4 only)', () => {
  it.each([
    // The card repayment page's cases.
    ['4152313412341234', '**** 1234'],
    ['5579 0700 1234 5678', '**** 5678'],
    ['1234', '**** 1234'],
    ['123', '****'],
    ['', '****'],
    // The contract's cases (formerly '**** **** **** 1234', and '' for fewer than 4 digits).
    ['4152313800001234', '**** 1234'],
    ['4152 3138 0000 1234', '**** 1234'],
    ['4152-3138-0000-9876', '**** 9876'],
    ['abcd', '****'],
    ['ab12cd34', '**** 1234'],
    [4152313800005678, '**** 5678'],
    [null, '****'],
    [undefined, '****'],
    [{ cardNo: '4152313800001234' }, '****'],
    [Number.NaN, '****'],
  ])('%p -> %p', (input, expected) => {
    expect(maskCard(input)).toBe(expected);
  });

  it.each(['4152313800001234', '4152 3138 0000 1234', 4152313800001234, '12345'])(
    'shows no more than the last 4 digits of %p',
    (input) => {
      const shown = maskCard(input).replace(/\D/g, '');
      expect(shown).toHaveLength(4);
      expect(String(input).replace(/\D/g, '').endsWith(shown)).toBe(true);
    },
  );
});
