import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { defaultBrand, resolveBrand, type Brand } from '../../src/config/brand';
import { BrandContext, useBrand } from '../../src/config/brandContext';
import { useMoney, useMoneyFormat } from '../../src/config/useMoney';

function Probe({ minor }: { minor: unknown }) {
  const money = useMoney();
  const format = useMoneyFormat();
  const brand = useBrand();
  return (
    <>
      <output data-testid="money">{money(minor)}</output>
      <output data-testid="format">{JSON.stringify(format)}</output>
      <output data-testid="store">{brand.storeUrl}</output>
    </>
  );
}

function show(minor: unknown, options: { brand?: Brand; locale?: string } = {}) {
  const { brand, locale = 'es-MX' } = options;
  const probe = (
    <IntlProvider locale={locale} messages={{}} defaultLocale="es-MX">
      <Probe minor={minor} />
    </IntlProvider>
  );
  render(brand ? <BrandContext.Provider value={brand}>{probe}</BrandContext.Provider> : probe);
  return {
    money: screen.getByTestId('money').textContent,
    format: JSON.parse(screen.getByTestId('format').textContent ?? '{}') as unknown,
    store: screen.getByTestId('store').textContent,
  };
}

describe('brand money style', () => {
  it("defaults to the reader's locale grouping", () => {
    expect(defaultBrand.moneyStyle).toBe('locale');
    expect(resolveBrand().moneyStyle).toBe('locale');
  });

  it.each(['spec', 'locale'] as const)('takes the configured style %p', (style) => {
    expect(resolveBrand({ moneyStyle: style })).toEqual({ ...defaultBrand, moneyStyle: style });
  });

  it.each(['dots', '', 42, null, 'SPEC'])('ignores an unknown style %p', (style) => {
    const overrides = { moneyStyle: style } as unknown as Partial<Brand>;
    expect(resolveBrand(overrides).moneyStyle).toBe('locale');
  });
});

describe('BrandContext, useBrand and useMoney', () => {
  it('without a provider: the build-time brand, grouped for the locale', () => {
    expect(show(300000)).toEqual({
      money: '$3,000.00',
      format: { symbol: '$', style: 'locale', locale: 'es-MX' },
      store: defaultBrand.storeUrl,
    });
  });

  it.each(['en', 'zh-CN'])('in %s the same grouping', (locale) => {
    expect(show(359160, { locale }).money).toBe('$3,591.60');
  });

  it('with the runtime brand: its currency, its style and its store page', () => {
    const brand = resolveBrand({
      currencySymbol: '₹',
      moneyStyle: 'spec',
      storeUrl: 'https://example.com/store',
    });
    expect(show(300000, { brand })).toEqual({
      money: '₹3.000.00',
      format: { symbol: '₹', style: 'spec', locale: 'es-MX' },
      store: 'https://example.com/store',
    });
  });

  it('passes non-numeric text through unchanged', () => {
    expect(show('Por definir').money).toBe('Por definir');
  });
});
