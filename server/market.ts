import { DEFAULT_MARKET, isMarketCode, type MarketCode } from '../src/config/markets/types';

export { DEFAULT_MARKET, isMarketCode, type MarketCode };

/** The market's name in the start banner and the server's messages. */
export const MARKET_NAMES: Readonly<Record<MarketCode, string>> = { MX: 'Mexico', IN: 'India' };

/**
 * The market whose demo data the server serves (issue 37): MARKET, 'MX' (the default, also when empty)
 * or 'IN'. Anything else throws, and server/index.ts prints the message as its one line and exits 1.
 */
export function marketFromEnv(env: NodeJS.ProcessEnv): MarketCode {
  const value = env.MARKET ?? '';
  if (value === '') return DEFAULT_MARKET;
  if (isMarketCode(value)) return value;
  throw new Error(`MARKET must be 'MX' or 'IN', not ${JSON.stringify(value.slice(0, 20))}`);
}
