import { createBridge } from '../../src/platform/bridge/bridge';
import { bootEnvironment } from '../../src/runtime/boot';
import { takeSession } from '../../src/platform/session/take';
import { plainText } from '../../src/i18n/catalog';
import { loadMessages } from '../../src/i18n/loadMessages';
import { anyData } from '../../src/platform/api/schema';
import { toastRequested } from '../../src/shell/uiSlice';

/**
 * config.js `backend` at boot (issue 35): the saga context carries it, and the api client re-sends a
 * keyed call after a reset only when it says the backend honours keys.
 */

type Holder = { __CUOTA_CONFIG__?: unknown };
const holder = globalThis as Holder;
const original = globalThis.fetch;

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.pushState({}, '', '/repayment?sessionId=s-1&deviceId=d-1');
});
afterEach(() => {
  delete holder.__CUOTA_CONFIG__;
  globalThis.fetch = original;
});

/** An answer as fetch gives it (what the client reads of one). */
const answer = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, text: async () => JSON.stringify(body) });

/** A fetch whose first call is reset and whose next ones are answered with a success. */
function resetThenBooked() {
  let sent = 0;
  const fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
    (sent += 1) === 1
      ? Promise.reject(new TypeError('Failed to fetch'))
      : answer({ code: '00', message: '', data: null }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const keys = () =>
    fetchMock.mock.calls.map((c) => (c[1]?.headers as Record<string, string>)['Idempotency-Key']);
  return { fetchMock, keys };
}

describe('bootEnvironment: the configured backend', () => {
  it.each<[string, boolean, unknown, boolean]>([
    ['absent', false, undefined, false],
    ['{ idempotencyKeys: false }', false, { idempotencyKeys: false }, false],
    ['{ idempotencyKeys: true }', true, { idempotencyKeys: true }, false],
    ["wrong ('yes')", false, 'yes', true],
    [
      'wrong ({ idempotencyKeys: true, other: 1 })',
      false,
      { idempotencyKeys: true, other: 1 },
      true,
    ],
  ])('backend %s: keys honoured %p', async (_, honoured, backend, wrong) => {
    const error = jest.spyOn(console, 'error');
    if (wrong) error.mockImplementation(() => undefined);
    holder.__CUOTA_CONFIG__ = backend === undefined ? {} : { backend };
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    expect(env.context.backend).toEqual({ idempotencyKeys: honoured });
    const { fetchMock, keys } = resetThenBooked();
    const result = await env.context.api.post(
      'repaymentConfirm',
      anyData,
      {},
      { idempotent: true },
    );
    if (honoured) {
      expect(result.success).toBe(true);
      expect(keys()).toEqual([expect.any(String), keys()[0]]);
    } else {
      expect(result).toMatchObject({ success: false, code: 'network' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(keys()).toEqual([expect.any(String)]);
    }
    expect(error).toHaveBeenCalledTimes(wrong ? 1 : 0);
  });

  it('a server failure without a usable text toasts the localized server text', async () => {
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    const dispatch = jest.fn();
    env.attach(dispatch);
    globalThis.fetch = jest.fn(() =>
      answer({ code: 5, message: 'error', data: null }),
    ) as unknown as typeof fetch;
    const serverFailed = plainText(env.messages, 'common.serverFailed');
    expect(serverFailed).not.toMatch(/^common\./);
    expect(serverFailed).not.toBe(plainText(env.messages, 'common.networkError'));
    expect(await env.context.api.post('getWhatsapp', anyData, { overall: 30 })).toMatchObject({
      success: false,
      code: '5',
    });
    expect(dispatch).toHaveBeenCalledWith(toastRequested({ text: serverFailed }));
  });
});
