import { defaultBrand, resolveBrand, type Brand } from '../../src/config/brand';

describe('brand', () => {
  it('has the spec defaults', () => {
    expect(defaultBrand.themeColor).toBe('#4B66E4');
    expect(defaultBrand.appName).toBe('Cuota');
    expect(defaultBrand.currencySymbol).toBe('$');
    expect(defaultBrand.defaultMerchantNumber).toBe('0');
    // The spec lists an app scheme link in the brand config but gives it no use: there is none.
    expect(defaultBrand).not.toHaveProperty('appSchemeLink');
    expect(defaultBrand.storeUrl).toBe(
      'https://play.google.com/store/apps/details?id=mx.cuota.app',
    );
    // Every text set, but the list of legal files the deployment supplies: none by default.
    for (const [key, value] of Object.entries(defaultBrand))
      if (key !== 'legalFiles') expect(value).not.toBe('');
    expect(defaultBrand.legalFiles).toBe('');
  });

  it('returns the defaults without overrides', () => {
    expect(resolveBrand()).toEqual(defaultBrand);
    expect(resolveBrand(null)).toEqual(defaultBrand);
    expect(resolveBrand({})).toEqual(defaultBrand);
  });

  it('applies string overrides and keeps the rest', () => {
    const brand = resolveBrand({ appName: 'Presto', currencySymbol: '₹' });
    expect(brand).toEqual({ ...defaultBrand, appName: 'Presto', currencySymbol: '₹' });
  });

  it('ignores wrong types, empty strings and unknown keys', () => {
    const overrides = {
      appName: 42,
      themeColor: '  ',
      servicePhone: null,
      extra: 'x',
    } as unknown as Partial<Brand>;
    const brand = resolveBrand(overrides);
    expect(brand).toEqual(defaultBrand);
    expect(brand).not.toHaveProperty('extra');
  });

  it('keeps a hex theme colour and refuses anything else', () => {
    expect(resolveBrand({ themeColor: '#0A7' }).themeColor).toBe('#0A7');
    expect(resolveBrand({ themeColor: '#00aa77' }).themeColor).toBe('#00aa77');
    for (const themeColor of ['red', '#12345', 'rgb(0,0,0)', '#00aa77; background: url(x)']) {
      expect(resolveBrand({ themeColor }).themeColor).toBe('#4B66E4');
    }
  });

  it('does not mutate the defaults', () => {
    resolveBrand({ appName: 'Other' });
    expect(defaultBrand.appName).toBe('Cuota');
  });
});
