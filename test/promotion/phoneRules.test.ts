import { phoneFormatterFor } from '../../src/promotion/phoneRules';
import { caretPosition, groupDigits, groupPhone } from '../../src/ui/form/formatters';

describe('input formatting of the mobile (spec section 5: digits only, capped, grouped)', () => {
  const spec = phoneFormatterFor('spec');
  it.each([
    ['', '', ''],
    ['1', '1', '1'],
    ['138', '138', '138'],
    ['1381', '1381', '138 1'],
    ['1381234', '1381234', '138 1234'],
    ['13812345', '13812345', '138 1234 5'],
    ['13812345678', '13812345678', '138 1234 5678'],
    ['138123456789', '13812345678', '138 1234 5678'],
    ['138-1234-5678', '13812345678', '138 1234 5678'],
    ['+86 138 1234 5678', '86138123456', '861 3812 3456'],
    ['abc', '', ''],
    ['１３８', '', ''],
  ])('spec (3-4-4): typed %j -> value %j, shown %j', (typed, value, shown) => {
    expect(spec.parse(typed)).toBe(value);
    expect(spec.display?.(spec.parse(typed))).toBe(shown);
    // The same as the form component's own tel formatter.
    expect(groupPhone(typed)).toBe(shown);
  });

  it.each([
    ['mx', '5512345678', '551 234 5678'],
    ['mx', '55123456789', '551 234 5678'],
    ['mx', '5512', '551 2'],
    ['in', '9876543210', '98765 43210'],
    ['in', '98765432101', '98765 43210'],
    ['in', '987654', '98765 4'],
  ] as const)('%s: %j -> %j (capped at 10)', (rule, typed, shown) => {
    const formatter = phoneFormatterFor(rule);
    expect(formatter.display?.(formatter.parse(typed))).toBe(shown);
    expect(formatter.parse(typed)).toBe(shown.replace(/ /g, ''));
  });

  it('editing a grouped value keeps the caret after the digit typed', () => {
    expect(caretPosition(spec, '138 1234 5678', 4)).toBe(5);
    expect(caretPosition(phoneFormatterFor('mx'), '551 234 5678', 6)).toBe(7);
  });

  it('groupDigits: the last group takes the rest; no cap without max', () => {
    expect(groupDigits('123456789012', [3, 3, 4])).toBe('123 456 789012');
    expect(groupDigits('12 34', [1])).toBe('1234');
    expect(groupDigits('', [3, 4, 4])).toBe('');
  });
});
