import type { MarketProfile } from './types';

/**
 * Mexico (the default): pesos, the spec's mobile rule, Spanish, English and the built-in Chinese, the
 * privacy notice, IVA.
 */
export const MX: MarketProfile = {
  code: 'MX',
  currency: { symbol: '$', iso: 'MXN' },
  money: { style: 'locale', locale: null },
  phoneRule: 'spec',
  languages: ['es-MX', 'en', 'zh-CN'],
  legal: ['privacy'],
  taxName: 'IVA',
};
