import type { MoneyStyle } from '../i18n/format';
import { DEFAULT_THEME_COLOR, parseHexColour } from './themeColour';

/**
 * Which mobile numbers the promotion landing accepts (issue 13): 'spec' (the spec's 11 digits, 1 then
 * 3-9), 'mx' (Mexico, 10 digits) or 'in' (India, 10 digits starting 6-9).
 */
export type PhoneRule = 'spec' | 'mx' | 'in';
export const PHONE_RULES: readonly PhoneRule[] = ['spec', 'mx', 'in'];
export const isPhoneRule = (value: unknown): value is PhoneRule =>
  PHONE_RULES.some((rule) => rule === value);

export interface Brand {
  appName: string;
  /**
   * Theme colour (spec section 9), a hex colour ('#rgb' or '#rrggbb'; anything else keeps the default).
   * Set on the page at boot, darkened when white text on it would miss WCAG AA (src/config/theme.ts).
   */
  themeColor: string;
  servicePhone: string;
  storeUrl: string;
  /** '$' for MXN deployments; rupee deployments use '₹'. */
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
  /** The registration's mobile number rule (default 'spec'). */
  phoneRule: PhoneRule;
}

export const defaultBrand: Brand = {
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
};

type TextKey = Exclude<keyof Brand, 'moneyStyle' | 'phoneRule'>;
const TEXT_KEYS = Object.keys(defaultBrand).filter(
  (key): key is TextKey => key !== 'moneyStyle' && key !== 'phoneRule',
);

const MONEY_STYLES: readonly MoneyStyle[] = ['locale', 'spec'];
const isMoneyStyle = (value: unknown): value is MoneyStyle =>
  MONEY_STYLES.some((style) => style === value);

/**
 * Defaults overlaid with the string-valued, non-empty fields of `overrides` (and a known money style
 * and phone rule, and a theme colour only when it is a hex colour); anything else is ignored.
 */
export function resolveBrand(overrides?: Partial<Brand> | null): Brand {
  const brand: Brand = { ...defaultBrand };
  if (!overrides || typeof overrides !== 'object') return brand;
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
  return brand;
}

/** Whether `brand` is the build's own (what the build's prerendered pages show). */
export const isBuildBrand = (brand: Brand): boolean =>
  (Object.keys(defaultBrand) as (keyof Brand)[]).every((key) => brand[key] === defaultBrand[key]);
