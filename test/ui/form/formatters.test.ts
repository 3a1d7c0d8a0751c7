import {
  CARD_NUMBER_MAX,
  caretPosition,
  cardDigits,
  cardFormatter,
  digitsFormatter,
  digitsOnly,
  groupCard,
  groupPhone,
  phoneDigits,
  phoneFormatter,
} from '../../../src/ui/form/formatters';

describe('digitsOnly (number inputs)', () => {
  it.each([
    ['', undefined, ''],
    ['123', undefined, '123'],
    ['12a 3-4', undefined, '1234'],
    [' 0012 ', undefined, '0012'],
    ['abc', undefined, ''],
    ['１２３', undefined, ''],
    ['1.5e3', undefined, '153'],
    ['1234567890123456', 12, '123456789012'],
    ['12a34', 6, '1234'],
    ['123', 0, ''],
  ])('%j (max %p) -> %j', (input, max, expected) => {
    expect(digitsOnly(input, max)).toBe(expected);
  });
});

describe('phone: digits only, capped at 11, shown 3-4-4', () => {
  it.each([
    ['', '', ''],
    ['1', '1', '1'],
    ['138', '138', '138'],
    ['1380', '1380', '138 0'],
    ['1380013', '1380013', '138 0013'],
    ['13800138', '13800138', '138 0013 8'],
    ['13800138000', '13800138000', '138 0013 8000'],
    ['138001380001234', '13800138000', '138 0013 8000'],
    ['138-0013 8000', '13800138000', '138 0013 8000'],
    ['+52 (55) 1234', '52551234', '525 5123 4'],
    ['abc', '', ''],
  ])('%j -> value %j, shown %j', (input, value, shown) => {
    expect(phoneDigits(input)).toBe(value);
    expect(groupPhone(input)).toBe(shown);
    expect(phoneFormatter.parse(input)).toBe(value);
    expect(phoneFormatter.display?.(value)).toBe(shown);
  });

  it('re-parsing the display gives the value back', () => {
    expect(phoneFormatter.parse(groupPhone('13800138000'))).toBe('13800138000');
    expect(groupPhone(groupPhone('13800138000'))).toBe('138 0013 8000');
  });
});

describe('bank card: digits only, shown in groups of four', () => {
  it.each([
    ['', '', ''],
    ['6', '6', '6'],
    ['6222', '6222', '6222'],
    ['62220', '62220', '6222 0'],
    ['6222021234567890', '6222021234567890', '6222 0212 3456 7890'],
    ['6222-0212 3456/7890', '6222021234567890', '6222 0212 3456 7890'],
    ['6222021234567890123', '6222021234567890123', '6222 0212 3456 7890 123'],
    ['62220212345678901234567', '6222021234567890123', '6222 0212 3456 7890 123'],
    ['card', '', ''],
  ])('%j -> value %j, shown %j', (input, value, shown) => {
    expect(cardDigits(input)).toBe(value);
    expect(groupCard(input)).toBe(shown);
    expect(cardFormatter.parse(input)).toBe(value);
    expect(cardFormatter.display?.(value)).toBe(shown);
  });

  it('caps at the longest card number', () => {
    expect(cardDigits('9'.repeat(30))).toHaveLength(CARD_NUMBER_MAX);
  });
});

describe('digitsFormatter', () => {
  it('keeps digits and shows the value as it is', () => {
    expect(digitsFormatter.parse('1a2b3')).toBe('123');
    expect(digitsFormatter.display).toBeUndefined();
  });
});

describe('caretPosition: after the n-th digit, past the grouping spaces', () => {
  it.each([
    [phoneFormatter, '138 0013 8000', 0, 0],
    [phoneFormatter, '138 0013 8000', 2, 2],
    [phoneFormatter, '138 0013 8000', 3, 3],
    [phoneFormatter, '138 0013 8000', 4, 5],
    [phoneFormatter, '138 0013 8000', 7, 8],
    [phoneFormatter, '138 0013 8000', 8, 10],
    [phoneFormatter, '138 0013 8000', 11, 13],
    [phoneFormatter, '138 0', 9, 5],
    [cardFormatter, '6222 0212 3', 5, 6],
    [cardFormatter, '6222 0212 3', 8, 9],
  ])('%#: in %j, %i digits -> %i', (formatter, display, count, position) => {
    expect(caretPosition(formatter, display, count)).toBe(position);
  });
});
