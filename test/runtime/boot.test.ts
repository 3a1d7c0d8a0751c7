import { createBridge } from '../../src/platform/bridge/bridge';
import { anyData } from '../../src/platform/api/schema';
import { loadMessages } from '../../src/i18n/loadMessages';
import { bootEnvironment } from '../../src/runtime/boot';
import { takeSession } from '../../src/platform/session/take';
import { plainText } from '../../src/i18n/catalog';
import { toastRequested } from '../../src/shell/uiSlice';

describe('bootEnvironment', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('captures the app session, picks English for languageType=1 and loads only that catalog', async () => {
    window.history.pushState(
      {},
      '',
      '/customer-service?deviceId=dev-9&sessionId=s-9&languageType=1&other=x',
    );
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    expect(env.locale).toBe('en');
    expect(env.messages['common.networkError']).toBe('Network error, please try again');
    // Only the core: a feature's texts come with its route.
    expect(env.messages['customerService.title']).toBeUndefined();
    expect(env.session).toEqual({ deviceId: 'dev-9', sessionId: 's-9', languageType: '1' });
    expect(Object.keys(env.context).sort()).toEqual([
      'api',
      'backend',
      'bridge',
      'clock',
      'navigator',
      'paths',
      'storage',
    ]);
    expect(env.context.paths).toBe(env.paths);
    expect(env.paths.customerService).toBe('/customer-service');
    // No config.js `backend`: the spec's backend, whose keys are not relied on.
    expect(env.context.backend).toEqual({ idempotencyKeys: false });
  });

  it('keeps the session after an in-app navigation without query parameters, and defaults to Spanish', async () => {
    window.history.pushState({}, '', '/customer-service?deviceId=dev-1&userId=7');
    await bootEnvironment(window, loadMessages, createBridge, takeSession);
    window.history.pushState({}, '', '/loan/details');
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    expect(env.session).toEqual({ deviceId: 'dev-1', userId: '7' });
    expect(env.locale).toBe('es-MX');
    expect(env.messages['common.networkError']).toBe('Error de red, inténtelo de nuevo');
  });

  it('selects zh-CN with lang=zh-CN', async () => {
    window.history.pushState({}, '', '/customer-service?lang=zh-CN');
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    expect(env.locale).toBe('zh-CN');
    expect(env.messages['common.networkError']).toBe('网络错误，请重试');
  });

  it('wires the api client toast to the store once attached, with the localized network text', async () => {
    window.history.pushState({}, '', '/customer-service?deviceId=d');
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    const dispatch = jest.fn();
    env.attach(dispatch);
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      const result = await env.context.api.post('getWhatsapp', anyData, { overall: 30 });
      expect(result).toMatchObject({
        success: false,
        code: 'network',
        message: plainText(env.messages, 'common.networkError'),
      });
      expect(dispatch).toHaveBeenCalledWith(
        toastRequested({ text: plainText(env.messages, 'common.networkError') }),
      );
    } finally {
      globalThis.fetch = original;
    }
  });

  it('refuses a foreign URL through the navigator and allows a same-origin one', async () => {
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    expect(env.context.navigator.isAllowed('https://evil.example.com/')).toBe(false);
    expect(env.context.navigator.isAllowed('/loan/details?orderId=1')).toBe(true);
  });

  it('sends navigator.go to the router the entry attaches, and refuses other origins', async () => {
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    const navigate = jest.fn();
    env.attachRouter(navigate);
    expect(env.context.navigator.go('/repayment?orderId=1', { replace: true })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/repayment?orderId=1', { replace: true });
    expect(env.context.navigator.go('https://evil.example.com/')).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('bootEnvironment: the configured theme colour and header names', () => {
  type Holder = { __CUOTA_CONFIG__?: unknown };
  afterEach(() => {
    delete (globalThis as Holder).__CUOTA_CONFIG__;
    document.documentElement.style.removeProperty('--color-primary');
  });

  it('sets brand.themeColor on the document root, darkened when white text would miss AA', async () => {
    (globalThis as Holder).__CUOTA_CONFIG__ = { brand: { themeColor: '#FFD700' } };
    window.history.pushState({}, '', '/customer-service?sessionId=s-1');
    const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
    const primary = document.documentElement.style.getPropertyValue('--color-primary');
    expect(primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(primary).not.toBe('#ffd700');
    expect(env.brand.themeColor).toBe('#FFD700');
  });

  it('sends the configured header names', async () => {
    (globalThis as Holder).__CUOTA_CONFIG__ = { headerNames: { sessionId: 'token' } };
    window.history.pushState({}, '', '/customer-service?sessionId=s-1');
    const fetchMock = jest.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ code: 0, message: '', data: {} }))),
    );
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const env = await bootEnvironment(window, loadMessages, createBridge, takeSession);
      await env.context.api.post('getWhatsapp', anyData, {});
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(init.headers).toMatchObject({ token: 's-1' });
      expect(init.headers).not.toHaveProperty('X-Session-Id');
    } finally {
      globalThis.fetch = original;
    }
  });
});
