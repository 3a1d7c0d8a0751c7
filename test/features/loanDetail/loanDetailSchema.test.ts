import { validateData } from '../../../src/platform/api/schema';
import {
  googleScoreSchema,
  loanDetailSchema,
} from '../../../src/features/loanDetail/loanDetailSchema';
import { order } from './fixtures';

const check = (extra: Record<string, unknown>) => validateData(loanDetailSchema, order(174, extra));

describe('loan detail schema', () => {
  it('keeps a well-formed order, with numeric text read as numbers', async () => {
    const result = await validateData(
      loanDetailSchema,
      order('174', { isScore: '1', isDelay: 1, inside: { a: 1 } }),
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        orderStatus: 174,
        isScore: 1,
        isDelay: 1,
        productName: 'Cuota Express',
        inside: { a: 1 },
      }),
    });
    expect(result.ok && result.value.userOrderDetail.detail).toHaveLength(4);
  });

  it.each([
    ['noticeStatusText', { t: 1 }, ''],
    ['noticeDesText', 5, '5'],
    ['productName', null, ''],
    ['productLogo', ['x'], ''],
    ['h5Url', false, ''],
    ['isNewContract', { url: 1 }, ''],
  ])('normalizes the display field %s = %p to %p', async (field, value, expected) => {
    const result = await check({ [field]: value });
    expect(result.ok && result.value[field as keyof typeof result.value]).toBe(expected);
  });

  it.each([undefined, null, 'rows', [], { detail: 'x' }])(
    'userOrderDetail %p reads as no rows',
    async (value) => {
      const result = await check({ userOrderDetail: value });
      expect(result.ok && result.value.userOrderDetail).toEqual({ detail: [] });
    },
  );

  it('detail rows: non-object entries dropped, wrong cells as text', async () => {
    const result = await check({
      userOrderDetail: { detail: [{ text: 1, value: { v: 1 } }, 'x', null] },
    });
    expect(result.ok && result.value.userOrderDetail.detail).toEqual([{ text: '1', value: '' }]);
  });

  it.each([
    ['orderStatus', undefined],
    ['orderStatus', ''],
    ['orderStatus', 'pagado'],
    ['orderStatus', 1.5],
    ['orderStatus', true],
    ['orderStatus', [174]],
    ['orderStatus', null],
    ['isScore', 'yes'],
    ['isScore', 0.5],
    ['isScore', [1]],
    ['isDelay', 'true'],
    ['isDelay', {}],
    ['isDelay', '1.0'],
  ])('refuses the answer when the decision field %s is %p', async (field, value) => {
    const result = await check({ [field]: value });
    expect(result.ok).toBe(false);
  });

  // Spec section 3 lists isScore and isDelay as flags: absent is "not set", 1 equals '1'.
  it.each([
    ['isScore', undefined, 0],
    ['isScore', null, 0],
    ['isScore', '', 0],
    ['isScore', 0, 0],
    ['isScore', '0', 0],
    ['isScore', 1, 1],
    ['isScore', '1', 1],
    ['isScore', true, 1],
    ['isScore', 2, 0],
    ['isDelay', undefined, 0],
    ['isDelay', null, 0],
    ['isDelay', '0', 0],
    ['isDelay', 1, 1],
    ['isDelay', '1', 1],
    ['isDelay', '2', 0],
  ])('reads the flag %s = %p as %p', async (field, value, expected) => {
    const result = await check({ [field]: value });
    expect(result.ok && result.value[field as 'isScore' | 'isDelay']).toBe(expected);
  });

  it('loads an answer with only the spec fields it needs (orderStatus), the rest empty', async () => {
    expect(await validateData(loanDetailSchema, { orderStatus: '200' })).toEqual({
      ok: true,
      value: {
        orderStatus: 200,
        noticeStatusText: '',
        noticeDesText: '',
        productName: '',
        productLogo: '',
        userOrderDetail: { detail: [] },
        isScore: 0,
        h5Url: '',
        isDelay: 0,
        isNewContract: '',
      },
    });
  });

  it.each([null, 'order', [order(174)], 42])('refuses data %p', async (data) => {
    expect((await validateData(loanDetailSchema, data)).ok).toBe(false);
  });

  it('google-score accepts any acknowledgement', async () => {
    for (const data of [null, {}, 'ok', [1]]) {
      expect((await validateData(googleScoreSchema, data)).ok).toBe(true);
    }
  });
});
