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
    ['isScore', undefined],
    ['isScore', 2],
    ['isScore', 'yes'],
    ['isScore', null],
    ['isDelay', undefined],
    ['isDelay', '2'],
    ['isDelay', 'true'],
    ['isDelay', {}],
  ])('refuses the answer when the decision field %s is %p', async (field, value) => {
    const result = await check({ [field]: value });
    expect(result.ok).toBe(false);
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
