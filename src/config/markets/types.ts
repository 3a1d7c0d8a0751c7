import type { MoneyStyle } from '../../i18n/format';
import type { AppLocale } from '../../i18n/locale';
import type { PhoneRule } from '../phoneRule';

/** The markets one build serves, chosen per deployment by `market` in config.js (issue 37). */
export type MarketCode = 'MX' | 'IN';
export const MARKET_CODES: readonly MarketCode[] = ['MX', 'IN'];
export const DEFAULT_MARKET: MarketCode = 'MX';
export const isMarketCode = (value: unknown): value is MarketCode =>
  MARKET_CODES.some((code) => code === value);

/** A legal document a market may publish (the pages are wired per slot elsewhere). */
export type LegalSlot = 'privacy' | 'loanTerms';

/**
 * One market's facts: its money, its mobile numbers, its languages, its legal documents and its tax.
 * Kept to a few short fields: every profile is in the app's first load.
 */
export interface MarketProfile {
  code: MarketCode;
  currency: {
    /** Put before every amount ('$', '₹'); config.js `brand.currencySymbol` overrides it. */
    symbol: string;
    /** ISO 4217. */
    iso: 'MXN' | 'INR';
  };
  money: {
    /** The grouping by default (config.js `brand.moneyStyle` overrides it). */
    style: MoneyStyle;
    /**
     * Whose grouping the 'locale' style uses: a fixed BCP 47 locale ('en-IN': lakh and crore,
     * 1,00,000.00), or null for the page's own locale (Mexico: es-MX and en both write 3,000.00).
     */
    locale: string | null;
  };
  /** The borrower's mobile number rule (src/config/phoneRule.ts); config.js `brand.phoneRule` overrides it. */
  phoneRule: PhoneRule;
  /** The catalogs this market offers, its primary first. */
  languages: readonly AppLocale[];
  /** The legal documents the market publishes. */
  legal: readonly LegalSlot[];
  /** The tax the contract names on interest plus commission ('IVA', 'GST'). */
  taxName: string;
}
