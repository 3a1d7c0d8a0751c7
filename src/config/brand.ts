import type { MoneyStyle } from '../i18n/format';

export interface Brand {
  appName: string;
  /** Theme colour (spec section 9). */
  themeColor: string;
  servicePhone: string;
  /** Deep link that opens the native app. */
  appSchemeLink: string;
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
}

export const defaultBrand: Brand = {
  appName: 'Cuota',
  themeColor: '#4B66E4',
  servicePhone: '800 123 4567',
  appSchemeLink: 'cuota://open',
  storeUrl: 'https://play.google.com/store/apps/details?id=mx.cuota.app',
  currencySymbol: '$',
  moneyStyle: 'locale',
  defaultMerchantNumber: '0',
  companyName: 'Cuota Servicios Financieros S.A. de C.V.',
  email: 'soporte@cuota.mx',
};

type TextKey = Exclude<keyof Brand, 'moneyStyle'>;
const TEXT_KEYS = Object.keys(defaultBrand).filter((key): key is TextKey => key !== 'moneyStyle');

const MONEY_STYLES: readonly MoneyStyle[] = ['locale', 'spec'];
const isMoneyStyle = (value: unknown): value is MoneyStyle =>
  MONEY_STYLES.some((style) => style === value);

/**
 * Defaults overlaid with the string-valued, non-empty fields of `overrides` (and a known money style);
 * anything else is ignored.
 */
export function resolveBrand(overrides?: Partial<Brand> | null): Brand {
  const brand: Brand = { ...defaultBrand };
  if (!overrides || typeof overrides !== 'object') return brand;
  for (const key of TEXT_KEYS) {
    const value: unknown = overrides[key];
    if (typeof value === 'string' && value.trim() !== '') brand[key] = value;
  }
  const style: unknown = overrides.moneyStyle;
  if (isMoneyStyle(style)) brand.moneyStyle = style;
  return brand;
}
