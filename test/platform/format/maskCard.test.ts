import { cardLast4, maskCard, maskCardBeside } from '../../../src/platform/format/maskCard';

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
    // Digits scattered in a value that does not end in 4 digits are not the card's last 4.
    ['ab12cd34', '****'],
    [4152313800005678, '**** 5678'],
    [null, '****'],
    [undefined, '****'],
    [{ cardNo: '4152313800001234' }, '****'],
    [Number.NaN, '****'],
    // Masked and tokenized numbers as a server may send them.
    ['415231******1234', '**** 1234'],
    ['**** 1234', '**** 1234'],
    ['•••• 1234', '**** 1234'],
    ['**** **** **** 1234', '**** 1234'],
    [' 415231******1234 ', '**** 1234'],
    ['tok_9f8a7b', '****'],
    ['tok_1234abcd', '****'],
    ['card-55790700-x', '****'],
  ])('%p -> %p', (input, expected) => {
    expect(maskCard(input)).toBe(expected);
  });

  it.each([
    '4152313800001234',
    '4152 3138 0000 1234',
    4152313800001234,
    '12345',
    '415231******1234',
  ])('shows no more than the last 4 digits of %p', (input) => {
    const shown = maskCard(input).replace(/\D/g, '');
    expect(shown).toHaveLength(4);
    expect(String(input).replace(/\D/g, '').endsWith(shown)).toBe(true);
  });
});

describe('cardLast4', () => {
  it.each([
    ['4152313412341234', '1234'],
    ['415231******1234', '1234'],
    ['**** 1234', '1234'],
    ['•••• 1234', '1234'],
    [4152313800005678, '5678'],
    ['tok_9f8a7b', ''],
    ['123', ''],
    ['1234 ', '1234'],
    [true, ''],
  ])('%p -> %p', (input, expected) => {
    expect(cardLast4(input)).toBe(expected);
  });
});

describe('maskCardBeside (a card number beside its bank name)', () => {
  it.each([
    ['4152313412341234', 'BBVA', '**** 1234'],
    ['415231******1234', 'BBVA', '**** 1234'],
    ['**** 1234', 'BBVA', '**** 1234'],
    ['•••• 1234', 'BBVA', '**** 1234'],
    // A token: the bank name alone, no digits and never the token.
    ['tok_9f8a7b', 'BBVA', ''],
    // Without a bank name the card still shows something.
    ['tok_9f8a7b', ' ', '****'],
    ['415231******1234', '', '**** 1234'],
  ])('%p beside %p -> %p', (input, bankName, expected) => {
    expect(maskCardBeside(input, bankName)).toBe(expected);
  });
});
