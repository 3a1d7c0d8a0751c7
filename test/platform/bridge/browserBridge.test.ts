/**
 * The landing's bridge (src/platform/bridge/browserBridge.ts): a browser page that never talks to a
 * host. Each action does what the app's bridge does outside the app, even where a host is injected.
 */
import { BRIDGE_ACTIONS, createBridge } from '../../../src/platform/bridge/bridge';
import { createBrowserBridge } from '../../../src/platform/bridge/browserBridge';
import { fakeWin, injectTransport } from './fakeHost';

function setup(extra: Record<string, unknown> = {}) {
  const win = fakeWin(extra);
  const navigate = jest.fn();
  const debug = jest.fn();
  const options = {
    win: win as unknown as Window,
    navigate,
    debug,
    storeUrl: 'https://store.example/cuota',
    productPath: '/product',
  };
  return { win, navigate, options, bridge: createBrowserBridge(options) };
}

describe('the browser bridge', () => {
  it('is never in the app and installs no page namespace, even with a host injected', () => {
    const post = jest.fn();
    const { win, bridge } = setup();
    injectTransport(win, 'android', post);
    win.CuotaNative = { postMessage: post, goHome: jest.fn() };
    expect(bridge.isInApp()).toBe(false);
    expect(win.CuotaWeb).toBeUndefined();
    expect('events' in bridge).toBe(false);
  });

  it('sends nothing to an injected host: the handshake answers that no host handles it', async () => {
    const post = jest.fn();
    const { win, bridge } = setup();
    injectTransport(win, 'webkit', post);
    await expect(bridge.hello()).resolves.toEqual({
      ok: false,
      handledBy: 'none',
      error: 'unavailable',
    });
    await bridge.track('landing', { page: 'register' });
    expect(post).not.toHaveBeenCalled();
  });

  it('does what each action does outside the app, as the app bridge does with no host', async () => {
    const browser = setup();
    const app = setup();
    const appBridge = createBridge(app.options);
    const calls: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [
        'callTelephone',
        () => browser.bridge.callTelephone('55 1234-5678'),
        () => appBridge.callTelephone('55 1234-5678'),
      ],
      ['rateApp', () => browser.bridge.rateApp(), () => appBridge.rateApp()],
      ['goProductPage', () => browser.bridge.goProductPage(), () => appBridge.goProductPage()],
      ['goHome', () => browser.bridge.goHome(), () => appBridge.goHome()],
      ['goMine', () => browser.bridge.goMine(), () => appBridge.goMine()],
      ['closeWebView', () => browser.bridge.closeWebView(), () => appBridge.closeWebView()],
    ];
    for (const [, ours, theirs] of calls) expect(await ours()).toEqual(await theirs());
    expect(browser.navigate.mock.calls).toEqual([
      ['tel:5512345678'],
      ['https://store.example/cuota'],
      ['/product'],
      ['/'],
    ]);
    expect(browser.navigate.mock.calls).toEqual(app.navigate.mock.calls);
  });

  it('answers every action of the protocol without rejecting', async () => {
    const { bridge } = setup();
    const results = await Promise.all([
      bridge.openPage('loanDetail'),
      bridge.openPageVariant('loanDetail'),
      bridge.goLogin(true),
      bridge.startBankFlow(),
      bridge.endBankFlow(),
      bridge.shareTape('{}'),
      bridge.locate(),
    ]);
    expect(results.map((r) => r.handledBy)).toEqual(Array(7).fill('none'));
    expect(BRIDGE_ACTIONS.length).toBeGreaterThan(results.length);
  });

  it('turns a failing navigation into a failed result, not a rejection', async () => {
    const { bridge, navigate } = setup();
    navigate.mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(bridge.goHome()).resolves.toMatchObject({ ok: false, handledBy: 'fallback' });
  });
});
