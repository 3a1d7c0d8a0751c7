import { parseBackend, SPEC_BACKEND } from '../../../src/platform/api/backend';

/** config.js `backend`, read alone: absent or wrong is the spec's backend (keys not relied on). */

const WRONG = 'backend must be { idempotencyKeys: true | false }';

describe('parseBackend', () => {
  it("the spec's backend does not rely on keys", () => {
    expect(SPEC_BACKEND).toEqual({ idempotencyKeys: false });
  });

  it("absent: the spec's backend, nothing wrong", () => {
    expect(parseBackend(undefined)).toEqual({ backend: SPEC_BACKEND, wrong: null });
  });

  it.each([true, false])('{ idempotencyKeys: %p }: kept, nothing wrong', (flag) => {
    expect(parseBackend({ idempotencyKeys: flag })).toEqual({
      backend: { idempotencyKeys: flag },
      wrong: null,
    });
  });

  it('an object without a prototype is an object too', () => {
    const raw = Object.assign(Object.create(null) as object, { idempotencyKeys: true });
    expect(parseBackend(raw)).toEqual({ backend: { idempotencyKeys: true }, wrong: null });
  });

  it.each<[string, unknown]>([
    ["'yes'", 'yes'],
    ['1', 1],
    ['0', 0],
    ['true', true],
    ['null', null],
    ['[]', []],
    ['[true]', [true]],
    ['an array with the key', Object.assign([], { idempotencyKeys: true })],
    ['{}', {}],
    ["{ idempotencyKeys: 'true' }", { idempotencyKeys: 'true' }],
    ['{ idempotencyKeys: 1 }', { idempotencyKeys: 1 }],
    ['{ idempotencyKeys: null }', { idempotencyKeys: null }],
    ['{ idempotencyKeys: true, other: 1 }', { idempotencyKeys: true, other: 1 }],
    ['{ other: 1, idempotencyKeys: true }', { other: 1, idempotencyKeys: true }],
    ['{ IdempotencyKeys: true }', { IdempotencyKeys: true }],
    ['an inherited flag', Object.create({ idempotencyKeys: true }) as object],
    ['a function', () => true],
  ])("%s: the spec's backend, with the reason", (_, raw) => {
    expect(parseBackend(raw)).toEqual({ backend: { idempotencyKeys: false }, wrong: WRONG });
  });
});
