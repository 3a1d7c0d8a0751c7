import { object } from 'yup';
import { flagNumber, validateData } from '../../../src/platform/api/schema';

const check = async (on: 'one' | 'nonZero', value: unknown) => {
  const result = await validateData(object({ v: flagNumber(on) }), { v: value });
  return result.ok ? result.value.v : 'refused';
};

const absent = async (on: 'one' | 'nonZero') => {
  const result = await validateData(object({ v: flagNumber(on) }), {});
  return result.ok ? result.value.v : 'refused';
};

// Each row: what the server sends, read as "equals 1" (isScore, isDelay, isNeedPop, isShow), read as
// "non-zero" (isNeedScore).
describe('flagNumber(): absent is not set, 1 equals "1"', () => {
  it.each([
    [1, 1, 1],
    ['1', 1, 1],
    [' 1 ', 1, 1],
    [0, 0, 0],
    ['0', 0, 0],
    [2, 0, 1],
    ['2', 0, 1],
    [-1, 0, 1],
    ['-3', 0, 1],
    [true, 1, 1],
    [false, 0, 0],
    [null, 0, 0],
    ['', 0, 0],
    ['   ', 0, 0],
  ])('%p -> equals-1 %p, non-zero %p', async (value, one, nonZero) => {
    expect(await check('one', value)).toBe(one);
    expect(await check('nonZero', value)).toBe(nonZero);
  });

  it('a missing flag is 0 either way', async () => {
    expect(await absent('one')).toBe(0);
    expect(await absent('nonZero')).toBe(0);
  });

  it('reads "equals 1" by default', async () => {
    const result = await validateData(object({ v: flagNumber() }), { v: 2 });
    expect(result).toEqual({ ok: true, value: { v: 0 } });
  });

  it.each([
    ['text', 'yes'],
    ['a fraction', 0.5],
    ['a fraction as text', '1.0'],
    ['a hex number', '0x1'],
    ['an exponent', '1e0'],
    ['a number beyond safe integers', 1e308],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a list', [1]],
    ['an object', { a: 1 }],
  ])('refuses %s (a wrong type is still a wrong answer)', async (_name, value) => {
    expect(await check('one', value)).toBe('refused');
    expect(await check('nonZero', value)).toBe('refused');
  });
});
