import type { AppLocale } from '../../i18n/locale';
import { IN } from './in';
import { MX } from './mx';
import { DEFAULT_MARKET, isMarketCode, type MarketCode, type MarketProfile } from './types';

export { DEFAULT_MARKET, isMarketCode, MARKET_CODES } from './types';
export type { LegalSlot, MarketCode, MarketProfile } from './types';

export const MARKETS: Readonly<Record<MarketCode, MarketProfile>> = { MX, IN };

/** The profile of a market. */
export const marketProfile = (code: MarketCode): MarketProfile => MARKETS[code];

/** The catalogs a deployment offers (its market's, the primary first; Mexico's without a market). */
export const offeredLocales = (code: MarketCode | undefined): readonly AppLocale[] =>
  MARKETS[code ?? DEFAULT_MARKET].languages;

/** Configurations whose wrong `market` was already reported (the configuration is read several times). */
const reported = new WeakSet<object>();

/**
 * config.js's `market`: 'MX' (also when absent) or 'IN'. Anything else logs one console.error per
 * configuration object (`holder`) and gives 'MX'.
 */
export function parseMarket(value: unknown, holder?: object): MarketCode {
  if (value === undefined) return DEFAULT_MARKET;
  if (isMarketCode(value)) return value;
  if (!holder || !reported.has(holder)) {
    if (holder) reported.add(holder);
    // Like the other settings' errors, the wrong value itself is not echoed.
    console.error(`config.js: market must be 'MX' or 'IN'; using '${DEFAULT_MARKET}'`);
  }
  return DEFAULT_MARKET;
}
