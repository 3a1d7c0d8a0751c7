import { defaultBrand, resolveBrand } from '../../src/config/brand';
import {
  MARKET_CODES,
  MARKETS,
  marketProfile,
  parseMarket,
  type MarketProfile,
} from '../../src/config/markets';
import { parseRuntimeBrand, readRuntimeBrand } from '../../src/config/runtimeBrand';
import { parseRuntimeConfig, readRuntimeConfig } from '../../src/platform/config/runtime';

/** config.js `market` (issue 37): one typed profile per market, chosen once per deployment. */

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

describe('market profiles', () => {
  it('Mexico: pesos, the locale grouping, the spec phone rule, es-MX and en, the privacy notice, IVA', () => {
    const mx: MarketProfile = marketProfile('MX');
    expect(mx).toEqual({
      code: 'MX',
      currency: { symbol: '$', iso: 'MXN' },
      money: { style: 'locale', locale: null },
      phoneRule: 'spec',
      languages: ['es-MX', 'en', 'zh-CN'],
      legal: ['privacy'],
      taxName: 'IVA',
    });
  });

  it('India: rupees in lakh grouping (en-IN), 10-digit mobiles, English, the loan terms, GST', () => {
    expect(marketProfile('IN')).toEqual({
      code: 'IN',
      currency: { symbol: '₹', iso: 'INR' },
      money: { style: 'locale', locale: 'en-IN' },
      phoneRule: 'in',
      languages: ['en', 'zh-CN'],
      legal: ['loanTerms'],
      taxName: 'GST',
    });
  });

  it('has one profile per market code, each under its own code', () => {
    expect(MARKET_CODES).toEqual(['MX', 'IN']);
    expect(Object.keys(MARKETS)).toEqual([...MARKET_CODES]);
    for (const code of MARKET_CODES) expect(MARKETS[code].code).toBe(code);
  });

  it('the Mexico profile gives the build-time brand', () => {
    const mx = marketProfile('MX');
    expect(defaultBrand.market).toBe('MX');
    expect(defaultBrand.currencySymbol).toBe(mx.currency.symbol);
    expect(defaultBrand.moneyStyle).toBe(mx.money.style);
    expect(defaultBrand.phoneRule).toBe(mx.phoneRule);
  });
});

describe('parseMarket', () => {
  it.each(['MX', 'IN'] as const)('%s is kept, nothing said', (code) => {
    expect(parseMarket(code, {})).toBe(code);
    expect(error).not.toHaveBeenCalled();
  });

  it('absent: Mexico, nothing said', () => {
    expect(parseMarket(undefined, {})).toBe('MX');
    expect(error).not.toHaveBeenCalled();
  });

  it.each([['in'], ['mx'], ['India'], [' IN'], [''], [1], [null], [true], [['IN']], [{}]])(
    'market %j gives MX with one console error per configuration',
    (value) => {
      const config = {};
      expect(parseMarket(value, config)).toBe('MX');
      expect(parseMarket(value, config)).toBe('MX');
      expect(error.mock.calls).toEqual([["config.js: market must be 'MX' or 'IN'; using 'MX'"]]);
    },
  );
});

describe('config.js market at boot', () => {
  it('parseRuntimeConfig/parseRuntimeBrand carry a valid market with the brand', () => {
    expect(parseRuntimeConfig({ market: 'IN' })).toEqual({ brand: { market: 'IN' } });
    expect(parseRuntimeBrand({ market: 'MX', brand: { appName: 'Presto' } })).toEqual({
      appName: 'Presto',
      market: 'MX',
    });
    expect(parseRuntimeConfig({})).toEqual({});
    expect(error).not.toHaveBeenCalled();
  });

  it('a market inside brand is not the setting (the setting is top-level)', () => {
    expect(parseRuntimeBrand({ brand: { market: 'IN', appName: 'Presto' } })).toEqual({
      appName: 'Presto',
    });
    expect(parseRuntimeBrand({ brand: { market: 'IN' } })).toBeUndefined();
  });

  it('a wrong market: Mexico, one clear console error however often config.js is read', () => {
    holder.__CUOTA_CONFIG__ = { market: 'india' };
    for (let i = 0; i < 3; i += 1) {
      expect(readRuntimeConfig().brand).toEqual({ market: 'MX' });
      expect(readRuntimeBrand()).toEqual({ market: 'MX' });
    }
    expect(resolveBrand(readRuntimeConfig().brand)).toEqual(defaultBrand);
    expect(error.mock.calls).toEqual([["config.js: market must be 'MX' or 'IN'; using 'MX'"]]);
  });

  it('IN: the India profile gives the brand its symbol, grouping and phone rule', () => {
    holder.__CUOTA_CONFIG__ = { market: 'IN', brand: { appName: 'Presto' } };
    expect(resolveBrand(readRuntimeConfig().brand)).toEqual({
      ...defaultBrand,
      market: 'IN',
      appName: 'Presto',
      currencySymbol: '₹',
      moneyStyle: 'locale',
      phoneRule: 'in',
    });
  });

  it('explicit currencySymbol, phoneRule and moneyStyle in config.js win over the profile', () => {
    const brand = resolveBrand(
      parseRuntimeBrand({
        market: 'IN',
        brand: { currencySymbol: 'Rs.', phoneRule: 'mx', moneyStyle: 'spec' },
      }),
    );
    expect(brand).toMatchObject({
      market: 'IN',
      currencySymbol: 'Rs.',
      phoneRule: 'mx',
      moneyStyle: 'spec',
    });
    expect(resolveBrand({ market: 'MX', currencySymbol: '₹', phoneRule: 'in' })).toMatchObject({
      market: 'MX',
      currencySymbol: '₹',
      phoneRule: 'in',
    });
  });

  it('wrong overrides keep the profile', () => {
    const brand = resolveBrand(
      parseRuntimeBrand({ market: 'IN', brand: { currencySymbol: ' ', phoneRule: 'uk' } }),
    );
    expect(brand).toMatchObject({ market: 'IN', currencySymbol: '₹', phoneRule: 'in' });
  });
});
