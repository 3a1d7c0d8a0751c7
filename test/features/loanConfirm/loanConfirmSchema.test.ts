import { validateData } from '../../../src/platform/api/schema';
import {
  confirmOfferSchema,
  loanPushSchema,
} from '../../../src/features/loanConfirm/loanConfirmSchema';
import { rawOffer } from './fixtures';

const check = (over: Record<string, unknown>) => validateData(confirmOfferSchema, rawOffer(over));

describe('confirm offer schema', () => {
  it('keeps a well-formed offer', async () => {
    const result = await validateData(confirmOfferSchema, rawOffer());
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        amount: 300000,
        periods: 7,
        termUnit: 1,
        isNeedPop: 0,
        sendSms: false,
        loanRate: '0.5%',
        couNum: 5000,
        details: [{ text: 'Monto', value: '$3.000.00' }],
      }),
    });
  });

  it.each([
    ['amountDec', { a: 1 }, ''],
    ['amountDec', 12, '12'],
    ['messageType', ['x'], ''],
    ['loanRate', null, ''],
    ['loanRate', 0.05, '0.05'],
    ['ratemsg', true, ''],
    ['comProductName', { name: 'x' }, ''],
    ['comProductLogo', 5, '5'],
    ['firstPayTime', undefined, ''],
    ['isNewContract', 42, '42'],
    ['isNewContract', { url: '/c' }, ''],
    ['couNum', null, ''],
    ['couNum', { n: 1 }, ''],
  ])('normalizes the display field %s = %p to %p', async (field, value, expected) => {
    const result = await check({ [field]: value });
    expect(result.ok && result.value[field as keyof typeof result.value]).toBe(expected);
  });

  it('normalizes the lists: not an array is empty, non-object rows dropped, wrong cells as text', async () => {
    const result = await check({
      details: [{ text: 1, value: null }, 'row', null, [1]],
      repay_plans: 'none',
    });
    expect(result.ok && result.value.details).toEqual([{ text: '1', value: '' }]);
    expect(result.ok && result.value.repay_plans).toEqual([]);
  });

  it.each([
    ['amount', undefined],
    ['amount', 'lots'],
    ['amount', { v: 1 }],
    ['amount', null],
    ['periods', undefined],
    ['periods', 0],
    ['periods', 1.5],
    ['periods', '7 días'],
    ['periods', [7]],
    ['termUnit', undefined],
    ['termUnit', ''],
    ['termUnit', { u: 1 }],
    ['termUnit', null],
    ['isNeedPop', 'yes'],
    ['isNeedPop', 0.5],
    ['isNeedPop', [1]],
    ['isNeedPop', { pop: 1 }],
  ])('refuses the answer when the decision field %s is %p', async (field, value) => {
    const result = await check({ [field]: value });
    expect(result.ok).toBe(false);
  });

  // isNeedPop is a flag (spec section 4: "if isNeedPop is 1"): absent is no reload, 1 equals '1'.
  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    [0, 0],
    ['0', 0],
    [1, 1],
    ['1', 1],
    [' 1 ', 1],
    [true, 1],
    [2, 0],
  ])('reads isNeedPop %p as %p', async (isNeedPop, expected) => {
    const result = await check({ isNeedPop });
    expect(result.ok && result.value.isNeedPop).toBe(expected);
  });

  it('loads an offer without the display fields and flags: only what goes back in the push', async () => {
    const result = await validateData(confirmOfferSchema, {
      amount: 300000,
      periods: '1',
      termUnit: 'day',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        amount: 300000,
        periods: '1',
        termUnit: 'day',
        isNeedPop: 0,
        sendSms: false,
        details: [],
        repay_plans: [],
        firstPayTime: '',
        couNum: '',
      }),
    });
  });

  it.each([null, 'offer', [rawOffer()], 42])('refuses data %p', async (data) => {
    expect((await validateData(confirmOfferSchema, data)).ok).toBe(false);
  });
});

describe('loan push schema', () => {
  it('keeps the lendDetailsUrl', async () => {
    expect(await validateData(loanPushSchema, { lendDetailsUrl: ' /loan/details?o=1 ' })).toEqual({
      ok: true,
      value: { lendDetailsUrl: '/loan/details?o=1' },
    });
  });

  it.each([
    {},
    { lendDetailsUrl: '' },
    { lendDetailsUrl: null },
    { lendDetailsUrl: { a: 1 } },
    null,
  ])('refuses %p', async (data) => {
    expect((await validateData(loanPushSchema, data)).ok).toBe(false);
  });
});
