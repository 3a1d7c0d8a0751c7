import { parseRuntimeConfig, readRuntimeConfig } from '../../../src/platform/config/runtime';

type Holder = { __CUOTA_CONFIG__?: unknown };
const holder = globalThis as Holder;

afterEach(() => {
  delete holder.__CUOTA_CONFIG__;
});

describe('readRuntimeConfig', () => {
  it('returns {} when nothing is configured', () => {
    expect(readRuntimeConfig()).toEqual({});
  });

  it('reads window.__CUOTA_CONFIG__', () => {
    (window as unknown as Holder).__CUOTA_CONFIG__ = {
      brand: { appName: 'Presto', currencySymbol: '₹' },
      paths: { confirm: '/orderConfirm' },
      endpoints: { loanDetail: '/plays/v2/detail' },
      allowedHosts: ['pay.example.com'],
      bridge: { hostName: 'NativeHost', methodNames: { close: 'closeWebView' } },
    };
    expect(readRuntimeConfig()).toEqual({
      brand: { appName: 'Presto', currencySymbol: '₹' },
      paths: { confirm: '/orderConfirm' },
      endpoints: { loanDetail: '/plays/v2/detail' },
      allowedHosts: ['pay.example.com'],
      bridge: { hostName: 'NativeHost', methodNames: { close: 'closeWebView' } },
    });
  });

  it('matches public/config.js defaults', () => {
    holder.__CUOTA_CONFIG__ = { allowedHosts: [] };
    expect(readRuntimeConfig()).toEqual({ allowedHosts: [] });
  });
});

describe('parseRuntimeConfig', () => {
  it.each([[undefined], [null], ['config'], [42], [[]], [true]])(
    'ignores a non-object %p',
    (raw) => {
      expect(parseRuntimeConfig(raw)).toEqual({});
    },
  );

  it('drops fields of the wrong type', () => {
    expect(
      parseRuntimeConfig({
        brand: 'Presto',
        paths: ['/a'],
        endpoints: 5,
        allowedHosts: 'a.example',
        allowedImageHosts: 'img.example',
        bridge: 'NativeHost',
      }),
    ).toEqual({});
  });

  it('drops wrongly typed entries inside valid fields', () => {
    expect(
      parseRuntimeConfig({
        brand: { appName: 'Presto', themeColor: 1 },
        paths: { confirm: '/c', repay: null },
        endpoints: { a: '/a', b: {} },
        allowedHosts: ['ok.example', 3, '', null],
        allowedImageHosts: ['img.example', {}, ' '],
        bridge: { hostName: 9, methodNames: { close: 'closeWebView', open: false } },
        unknown: 'x',
      }),
    ).toEqual({
      brand: { appName: 'Presto' },
      paths: { confirm: '/c' },
      endpoints: { a: '/a' },
      allowedHosts: ['ok.example'],
      allowedImageHosts: ['img.example'],
      bridge: { methodNames: { close: 'closeWebView' } },
    });
  });

  it('omits objects left empty', () => {
    expect(parseRuntimeConfig({ brand: { appName: 1 }, bridge: {} })).toEqual({ bridge: {} });
  });
});

describe('parseRuntimeConfig: header names and endpoint profiles', () => {
  it('keeps valid custom header names and an endpoint row’s profile', () => {
    expect(
      parseRuntimeConfig({
        headerNames: { sessionId: 'token', merchantId: 'X-Mch' },
        endpoints: { loanDetails: { headers: 'form' }, getSid: '/sid' },
      }),
    ).toEqual({
      headerNames: { sessionId: 'token', merchantId: 'X-Mch' },
      endpoints: { loanDetails: { headers: 'form' }, getSid: '/sid' },
    });
  });

  it('refuses invalid names at boot (the defaults stay) and says which', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      parseRuntimeConfig({
        headerNames: { sessionId: 'bad name', deviceId: 'Cookie', clientType: 'X-Platform' },
      }),
    ).toEqual({ headerNames: { clientType: 'X-Platform' } });
    expect(warn).toHaveBeenCalledWith('config.js headerNames: refused sessionId, deviceId');
    // Once per configuration, however often it is read.
    const config = { headerNames: { sessionId: 'bad name' } };
    parseRuntimeConfig(config);
    parseRuntimeConfig(config);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
