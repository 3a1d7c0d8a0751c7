import { parseRuntimeConfig, readRuntimeConfig } from '../../../src/platform/config/runtime';

/**
 * config.js `backend` (issue 35): what the deployment's backend does beyond the spec. Absent: nothing in
 * the result (the app then uses the spec's backend); a wrong value: the spec's backend, said once on the
 * console per configuration object, however often it is read.
 */

type Holder = { __CUOTA_CONFIG__?: unknown };
const holder = globalThis as Holder;

let error: jest.SpyInstance;
beforeEach(() => {
  // test/setup.ts fails a test that logs an error it does not expect: these expect theirs.
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete holder.__CUOTA_CONFIG__;
});

const WRONG_VALUES: [string, unknown][] = [
  ["'yes'", 'yes'],
  ['1', 1],
  ['true', true],
  ['null', null],
  ['[]', []],
  ['{}', {}],
  ["{ idempotencyKeys: 'true' }", { idempotencyKeys: 'true' }],
  ['{ idempotencyKeys: 1 }', { idempotencyKeys: 1 }],
  ['{ idempotencyKeys: null }', { idempotencyKeys: null }],
  ['{ idempotencyKeys: undefined }', { idempotencyKeys: undefined }],
  ['{ idempotencyKeys: true, other: 1 }', { idempotencyKeys: true, other: 1 }],
  ['{ idempotencykeys: true }', { idempotencykeys: true }],
  ['[true]', [true]],
];

describe('parseRuntimeConfig: backend', () => {
  it('absent: no backend in the result, nothing said', () => {
    expect(parseRuntimeConfig({})).not.toHaveProperty('backend');
    expect(parseRuntimeConfig({ allowedHosts: [], backend: undefined })).toEqual({
      allowedHosts: [],
    });
    expect(error).not.toHaveBeenCalled();
  });

  it.each([true, false])('{ idempotencyKeys: %p } is kept, nothing said', (flag) => {
    expect(parseRuntimeConfig({ backend: { idempotencyKeys: flag } })).toEqual({
      backend: { idempotencyKeys: flag },
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the other fields beside it', () => {
    expect(
      parseRuntimeConfig({ allowedHosts: ['a.example'], backend: { idempotencyKeys: true } }),
    ).toEqual({ allowedHosts: ['a.example'], backend: { idempotencyKeys: true } });
  });

  it.each(WRONG_VALUES)(
    'backend: %s gives idempotencyKeys: false with one console error',
    (_, value) => {
      const config = { allowedHosts: ['a.example'], backend: value };
      expect(parseRuntimeConfig(config)).toEqual({
        allowedHosts: ['a.example'],
        backend: { idempotencyKeys: false },
      });
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0][0])).toMatch(/^config\.js: backend must be /);
      // The configuration is read several times at boot: it is said once per configuration object.
      expect(parseRuntimeConfig(config).backend).toEqual({ idempotencyKeys: false });
      expect(parseRuntimeConfig(config).backend).toEqual({ idempotencyKeys: false });
      expect(error).toHaveBeenCalledTimes(1);
      // Another configuration object with the same mistake is said again.
      parseRuntimeConfig({ backend: value });
      expect(error).toHaveBeenCalledTimes(2);
    },
  );

  it('the console error names the field and the safe value, never the wrong value', () => {
    parseRuntimeConfig({ backend: { idempotencyKeys: 'secret-ish' } });
    expect(error.mock.calls).toEqual([
      [
        'config.js: backend must be { idempotencyKeys: true | false }; using idempotencyKeys: false',
      ],
    ]);
  });

  it('readRuntimeConfig: window.__CUOTA_CONFIG__ with a wrong backend is said once over many reads', () => {
    holder.__CUOTA_CONFIG__ = { backend: 'yes' };
    for (let i = 0; i < 3; i += 1) {
      expect(readRuntimeConfig()).toEqual({ backend: { idempotencyKeys: false } });
    }
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('readRuntimeConfig: a right backend is read as is', () => {
    holder.__CUOTA_CONFIG__ = { backend: { idempotencyKeys: true } };
    expect(readRuntimeConfig()).toEqual({ backend: { idempotencyKeys: true } });
    expect(error).not.toHaveBeenCalled();
  });
});
