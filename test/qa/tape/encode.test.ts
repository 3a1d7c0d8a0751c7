import { decode, encode } from '../../../src/qa/tape';

describe('tape encoding', () => {
  it.each([
    ['undefined', undefined, { $t: 'undefined' }],
    ['NaN', NaN, { $t: 'number', v: 'NaN' }],
    ['Infinity', Infinity, { $t: 'number', v: 'Infinity' }],
    ['bigint', BigInt(12), { $t: 'bigint', v: '12' }],
    ['Date', new Date('2026-11-21T10:00:00.000Z'), { $t: 'Date', v: '2026-11-21T10:00:00.000Z' }],
    ['Map', new Map([['a', 1]]), { $t: 'Map', v: [['a', 1]] }],
    ['Set', new Set([1, 2]), { $t: 'Set', v: [1, 2] }],
  ])('tags %s and restores it', (_name, value, tagged) => {
    expect(encode(value)).toEqual(tagged);
    expect(decode(encode(value))).toEqual(value);
  });

  it('keeps an Error as name and message', () => {
    const error = new TypeError('boom');
    expect(encode(error)).toEqual({ $t: 'Error', name: 'TypeError', message: 'boom' });
    const back = decode(encode(error)) as Error;
    expect(back).toBeInstanceOf(Error);
    expect([back.name, back.message]).toEqual(['TypeError', 'boom']);
  });

  it('keeps undefined fields and nested values inside objects and arrays', () => {
    const value = { a: undefined, b: [1, undefined, { c: new Date(0) }], d: null };
    const back = decode(JSON.parse(JSON.stringify(encode(value)))) as typeof value;
    expect(Object.keys(back)).toEqual(['a', 'b', 'd']);
    expect(back).toEqual(value);
  });

  it('escapes a plain object that has its own $t key', () => {
    const value = { $t: 'Date', v: 'not a date' };
    expect(encode(value)).toEqual({ $t: 'object', v: value });
    expect(decode(encode(value))).toEqual(value);
  });

  it('marks cycles and functions instead of failing', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(encode(loop)).toEqual({ a: 1, self: { $t: 'cycle' } });
    expect(encode({ f: () => 1 })).toEqual({ f: { $t: 'function' } });
  });

  it('keeps a Blob as its size and type only', () => {
    expect(encode(new Blob(['secret photo'], { type: 'image/png' }))).toEqual({
      $t: 'Blob',
      size: 12,
      type: 'image/png',
    });
  });
});
