import { object } from 'yup';
import {
  CARD_NUMBER_MAX,
  cardNumber,
  cardNumberText,
  validateData,
} from '../../../src/platform/api/schema';

const check = async (value: unknown) => {
  const result = await validateData(object({ v: cardNumber() }), { v: value });
  return result.ok ? result.value.v : 'refused';
};

describe('cardNumber(): a card number sent back exactly as it came', () => {
  it.each([
    // Full, as the spec's backend may send it.
    ['4152313412341234', '4152313412341234'],
    // Masked, as a backend that keeps the number to itself sends it.
    ['415231******1234', '415231******1234'],
    ['**** 1234', '**** 1234'],
    ['•••• 1234', '•••• 1234'],
    ['**** **** **** 1234', '**** **** **** 1234'],
    // An opaque token.
    ['tok_9f8a7b', 'tok_9f8a7b'],
    // Not trimmed: the server matches the value it handed out.
    [' tok_9f8a7b ', ' tok_9f8a7b '],
    // A number as its digits, while JSON kept it exact.
    [4152313412341234, '4152313412341234'],
    ['x'.repeat(CARD_NUMBER_MAX), 'x'.repeat(CARD_NUMBER_MAX)],
  ])('%p is kept as %p', async (value, kept) => {
    expect(await check(value)).toBe(kept);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['an object', { last4: '1234' }],
    ['a list', ['1234']],
    ['true', true],
    ['a fraction', 1234.5],
    ['a negative number', -1234],
    // JSON already rounded it: it could not go back as the server sent it.
    ['a number past the safe integers', Number.MAX_SAFE_INTEGER + 1],
    ['too long', 'x'.repeat(CARD_NUMBER_MAX + 1)],
    ['a newline', '**** 1234\n'],
    ['a tab', '****\t1234'],
    ['a NUL', 'tok_\u0000'],
    ['a C1 control', 'tok_\u0085'],
    ['a bidirectional override', '\u202e4321 ****'],
    ['a line separator', 'tok\u2028x'],
  ])('refuses %s', async (_name, value) => {
    expect(await check(value)).toBe('refused');
  });
});

describe('cardNumberText(): a card number shown only', () => {
  it.each([
    ['**** **** **** 1234', '**** **** **** 1234'],
    ['tok_9f8a7b', 'tok_9f8a7b'],
    [1234, '1234'],
    [null, ''],
    [{}, ''],
  ])('%p -> %p (display text, never refused)', async (value, shown) => {
    const result = await validateData(object({ v: cardNumberText() }), { v: value });
    expect(result).toEqual({ ok: true, value: { v: shown } });
  });

  it('is marked as a card number for the contract', () => {
    expect(cardNumberText().describe().meta).toEqual({ decision: false, wire: 'cardNumber' });
    expect(cardNumber().describe().meta).toEqual({ decision: true, wire: 'cardNumber' });
  });
});
