import {
  digitsOnly,
  repaymentCommitSchema,
  repaymentHuichaoSchema,
  repaymentWaySchema,
  smsCodeSchema,
} from '../../../src/features/cardRepayment/cardRepaymentSchema';
import { validateData } from '../../../src/platform/api/schema';
import { cards } from './fixtures';

describe('repayment-way schema', () => {
  it('keeps the cards as text, the token and the flag', async () => {
    const checked = await validateData(repaymentWaySchema, {
      alipay: '1',
      repayToken: 42,
      bankCards: [{ id: 1, bankName: 7, cardNo: 4152313412341234, bankCode: null, extra: 'x' }],
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        alipay: true,
        repayToken: '42',
        bankCards: [{ id: '1', bankName: '7', cardNo: '4152313412341234', bankCode: '' }],
      },
    });
  });

  it.each([
    ['full', '4152313412341234'],
    ['masked, first 6 and last 4', '415231******1234'],
    ['masked, last 4', '**** 1234'],
    ['masked with bullets', '•••• 1234'],
    ['a token', 'tok_9f8a7b'],
    ['a token with spaces around it (kept: it goes back as sent)', ' tok_9f8a7b '],
  ])('takes a card number %s, exactly as sent: %p', async (_name, cardNo) => {
    const bankCards = [{ id: '301', bankName: 'BBVA', cardNo, bankCode: 'BBVA' }];
    const checked = await validateData(repaymentWaySchema, { repayToken: 't', bankCards });
    expect(checked).toEqual({ ok: true, value: { alipay: false, repayToken: 't', bankCards } });
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
  ])('alipay flag %p -> %p', async (alipay, expected) => {
    const checked = await validateData(repaymentWaySchema, {
      alipay,
      repayToken: 't',
      bankCards: [],
    });
    expect(checked).toMatchObject({ ok: true, value: { alipay: expected } });
  });

  it('an empty card list is "no cards" (the server said so)', async () => {
    const checked = await validateData(repaymentWaySchema, { repayToken: 't', bankCards: [] });
    expect(checked).toMatchObject({ ok: true, value: { bankCards: [] } });
  });

  it.each([
    ['no card list', { repayToken: 't' }],
    ['the cards null', { repayToken: 't', bankCards: null }],
    ['the cards as text', { repayToken: 't', bankCards: '**** 1234' }],
    ['the cards as a number', { repayToken: 't', bankCards: 2 }],
    ['the cards as one object', { repayToken: 't', bankCards: cards[0] }],
    ['an empty object for the cards', { repayToken: 't', bankCards: {} }],
    ['a card that is null', { repayToken: 't', bankCards: [null, ...cards] }],
    ['a card that is text', { repayToken: 't', bankCards: [...cards, '**** 1234'] }],
    ['a card that is a number', { repayToken: 't', bankCards: [3] }],
    ['a card that is a list', { repayToken: 't', bankCards: [cards] }],
  ])('refuses a malformed card list the page needs: %s', async (_name, data) => {
    expect(await validateData(repaymentWaySchema, data)).toMatchObject({ ok: false });
  });

  it.each([
    ['a card without id', { repayToken: 't', bankCards: [{ cardNo: '4152' }] }],
    ['a card without number', { repayToken: 't', bankCards: [{ id: '1', bankName: 'B' }] }],
    ['a card number that is an object', { repayToken: 't', bankCards: [{ id: 1, cardNo: {} }] }],
    ['a blank card number', { repayToken: 't', bankCards: [{ id: 1, cardNo: '   ' }] }],
    [
      'a card number of 65 characters',
      { repayToken: 't', bankCards: [{ id: 1, cardNo: 'x'.repeat(65) }] },
    ],
    [
      'a card number with a newline',
      { repayToken: 't', bankCards: [{ id: 1, cardNo: '**** 1234\n' }] },
    ],
    [
      'a card number with a control character',
      { repayToken: 't', bankCards: [{ id: 1, cardNo: 'tok_\u0007' }] },
    ],
    [
      'a card number past the safe integers',
      { repayToken: 't', bankCards: [{ id: 1, cardNo: Number.MAX_SAFE_INTEGER + 1 }] },
    ],
    ['no repay token', { bankCards: cards }],
    ['an empty repay token', { repayToken: '  ', bankCards: cards }],
    ['data null', null],
    ['data a list', [cards]],
    ['data text', 'ok'],
  ])('refuses %s', async (_name, data) => {
    expect(await validateData(repaymentWaySchema, data)).toMatchObject({ ok: false });
  });
});

describe('repayment-commit schema', () => {
  it.each([
    [
      { needValid: 1, repayRecordId: 7001 },
      { needValid: 1, repayRecordId: '7001' },
    ],
    [
      { needValid: '1', repayRecordId: ' a ' },
      { needValid: 1, repayRecordId: 'a' },
    ],
    [
      { needValid: 0, repayRecordId: 5 },
      { needValid: 0, repayRecordId: '5' },
    ],
    [{ needValid: '0' }, { needValid: 0, repayRecordId: '' }],
  ])('%p -> %p', async (data, value) => {
    expect(await validateData(repaymentCommitSchema, data)).toEqual({ ok: true, value });
  });

  it.each([
    ['needValid missing', { repayRecordId: 5 }],
    ["needValid 'abc'", { needValid: 'abc', repayRecordId: 5 }],
    ['needValid 2', { needValid: 2, repayRecordId: 5 }],
    ['needValid -1', { needValid: -1, repayRecordId: 5 }],
    ['needValid 0.5', { needValid: 0.5, repayRecordId: 5 }],
    ['needValid true', { needValid: true, repayRecordId: 5 }],
    ['needValid false', { needValid: false, repayRecordId: 5 }],
    ['needValid null', { needValid: null, repayRecordId: 5 }],
    ["needValid ''", { needValid: '', repayRecordId: 5 }],
    ['needValid [1]', { needValid: [1], repayRecordId: 5 }],
    ['needValid 1 without a record', { needValid: 1 }],
    ['needValid 1 with a blank record', { needValid: 1, repayRecordId: ' ' }],
    ['needValid 1 with an object as record', { needValid: 1, repayRecordId: {} }],
    ['data null', null],
    ['data a list', [{ needValid: 0 }]],
  ])('refuses %s', async (_name, data) => {
    expect(await validateData(repaymentCommitSchema, data)).toMatchObject({ ok: false });
  });
});

describe('repayment-huichao schema', () => {
  it('keeps the url, trimmed', async () => {
    expect(await validateData(repaymentHuichaoSchema, { url: ' /carpmm?paid=1 ' })).toEqual({
      ok: true,
      value: { url: '/carpmm?paid=1' },
    });
  });

  it.each([[{}], [{ url: '' }], [{ url: null }], [{ url: {} }], [null], ['x']])(
    'refuses %p',
    async (data) => {
      expect(await validateData(repaymentHuichaoSchema, data)).toMatchObject({ ok: false });
    },
  );
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
