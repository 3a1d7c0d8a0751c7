import type { MoneyStyle } from '../i18n/format';
import { DEFAULT_MARKET, isMarketCode, marketProfile, type MarketCode } from './markets';
import { isPhoneRule, type PhoneRule } from './phoneRule';
import { DEFAULT_THEME_COLOR, parseHexColour } from './themeColour';

export { type PhoneRule } from './phoneRule';

export interface Brand {
  appName: string;
  /**
   * Theme colour (spec section 9), a hex colour ('#rgb' or '#rrggbb'; anything else keeps the default).
   * Set on the page at boot, darkened when white text on it would miss WCAG AA (src/config/theme.ts).
   */
  themeColor: string;
  servicePhone: string;
  storeUrl: string;
  /** The deployment's market (config.js `market`, default 'MX'): its profile gives the defaults below. */
  market: MarketCode;
  /** The market's ('$' in Mexico, '₹' in India) unless config.js sets its own. */
  currencySymbol: string;
  /**
   * How amounts are grouped: 'locale' (the reader's locale, '$3,000.00' in es-MX and en) or 'spec'
   * (the spec's dots, '$3.000.00').
   */
  moneyStyle: MoneyStyle;
  /** Registration sends merchantNumber 0 unless configured otherwise. */
  defaultMerchantNumber: string;
  companyName: string;
  email: string;
  /** The borrower's mobile number rule: the market's (Mexico 'spec', India 'in') unless config.js sets one. */
  phoneRule: PhoneRule;
  /**
   * The legal documents the deployment supplies as files (config.js `legal`), as
   * src/config/legalFiles.ts writes them ('privacy.en,privacy.es'); '' for none.
   */
  legalFiles: string;
}

export const defaultBrand: Brand = {
  market: DEFAULT_MARKET,
  appName: 'Cuota',
  themeColor: DEFAULT_THEME_COLOR,
  servicePhone: '800 123 4567',
  storeUrl: 'https://play.google.com/store/apps/details?id=mx.cuota.app',
  currencySymbol: '$',
  moneyStyle: 'locale',
  defaultMerchantNumber: '0',
  companyName: 'Cuota Servicios Financieros S.A. de C.V.',
  email: 'soporte@cuota.mx',
  phoneRule: 'spec',
  legalFiles: '',
};

/** The fields config.js sets by name as texts (the others are checked on their own). */
type TextKey = Exclude<keyof Brand, 'market' | 'moneyStyle' | 'phoneRule' | 'legalFiles'>;
const CHECKED_KEYS: readonly string[] = ['market', 'moneyStyle', 'phoneRule', 'legalFiles'];
const TEXT_KEYS = Object.keys(defaultBrand).filter(
  (key): key is TextKey => !CHECKED_KEYS.includes(key),
);

const MONEY_STYLES: readonly MoneyStyle[] = ['locale', 'spec'];
const isMoneyStyle = (value: unknown): value is MoneyStyle =>
  MONEY_STYLES.some((style) => style === value);

/**
 * Defaults, then the market's profile (its currency symbol, money style and phone rule), overlaid with
 * the string-valued, non-empty fields of `overrides` (and a known money style and phone rule, and a
 * theme colour only when it is a hex colour); anything else is ignored. `overrides.market` was checked
 * when config.js was read (src/config/runtimeBrand.ts).
 */
export function resolveBrand(overrides?: Partial<Brand> | null): Brand {
  if (!overrides || typeof overrides !== 'object') return { ...defaultBrand };
  const market: unknown = overrides.market;
  const profile = marketProfile(isMarketCode(market) ? market : DEFAULT_MARKET);
  const brand: Brand = {
    ...defaultBrand,
    market: profile.code,
    currencySymbol: profile.currency.symbol,
    moneyStyle: profile.money.style,
    phoneRule: profile.phoneRule,
  };
  for (const key of TEXT_KEYS) {
    const value: unknown = overrides[key];
    if (typeof value === 'string' && value.trim() !== '') brand[key] = value;
  }
  // A theme colour that is not a hex colour is refused (src/config/theme.ts applyTheme says so).
  if (!parseHexColour(brand.themeColor)) brand.themeColor = defaultBrand.themeColor;
  const style: unknown = overrides.moneyStyle;
  if (isMoneyStyle(style)) brand.moneyStyle = style;
  const phoneRule: unknown = overrides.phoneRule;
  if (isPhoneRule(phoneRule)) brand.phoneRule = phoneRule;
  // Already in its checked form (src/config/legalFiles.ts, when config.js was read).
  if (typeof overrides.legalFiles === 'string') brand.legalFiles = overrides.legalFiles;
  return brand;
}

/** Whether `brand` is the build's own (what the build's prerendered pages show). */
export const isBuildBrand = (brand: Brand): boolean =>
  (Object.keys(defaultBrand) as (keyof Brand)[]).every((key) => brand[key] === defaultBrand[key]);
