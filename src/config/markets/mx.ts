import type { MarketProfile } from './types';

/** Mexico (the default): pesos, the spec's mobile rule, Spanish and English, the privacy notice, IVA. */
export const MX: MarketProfile = {
  code: 'MX',
  currency: { symbol: '$', iso: 'MXN' },
  money: { style: 'locale', locale: null },
  phoneRule: 'spec',
  languages: ['es-MX', 'en'],
  legal: ['privacy'],
  taxName: 'IVA',
};
