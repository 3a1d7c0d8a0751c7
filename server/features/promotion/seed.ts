import type { MarketCode } from '../../market';
import { INDIA, byMarket } from '../../marketSeed';

/** The phone registered in the seed (the 'already registered' case of a demo); India's: INDIA.registeredPhone. */
export const SEEDED_PHONE = '13912345678';

/** The registered phones of the seed (DbData.registeredPhones). */
export const seedRegisteredPhones = (market: MarketCode = 'MX'): string[] => [
  byMarket(market, SEEDED_PHONE, INDIA.registeredPhone),
];
