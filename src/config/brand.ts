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
  defaultMerchantNumber: '0',
  companyName: 'Cuota Servicios Financieros S.A. de C.V.',
  email: 'soporte@cuota.mx',
};

const BRAND_KEYS = Object.keys(defaultBrand) as (keyof Brand)[];

/** Defaults overlaid with the string-valued, non-empty fields of `overrides`; anything else is ignored. */
export function resolveBrand(overrides?: Partial<Brand> | null): Brand {
  const brand: Brand = { ...defaultBrand };
  if (!overrides || typeof overrides !== 'object') return brand;
  for (const key of BRAND_KEYS) {
    const value: unknown = overrides[key];
    if (typeof value === 'string' && value.trim() !== '') brand[key] = value;
  }
  return brand;
}
