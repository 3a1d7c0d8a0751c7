/**
 * The legacy transport (the method-per-action Android host and the per-action iOS handlers that apps
 * already shipped speak, found by auto detection) and each action's behaviour outside the app: the
 * tests as they were before protocol v1, unchanged. Protocol v1: protocol.test.ts, queue.test.ts,
 * transports.test.ts; the page namespace: pageApi.test.ts; events: eventsSaga.test.ts.
 */
import { BRIDGE_TIMEOUTS } from '../../../src/platform/bridge/actions';
import {
  BRIDGE_ACTIONS,
  createBridge,
  type BridgeAction,
  type BridgeOptions,
} from '../../../src/platform/bridge/bridge';
import type { BridgeResult } from '../../../src/platform/bridge/types';
import { invocations } from './fakeHost';

interface FakeWin {
  history: { length: number; back: jest.Mock };
  location: { assign: jest.Mock };
  webkit?: { messageHandlers: Record<string, { postMessage: jest.Mock }> };
  __cuotaBridgeCallback?: (id: string, value?: unknown) => void;
  [key: string]: unknown;
}

function fakeWin(extra: Partial<FakeWin> = {}): FakeWin {
  return { history: { length: 1, back: jest.fn() }, location: { assign: jest.fn() }, ...extra };
}

function setup(win: FakeWin, options: Partial<BridgeOptions> = {}) {
  const debug = jest.fn();
  const navigate = jest.fn();
  const bridge = createBridge({ win: win as unknown as Window, debug, navigate, ...options });
  return { bridge, debug, navigate };
}

const ACTIONS = Object.keys(invocations) as BridgeAction[];

afterEach(() => {
  jest.useRealTimers();
});

describe('host detection', () => {
  it('is outside the app with no host', () => {
    expect(setup(fakeWin()).bridge.isInApp()).toBe(false);
  });
  it('is in the app when the Android host object is injected', () => {
    expect(setup(fakeWin({ CuotaNative: {} })).bridge.isInApp()).toBe(true);
  });
  it('uses a configured host name', () => {
    expect(setup(fakeWin({ CuotaNative: {} }), { hostName: 'Other' }).bridge.isInApp()).toBe(false);
    expect(setup(fakeWin({ Other: {} }), { hostName: 'Other' }).bridge.isInApp()).toBe(true);
  });
  it('is in the app when an iOS message handler for an action exists', () => {
    const win = fakeWin({ webkit: { messageHandlers: { goHome: { postMessage: jest.fn() } } } });
    expect(setup(win).bridge.isInApp()).toBe(true);
    expect(setup(fakeWin({ webkit: { messageHandlers: {} } })).bridge.isInApp()).toBe(false);
  });
  it('covers every action in the test table', () => {
    expect([...ACTIONS].sort()).toEqual([...BRIDGE_ACTIONS].sort());
  });
});

describe('Android host', () => {
  it.each(ACTIONS)(
    '%s sends the JSON payload and resolves with a synchronous value',
    async (action) => {
      const method = jest.fn().mockReturnValue('done');
      const { bridge, navigate } = setup(fakeWin({ CuotaNative: { [action]: method } }));
      const result = await invocations[action].run(bridge);
      expect(result).toEqual({ ok: true, handledBy: 'app', value: 'done' });
      expect(method).toHaveBeenCalledTimes(1);
      expect(JSON.parse(method.mock.calls[0][0] as string)).toEqual(invocations[action].body);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it.each(ACTIONS)('%s resolves with an asynchronous (Promise) value', async (action) => {
    const method = jest.fn().mockResolvedValue({ answer: 1 });
    const { bridge } = setup(fakeWin({ CuotaNative: { [action]: method } }));
    expect(await invocations[action].run(bridge)).toEqual({
      ok: true,
      handledBy: 'app',
      value: { answer: 1 },
    });
  });

  it('calls the method with the host as this', async () => {
    const host = {
      marker: 'host',
      goHome(this: { marker: string }) {
        return this.marker;
      },
    };
    const { bridge } = setup(fakeWin({ CuotaNative: host }));
    expect((await bridge.goHome()).value).toBe('host');
  });

  it('resolves ok without value when native returns nothing', async () => {
    const { bridge } = setup(fakeWin({ CuotaNative: { goMine: jest.fn() } }));
    expect(await bridge.goMine()).toEqual({ ok: true, handledBy: 'app' });
  });

  it('uses configured method names', async () => {
    const native = { nativeCall: jest.fn().mockReturnValue(true), goHome: jest.fn() };
    const { bridge } = setup(fakeWin({ CuotaNative: native }), {
      methodNames: { callTelephone: 'nativeCall' },
    });
    expect(await bridge.callTelephone('123')).toEqual({ ok: true, handledBy: 'app', value: true });
    expect(native.nativeCall).toHaveBeenCalledWith('{"phone":"123"}');
    await bridge.goHome();
    expect(native.goHome).toHaveBeenCalledWith('{}');
  });

  it('resolves a synchronous native throw as a failure, never rejects', async () => {
    const native = {
      goMine: () => {
        throw new Error('boom');
      },
    };
    const { bridge } = setup(fakeWin({ CuotaNative: native }));
    expect(await bridge.goMine()).toEqual({ ok: false, handledBy: 'app', error: 'boom' });
  });

  it('resolves a rejected native Promise as a failure', async () => {
    const { bridge } = setup(
      fakeWin({ CuotaNative: { goMine: jest.fn().mockRejectedValue(new Error('nope')) } }),
    );
    expect(await bridge.goMine()).toEqual({ ok: false, handledBy: 'app', error: 'nope' });
  });

  it('times out after timeoutMs and not before', async () => {
    jest.useFakeTimers();
    const { bridge, debug } = setup(
      fakeWin({ CuotaNative: { goMine: () => new Promise(() => undefined) } }),
      {
        timeoutMs: 1000,
      },
    );
    let result: BridgeResult | undefined;
    void bridge.goMine().then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, handledBy: 'app', error: 'timeout' });
    expect(debug).toHaveBeenCalledWith('bridge goMine: timeout');
  });

  it('defaults the time-out to the one of its action (BRIDGE_TIMEOUTS)', async () => {
    jest.useFakeTimers();
    const { bridge } = setup(
      fakeWin({ CuotaNative: { goMine: () => new Promise(() => undefined) } }),
    );
    let result: BridgeResult | undefined;
    void bridge.goMine().then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.goMine - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result?.error).toBe('timeout');
  });

  it('keeps the native answer when it arrives before the time-out', async () => {
    jest.useFakeTimers();
    const native = {
      goMine: () => new Promise((resolve) => setTimeout(() => resolve('late-but-ok'), 900)),
    };
    const { bridge } = setup(fakeWin({ CuotaNative: native }), { timeoutMs: 1000 });
    let result: BridgeResult | undefined;
    void bridge.goMine().then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(2000);
    expect(result).toEqual({ ok: true, handledBy: 'app', value: 'late-but-ok' });
  });

  it('uses the outside-app fallback when the host lacks the method', async () => {
    const { bridge, navigate } = setup(fakeWin({ CuotaNative: {} }));
    expect(await bridge.goHome()).toEqual({ ok: true, handledBy: 'fallback' });
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('iOS host', () => {
  function iosWin(methods: string[]) {
    const handlers: Record<string, { postMessage: jest.Mock }> = {};
    for (const m of methods) handlers[m] = { postMessage: jest.fn() };
    return { win: fakeWin({ webkit: { messageHandlers: handlers } }), handlers };
  }

  it.each(ACTIONS)(
    '%s posts {payload, callbackId} and resolves through the callback',
    async (action) => {
      const { win, handlers } = iosWin([action]);
      const { bridge } = setup(win);
      const promise = invocations[action].run(bridge);
      const message = handlers[action].postMessage.mock.calls[0][0] as {
        payload: string;
        callbackId: string;
      };
      expect(JSON.parse(message.payload)).toEqual(invocations[action].body);
      expect(typeof win.__cuotaBridgeCallback).toBe('function');
      win.__cuotaBridgeCallback?.(message.callbackId, 'ios-answer');
      expect(await promise).toEqual({ ok: true, handledBy: 'app', value: 'ios-answer' });
    },
  );

  it('routes concurrent callbacks by id and ignores unknown ids', async () => {
    const { win, handlers } = iosWin(['goHome', 'goMine']);
    const { bridge } = setup(win);
    const home = bridge.goHome();
    const mine = bridge.goMine();
    const homeId = (handlers.goHome.postMessage.mock.calls[0][0] as { callbackId: string })
      .callbackId;
    const mineId = (handlers.goMine.postMessage.mock.calls[0][0] as { callbackId: string })
      .callbackId;
    expect(homeId).not.toBe(mineId);
    win.__cuotaBridgeCallback?.('unknown', 'x');
    win.__cuotaBridgeCallback?.(mineId, 'mine');
    win.__cuotaBridgeCallback?.(homeId, 'home');
    expect((await home).value).toBe('home');
    expect((await mine).value).toBe('mine');
  });

  it('times out when the callback never comes, and a late callback is ignored', async () => {
    jest.useFakeTimers();
    const { win, handlers } = iosWin(['goMine']);
    const { bridge } = setup(win, { timeoutMs: 300 });
    let result: BridgeResult | undefined;
    void bridge.goMine().then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(299);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, handledBy: 'app', error: 'timeout' });
    const { callbackId } = handlers.goMine.postMessage.mock.calls[0][0] as { callbackId: string };
    expect(() => win.__cuotaBridgeCallback?.(callbackId, 'late')).not.toThrow();
    expect(result?.error).toBe('timeout');
  });

  it('resolves a postMessage throw as a failure', async () => {
    const { win, handlers } = iosWin(['goMine']);
    handlers.goMine.postMessage.mockImplementation(() => {
      throw new Error('ios down');
    });
    expect(await setup(win).bridge.goMine()).toEqual({
      ok: false,
      handledBy: 'app',
      error: 'ios down',
    });
  });

  it('uses configured method names', async () => {
    const { win, handlers } = iosWin(['nativeHome']);
    const { bridge } = setup(win, { methodNames: { goHome: 'nativeHome' } });
    const promise = bridge.goHome();
    const { callbackId } = handlers.nativeHome.postMessage.mock.calls[0][0] as {
      callbackId: string;
    };
    win.__cuotaBridgeCallback?.(callbackId);
    expect(await promise).toEqual({ ok: true, handledBy: 'app' });
  });
});

describe('outside the app', () => {
  it('callTelephone navigates to a sanitized tel: link', async () => {
    const { bridge, navigate } = setup(fakeWin());
    expect(await bridge.callTelephone('+52 (55) 1234-5678;ext=javascript:x')).toEqual({
      ok: true,
      handledBy: 'fallback',
    });
    expect(navigate).toHaveBeenCalledWith('tel:+525512345678');
  });

  it('callTelephone with no digits does nothing', async () => {
    const { bridge, navigate } = setup(fakeWin());
    expect((await bridge.callTelephone('call us')).handledBy).toBe('none');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closeWebView goes back in history when there is history', async () => {
    const win = fakeWin();
    win.history.length = 3;
    expect(await setup(win).bridge.closeWebView()).toEqual({ ok: true, handledBy: 'fallback' });
    expect(win.history.back).toHaveBeenCalledTimes(1);
  });

  it('closeWebView without history is a no-op', async () => {
    const win = fakeWin();
    expect((await setup(win).bridge.closeWebView()).handledBy).toBe('none');
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('goProductPage navigates to the product path (default /)', async () => {
    const a = setup(fakeWin(), { productPath: '/products' });
    expect(await a.bridge.goProductPage({ productId: '1' })).toEqual({
      ok: true,
      handledBy: 'fallback',
    });
    expect(a.navigate).toHaveBeenCalledWith('/products');
    const b = setup(fakeWin());
    await b.bridge.goProductPage();
    expect(b.navigate).toHaveBeenCalledWith('/');
  });

  it('goHome navigates to /', async () => {
    const { bridge, navigate } = setup(fakeWin());
    expect((await bridge.goHome()).handledBy).toBe('fallback');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('rateApp opens the store link when configured, else nothing', async () => {
    const a = setup(fakeWin(), { storeUrl: 'https://play.google.com/store/apps/details?id=x' });
    expect(await a.bridge.rateApp()).toEqual({ ok: true, handledBy: 'fallback' });
    expect(a.navigate).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=x');
    const b = setup(fakeWin());
    expect((await b.bridge.rateApp()).handledBy).toBe('none');
    expect(b.navigate).not.toHaveBeenCalled();
  });

  it('defaults navigation to win.location.assign', async () => {
    const win = fakeWin();
    const bridge = createBridge({ win: win as unknown as Window, debug: jest.fn() });
    await bridge.goHome();
    expect(win.location.assign).toHaveBeenCalledWith('/');
  });

  it('resolves a failing navigation as a failure', async () => {
    const { bridge } = setup(fakeWin(), {
      navigate: () => {
        throw new Error('blocked');
      },
    });
    expect(await bridge.goHome()).toEqual({ ok: false, handledBy: 'fallback', error: 'blocked' });
  });

  const noOps: BridgeAction[] = [
    'goLogin',
    'goMine',
    'openPage',
    'openPageVariant',
    'track',
    'startBankFlow',
    'endBankFlow',
  ];
  it.each(noOps)('%s resolves handledBy none and logs the action name only', async (action) => {
    const { bridge, debug, navigate } = setup(fakeWin());
    const result = await invocations[action].run(bridge);
    expect(result).toMatchObject({ ok: false, handledBy: 'none' });
    expect(navigate).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledTimes(1);
    const message = debug.mock.calls[0][0] as string;
    expect(message).toContain(action);
    for (const value of [
      'repayment',
      'extension',
      'confirm',
      '"3"',
      'orderId',
      'productId',
      'force',
      'true',
    ]) {
      expect(message).not.toContain(value);
    }
  });

  it('defaults debug to console.debug', async () => {
    const spy = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    const bridge = createBridge({ win: fakeWin() as unknown as Window });
    await bridge.track('secret-point', { phone: '5512345678' });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0][0])).toContain('track');
    expect(String(spy.mock.calls[0][0])).not.toMatch(/secret|5512345678/);
  });
});

describe("locate outside the app: the web view's geolocation", () => {
  const coords = { latitude: 19.43, longitude: -99.13, accuracy: 20 };
  const withGeo = (getCurrentPosition: unknown) =>
    setup(fakeWin({ navigator: { geolocation: { getCurrentPosition } } }));

  it('answers the position', async () => {
    const get = jest.fn(
      (ok: (p: { coords: typeof coords }) => void, _fail: unknown, _options: unknown) =>
        ok({ coords }),
    );
    const { bridge } = withGeo(get);
    expect(await bridge.locate()).toEqual({ ok: true, handledBy: 'fallback', value: coords });
    expect(get.mock.calls[0][2]).toEqual({
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 0,
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('answers error code %i as %s', async (code, error) => {
    const { bridge } = withGeo((_ok: unknown, fail: (e: { code: number }) => void) =>
      fail({ code }),
    );
    expect(await bridge.locate()).toEqual({ ok: false, handledBy: 'fallback', error });
  });

  it('answers unsupported without geolocation, unavailable when it throws', async () => {
    expect(await setup(fakeWin()).bridge.locate()).toEqual({
      ok: false,
      handledBy: 'none',
      error: 'unsupported',
    });
    const { bridge } = withGeo(() => {
      throw new Error('blocked');
    });
    expect(await bridge.locate()).toEqual({
      ok: false,
      handledBy: 'fallback',
      error: 'unavailable',
    });
  });

  it('asks the app first when it offers locate', async () => {
    const get = jest.fn();
    const win = fakeWin({
      CuotaNative: { locate: () => coords },
      navigator: { geolocation: { getCurrentPosition: get } },
    });
    expect(await setup(win).bridge.locate()).toEqual({ ok: true, handledBy: 'app', value: coords });
    expect(get).not.toHaveBeenCalled();
  });
});
