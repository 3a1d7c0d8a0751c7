import {
  confirmFailureMessage,
  failureMessage,
  isOn,
  maskCard,
  normalizeCards,
  parseCommit,
  parseRepaymentWay,
} from '../../../src/features/cardRepayment/cardRepaymentApi';
import { digitsOnly, smsCodeSchema } from '../../../src/features/cardRepayment/cardRepaymentSchema';
import { fail, ok00, transport } from './fixtures';

describe('maskCard', () => {
  it.each([
    ['4152313412341234', '**** 1234'],
    ['5579 0700 1234 5678', '**** 5678'],
    ['1234', '**** 1234'],
    ['123', '****'],
    ['', '****'],
  ])('%p -> %p', (input, expected) => {
    expect(maskCard(input)).toBe(expected);
  });

  it('never contains more than the last 4 digits', () => {
    expect(maskCard('4152313412341234').replace(/\D/g, '')).toBe('1234');
  });
});

describe('repayment-way parsing', () => {
  it('keeps well-formed cards as strings and drops the rest', () => {
    expect(
      normalizeCards([
        { id: 1, bankName: 'BBVA', cardNo: 4152313412341234, bankCode: 'BBVA' },
        { id: 2, bankName: 'Sin número' },
        null,
        'x',
        { id: 3, cardNo: '5579' },
      ]),
    ).toEqual([
      { id: '1', bankName: 'BBVA', cardNo: '4152313412341234', bankCode: 'BBVA' },
      { id: '3', bankName: '', cardNo: '5579', bankCode: '' },
    ]);
    expect(normalizeCards(undefined)).toEqual([]);
  });

  it.each([
    [1, true],
    ['1', true],
    [true, true],
    ['true', true],
    [0, false],
    ['0', false],
    ['', false],
    ['false', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('alipay flag %p -> %p', (value, expected) => {
    expect(isOn(value)).toBe(expected);
  });

  it('parses the answer, and refuses what is not an object', () => {
    expect(parseRepaymentWay({ alipay: '1', repayToken: 42, bankCards: [] })).toEqual({
      cards: [],
      alipay: true,
      repayToken: '42',
    });
    expect(parseRepaymentWay(null)).toBeNull();
    expect(parseRepaymentWay([])).toBeNull();
  });
});

describe('repayment-commit parsing', () => {
  it.each([
    [
      { needValid: 1, repayRecordId: 7001 },
      { needValid: 1, repayRecordId: '7001' },
    ],
    [
      { needValid: '1', repayRecordId: 'a' },
      { needValid: 1, repayRecordId: 'a' },
    ],
    [
      { needValid: 0, repayRecordId: 5 },
      { needValid: 0, repayRecordId: '5' },
    ],
    [{ repayRecordId: 5 }, { needValid: 0, repayRecordId: '5' }],
    [{ needValid: 1 }, null],
    [{ needValid: 1, repayRecordId: ' ' }, null],
    [null, null],
  ])('%p -> %p', (input, expected) => {
    expect(parseCommit(input)).toEqual(expected);
  });
});

describe('failure messages (spec section 8)', () => {
  it('server text, else the fallback id; network and time-out show error', () => {
    expect(failureMessage(fail('9', 'Sin saldo'), 'x.fallback')).toEqual({ text: 'Sin saldo' });
    expect(failureMessage(fail('9', '  '), 'x.fallback')).toEqual({ messageId: 'x.fallback' });
    expect(failureMessage(transport('network'), 'x.fallback')).toEqual({
      messageId: 'cardRepayment.error',
    });
    expect(failureMessage(transport('timeout'), 'x.fallback')).toEqual({
      messageId: 'cardRepayment.error',
    });
  });

  it('confirm codes 800006 and 800005 have their own texts whatever the server says', () => {
    expect(confirmFailureMessage(fail('800006', 'x'))).toEqual({
      messageId: 'cardRepayment.wrongCode',
    });
    expect(confirmFailureMessage(fail('800005', 'x'))).toEqual({
      messageId: 'cardRepayment.duplicateSubmit',
    });
    expect(confirmFailureMessage(fail('1', ''))).toEqual({
      messageId: 'cardRepayment.processingFailed',
    });
    expect(confirmFailureMessage(ok00(null))).toEqual({ text: 'success' });
  });
});

describe('SMS code form rules (spec section 5)', () => {
  it.each([
    ['', false],
    ['12345', false],
    ['     1', false],
    ['123456', true],
    ['12345678', true],
  ])('%p valid: %p', (code, valid) => {
    expect(smsCodeSchema.isValidSync({ code })).toBe(valid);
  });

  it("the message of a short code is 'enter the correct code'", async () => {
    await expect(smsCodeSchema.validate({ code: '123' })).rejects.toMatchObject({
      errors: ['cardRepayment.codeInvalid'],
    });
    await expect(smsCodeSchema.validate({ code: '' })).rejects.toMatchObject({
      errors: ['cardRepayment.codeInvalid'],
    });
  });

  it('the input keeps digits only, capped', () => {
    expect(digitsOnly('12a 3-4')).toBe('1234');
    expect(digitsOnly('1234567890123456')).toBe('123456789012');
  });
});
