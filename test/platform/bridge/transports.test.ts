import { parseRuntimeConfig } from '../../../src/platform/config/runtime';
import { fakeWin, injectTransport, messagesOf, v1Setup } from './fakeHost';

describe('transport detection (auto)', () => {
  it('is outside the app with nothing injected: the defined fallback runs', async () => {
    const { bridge, navigate } = v1Setup(fakeWin());
    expect(bridge.isInApp()).toBe(false);
    expect(await bridge.goHome()).toEqual({ ok: true, handledBy: 'fallback' });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('prefers react-native-webview, then WKWebView, then the Android object', () => {
    const win = fakeWin();
    const android = injectTransport(win, 'android');
    const webkit = injectTransport(win, 'webkit');
    const rn = injectTransport(win, 'react-native');
    const { bridge } = v1Setup(win);
    expect(bridge.isInApp()).toBe(true);
    void bridge.goHome();
    expect([rn, webkit, android].map((p) => p.mock.calls.length)).toEqual([1, 0, 0]);
    delete win.ReactNativeWebView;
    void bridge.goHome();
    expect([rn, webkit, android].map((p) => p.mock.calls.length)).toEqual([1, 1, 0]);
    delete win.webkit;
    void bridge.goHome();
    expect([rn, webkit, android].map((p) => p.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('takes the configured transport over the detected one', () => {
    const win = fakeWin();
    const rn = injectTransport(win, 'react-native');
    const android = injectTransport(win, 'android');
    void v1Setup(win, { transport: 'android' }).bridge.goMine();
    expect(rn).not.toHaveBeenCalled();
    expect(messagesOf(android)[0].action).toBe('goMine');
  });

  it('uses the configured Android object and WKWebView handler names', () => {
    const win = fakeWin();
    const post = jest.fn();
    win.Host = { postMessage: post };
    void v1Setup(win, { hostName: 'Host' }).bridge.goMine();
    expect(post).toHaveBeenCalledTimes(1);
    const handler = jest.fn();
    const other = fakeWin({ webkit: { messageHandlers: { native: { postMessage: handler } } } });
    expect(v1Setup(other).bridge.isInApp()).toBe(false);
    void v1Setup(other, { handlerName: 'native' }).bridge.goMine();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('an object without a postMessage function is not a v1 transport', () => {
    const win = fakeWin({ ReactNativeWebView: { postMessage: 'no' } });
    expect(v1Setup(win).bridge.isInApp()).toBe(false);
  });

  it('the Android object with postMessage speaks v1 even when it also has per-action methods', () => {
    const win = fakeWin();
    const goHome = jest.fn();
    const post = jest.fn();
    win.CuotaNative = { postMessage: post, goHome };
    void v1Setup(win).bridge.goHome();
    expect(post).toHaveBeenCalledTimes(1);
    expect(goHome).not.toHaveBeenCalled();
  });
});

describe('the legacy host', () => {
  it('is found by auto when no v1 transport is there (an app already shipped)', async () => {
    const goHome = jest.fn().mockReturnValue('done');
    const { bridge } = v1Setup(fakeWin({ CuotaNative: { goHome } }));
    expect(bridge.isInApp()).toBe(true);
    expect(await bridge.goHome()).toEqual({ ok: true, handledBy: 'app', value: 'done' });
    expect(goHome).toHaveBeenCalledWith('{}');
  });

  it("transport 'legacy' calls the per-action method even when postMessage exists", async () => {
    const post = jest.fn();
    const track = jest.fn().mockReturnValue(true);
    const win = fakeWin({ CuotaNative: { postMessage: post, track } });
    const { bridge } = v1Setup(win, { transport: 'legacy' });
    expect(await bridge.track('confirm', { productId: '1' })).toEqual({
      ok: true,
      handledBy: 'app',
      value: true,
    });
    expect(track).toHaveBeenCalledWith('{"point":"confirm","productId":"1"}');
    expect(post).not.toHaveBeenCalled();
  });

  it("transport 'legacy' is in the app even before the host shows, and falls back per action", async () => {
    const { bridge, navigate } = v1Setup(fakeWin(), { transport: 'legacy' });
    expect(bridge.isInApp()).toBe(true);
    expect((await bridge.goHome()).handledBy).toBe('fallback');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('iOS per-action handlers with methodNames, answered through __cuotaBridgeCallback', async () => {
    const handler = jest.fn();
    const win = fakeWin({ webkit: { messageHandlers: { nativeHome: { postMessage: handler } } } });
    const { bridge } = v1Setup(win, { transport: 'legacy', methodNames: { goHome: 'nativeHome' } });
    const pending = bridge.goHome();
    const { callbackId, payload } = handler.mock.calls[0][0] as {
      callbackId: string;
      payload: string;
    };
    expect(payload).toBe('{}');
    (win.__cuotaBridgeCallback as (id: string, v: unknown) => void)(callbackId, 'ok');
    expect(await pending).toEqual({ ok: true, handledBy: 'app', value: 'ok' });
  });
});

describe('runtime configuration: bridge', () => {
  it('keeps valid transport, namespace, host, handler and method names', () => {
    expect(
      parseRuntimeConfig({
        bridge: {
          transport: 'webkit',
          namespace: 'MyWeb',
          hostName: 'MyNative',
          handlerName: 'myHandler',
          methodNames: { goHome: 'home' },
        },
      }),
    ).toEqual({
      bridge: {
        transport: 'webkit',
        namespace: 'MyWeb',
        hostName: 'MyNative',
        handlerName: 'myHandler',
        methodNames: { goHome: 'home' },
      },
    });
  });

  it.each(['auto', 'react-native', 'webkit', 'android', 'legacy'])('accepts transport %s', (t) => {
    expect(parseRuntimeConfig({ bridge: { transport: t } }).bridge?.transport).toBe(t);
  });

  it('drops unknown transports, namespaces that are not identifiers and empty names', () => {
    expect(
      parseRuntimeConfig({
        bridge: {
          transport: 'ios',
          namespace: 'a.b',
          hostName: ' ',
          handlerName: 3,
        },
      }),
    ).toEqual({ bridge: {} });
    for (const namespace of ['', '1abc', 'x y', 'a'.repeat(65), 7, null]) {
      expect(parseRuntimeConfig({ bridge: { namespace } }).bridge?.namespace).toBeUndefined();
    }
  });
});
