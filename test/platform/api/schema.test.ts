import { object } from 'yup';
import {
  amount,
  displayAmount,
  flag,
  isNeededList,
  list,
  neededListsSent,
  oneOfNumbers,
  requiredText,
  text,
  textList,
  validateData,
} from '../../../src/platform/api/schema';

const check = async <T>(schema: Parameters<typeof validateData<T>>[0], value: unknown) => {
  const result = await validateData(schema, value);
  return result.ok ? { ok: result.value } : 'refused';
};

describe('response schema building blocks', () => {
  it.each([
    ['abc', 'abc'],
    [12.5, '12.5'],
    [0, '0'],
    [null, ''],
    [undefined, ''],
    [true, ''],
    [{ a: 1 }, ''],
    [[1], ''],
    [NaN, ''],
  ])('text(): %p is shown as %p', async (value, shown) => {
    expect(await check(object({ v: text() }), { v: value })).toEqual({ ok: { v: shown } });
  });

  it.each([
    [' id-1 ', 'id-1'],
    [42, '42'],
  ])('requiredText(): %p -> %p', async (value, kept) => {
    expect(await check(object({ v: requiredText() }), { v: value })).toEqual({ ok: { v: kept } });
  });

  it.each([[''], ['  '], [null], [undefined], [{}], [true]])(
    'requiredText(): %p is refused',
    async (value) => {
      expect(await check(object({ v: requiredText() }), { v: value })).toBe('refused');
    },
  );

  it.each([
    [0, 0],
    [1, 1],
    ['1', 1],
    [' 0 ', 0],
  ])('oneOfNumbers([0,1]): %p -> %p', async (value, kept) => {
    expect(await check(object({ v: oneOfNumbers([0, 1]) }), { v: value })).toEqual({
      ok: { v: kept },
    });
  });

  it.each([
    [2],
    [-1],
    ['abc'],
    [''],
    [null],
    [undefined],
    [true],
    [{}],
    [0.5],
    [[1]],
    [['0']],
    ['0x1'],
    ['1e0'],
    ['Infinity'],
  ])('oneOfNumbers([0,1]): %p is refused', async (value) => {
    expect(await check(object({ v: oneOfNumbers([0, 1]) }), { v: value })).toBe('refused');
  });

  it.each([
    [1, true],
    ['1', true],
    [true, true],
    ['true', true],
    [0, false],
    ['0', false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
    [2, false],
  ])('flag(): %p -> %p', async (value, on) => {
    expect(await check(object({ v: flag() }), { v: value })).toEqual({ ok: { v: on } });
  });

  it.each([[300000], ['351000'], [' 12.50 '], [-5]])(
    'amount(): %p is kept as sent',
    async (value) => {
      expect(await check(object({ v: amount() }), { v: value })).toEqual({ ok: { v: value } });
    },
  );

  it.each([['3,000'], ['abc'], [''], [null], [undefined], [Infinity], [{}], [true]])(
    'amount(): %p is refused',
    async (value) => {
      expect(await check(object({ v: amount() }), { v: value })).toBe('refused');
    },
  );

  it.each([
    [5, 5],
    ['$3.000.00', '$3.000.00'],
    [null, ''],
    [{}, ''],
  ])('displayAmount(): %p -> %p', async (value, shown) => {
    expect(await check(object({ v: displayAmount() }), { v: value })).toEqual({ ok: { v: shown } });
  });

  it('list(): missing, null or not an array is empty; non-object entries are dropped', async () => {
    const schema = object({ rows: list(object({ t: text() })) });
    expect(await check(schema, {})).toEqual({ ok: { rows: [] } });
    expect(await check(schema, { rows: null })).toEqual({ ok: { rows: [] } });
    expect(await check(schema, { rows: 'x' })).toEqual({ ok: { rows: [] } });
    expect(await check(schema, { rows: [null, 3, 'a', [1], { t: 7 }] })).toEqual({
      ok: { rows: [{ t: '7' }] },
    });
  });

  it('list(): an entry whose decision field is wrong refuses the whole answer', async () => {
    const schema = object({ rows: list(object({ id: requiredText() })) });
    expect(await check(schema, { rows: [{ id: 1 }, { id: '' }] })).toBe('refused');
  });

  it('textList(): entries shown as text', async () => {
    expect(await check(object({ v: textList() }), { v: ['a', 2, null] })).toEqual({
      ok: { v: ['a', '2', ''] },
    });
    expect(await check(object({ v: textList() }), { v: 'a' })).toEqual({ ok: { v: [] } });
  });
});

describe('lists a page needs', () => {
  it.each([
    [[], true],
    [[{}], true],
    [[{ id: 1 }, { id: 2 }], true],
    [undefined, false],
    [null, false],
    ['[]', false],
    [0, false],
    [{}, false],
    [{ 0: { id: 1 } }, false],
    [[null], false],
    [[{ id: 1 }, 'x'], false],
    [[3], false],
    [[[{ id: 1 }]], false],
  ])('isNeededList(%p) is %p', (value, expected) => {
    expect(isNeededList(value)).toBe(expected);
  });

  it.each([
    [{ a: [], b: [{}] }, true],
    [{ a: [] }, false],
    [{ a: [], b: null }, false],
    [{ a: [{}], b: 'x' }, false],
    // Data that is not an object is the object schema's own refusal.
    [null, true],
    ['text', true],
    [[{ a: [] }], true],
  ])('neededListsSent(%p, [a, b]) is %p', (data, expected) => {
    expect(neededListsSent(data, ['a', 'b'])).toBe(expected);
  });
});
