import type { LegalSlot, MarketProfile } from '../../../config/markets';
import type { DocKind, DocLanguage } from './types';

/** The languages the deployment supplies a slot's file in, from the brand's `legalFiles`. */
export function suppliedLanguages(legalFiles: string, slot: LegalSlot): DocLanguage[] {
  const languages: readonly DocLanguage[] = ['es', 'en'];
  return languages.filter((lang) => legalFiles.split(',').includes(`${slot}.${lang}`));
}

/** Where a page's document comes from: the build's own text, or the deployment's file. */
export interface DocSource {
  from: 'builtin' | 'file';
  kind: DocKind;
  language: DocLanguage;
}

/** The build's own document, when the market publishes it (Mexico the privacy notice, India the loan terms). */
export function builtinSource(
  kind: DocKind,
  language: DocLanguage,
  market: MarketProfile,
): DocSource | null {
  return market.legal.includes(kind) ? { from: 'builtin', kind, language } : null;
}

/**
 * What a page shows for a slot: the deployment's own file when config.js `legal` lists one (in the
 * asked language, else the one it has), else the market's built-in document, else null: the slot is
 * not published in this market (the page says so; never another market's text).
 */
export function documentSource(
  kind: DocKind,
  language: DocLanguage,
  market: MarketProfile,
  legalFiles: string,
): DocSource | null {
  const supplied = suppliedLanguages(legalFiles, kind);
  if (supplied.length > 0)
    return { from: 'file', kind, language: supplied.includes(language) ? language : supplied[0] };
  return builtinSource(kind, language, market);
}

/** The slots this deployment publishes: its market's and those it supplies files for. */
export function publishedSlots(market: MarketProfile, legalFiles: string): LegalSlot[] {
  const all: readonly LegalSlot[] = ['privacy', 'loanTerms'];
  return all.filter(
    (slot) => market.legal.includes(slot) || suppliedLanguages(legalFiles, slot).length > 0,
  );
}
