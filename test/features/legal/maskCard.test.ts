import { maskCardNumber } from '../../../src/features/legal';

describe('maskCardNumber', () => {
  it.each([
    ['4152313800001234', '**** **** **** 1234'],
    ['4152 3138 0000 1234', '**** **** **** 1234'],
    ['4152-3138-0000-9876', '**** **** **** 9876'],
    ['1234', '**** **** **** 1234'],
    ['123', ''],
    ['', ''],
    ['abcd', ''],
    ['ab12cd34', '**** **** **** 1234'],
    [4152313800005678, '**** **** **** 5678'],
    [null, ''],
    [undefined, ''],
  ])('%p -> %p', (input, expected) => {
    expect(maskCardNumber(input)).toBe(expected);
  });

  it('never contains more than the last 4 digits', () => {
    expect(maskCardNumber('4152313800001234')).not.toContain('4152');
  });
});
