import { isEnvelope, isZeroCode, parseEnvelope } from '../../../src/platform/api/envelope';
import type { EnvelopeKind } from '../../../src/platform/api/types';

describe('parseEnvelope', () => {
  const cases: Array<[EnvelopeKind, unknown, boolean, string]> = [
    ['general', { code: 0, message: 'ok', data: 1 }, true, '0'],
    ['general', { code: '0', message: 'ok', data: 1 }, true, '0'],
    ['general', { code: '000', message: 'ok', data: 1 }, true, '000'],
    ['general', { code: '00', message: 'ok', data: 1 }, true, '00'],
    ['general', { code: 1, message: 'bad', data: null }, false, '1'],
    ['general', { code: '101', message: 'bad' }, false, '101'],
    ['general', { code: -1, message: 'bad' }, false, '-1'],
    ['general', { code: 'abc', message: 'bad' }, false, 'abc'],
    ['general', { code: '', message: 'bad' }, false, ''],
    ['general', { message: 'no code' }, false, ''],
    ['general', { code: true, message: 'bool' }, false, 'true'],
    ['general', { code: 0.5 }, false, '0.5'],
    ['repayment', { code: '00', message: 'ok', data: 2 }, true, '00'],
    ['repayment', { code: '0', message: 'no' }, false, '0'],
    ['repayment', { code: 0, message: 'no' }, false, '0'],
    ['repayment', { code: '000', message: 'no' }, false, '000'],
    ['repayment', { code: '800006', message: 'wrong code' }, false, '800006'],
    ['v3', { success: true, data: { a: 1 } }, true, ''],
    ['v3', { success: false, code: 7, message: 'nope', data: null }, false, '7'],
    ['v3', { success: 'true', code: 0 }, false, '0'],
    ['v3', { code: 0, message: 'ok' }, false, '0'],
  ];

  it.each(cases)('%s %j -> success %s, code %j', (kind, raw, success, code) => {
    const result = parseEnvelope(kind, raw);
    expect(result.success).toBe(success);
    expect(result.code).toBe(code);
    expect(result.raw).toBe(raw);
  });

  it('copies message and data, defaulting to "" and null', () => {
    expect(parseEnvelope('general', { code: 0, message: 'hi', data: { x: 1 } })).toEqual({
      success: true,
      code: '0',
      message: 'hi',
      data: { x: 1 },
      raw: { code: 0, message: 'hi', data: { x: 1 } },
    });
    const bare = parseEnvelope('general', { code: 0 });
    expect(bare.message).toBe('');
    expect(bare.data).toBeNull();
  });

  it.each([null, undefined, [], [1], 'text', 42, true])(
    'a non-object body %j is malformed',
    (raw) => {
      for (const kind of ['general', 'repayment', 'v3'] as const) {
        const result = parseEnvelope(kind, raw);
        expect(result).toMatchObject({ success: false, code: 'malformed', data: null });
      }
    },
  );
});

describe('isZeroCode and isEnvelope', () => {
  it('recognises only codes that parse to 0', () => {
    expect([0, '0', '000', ' 0 ', '-0'].map(isZeroCode)).toEqual([true, true, true, true, true]);
    expect([1, '1', 'abc', '', '0x0', '0abc', null, undefined, false, NaN].map(isZeroCode)).toEqual(
      Array(10).fill(false),
    );
  });

  it('requires a code (general, repayment) or a boolean success flag (v3)', () => {
    expect(isEnvelope('general', { code: 3 })).toBe(true);
    expect(isEnvelope('general', { message: 'x' })).toBe(false);
    expect(isEnvelope('repayment', { code: '00' })).toBe(true);
    expect(isEnvelope('v3', { success: false })).toBe(true);
    expect(isEnvelope('v3', { code: 0 })).toBe(false);
    expect(isEnvelope('general', [{ code: 0 }])).toBe(false);
  });
});
