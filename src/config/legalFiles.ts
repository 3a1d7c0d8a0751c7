import type { LegalSlot } from './markets';

/** The languages a legal document can be written in (the app's document languages). */
export type LegalFileLanguage = 'es' | 'en';

const SLOTS: readonly LegalSlot[] = ['privacy', 'loanTerms'];
const LANGUAGES: readonly LegalFileLanguage[] = ['es', 'en'];

/** Configurations whose wrong `legal` was already reported (the configuration is read several times). */
const reported = new WeakSet<object>();

/**
 * config.js's `legal`: the documents the deployment supplies itself, as files served next to config.js
 * (`legal/<slot>.<language>.md`), e.g. `legal: { privacy: ['es', 'en'] }`. Kept as one text
 * ('privacy.en,privacy.es', sorted; '' for none) so the brand stays a record of texts. Unknown slots
 * or languages are left out, with one console.error per configuration object (`holder`).
 */
export function parseLegalFiles(value: unknown, holder?: object): string {
  if (value === undefined) return '';
  const files = new Set<string>();
  const record = typeof value === 'object' && value !== null && !Array.isArray(value);
  let refused = !record;
  if (record) {
    for (const [slot, languages] of Object.entries(value)) {
      const known = SLOTS.find((s) => s === slot);
      if (!known || !Array.isArray(languages)) {
        refused = true;
        continue;
      }
      const list: unknown[] = languages;
      for (const language of list) {
        const lang = LANGUAGES.find((l) => l === language);
        if (lang) files.add(`${known}.${lang}`);
        else refused = true;
      }
    }
  }
  if (refused && (!holder || !reported.has(holder))) {
    if (holder) reported.add(holder);
    console.error(
      "config.js: legal must map 'privacy' or 'loanTerms' to a list of 'es' and 'en'; the rest is ignored",
    );
  }
  return [...files].sort().join(',');
}

/** The languages the deployment supplies a slot's file in, from the brand's `legalFiles`. */
export function suppliedLanguages(legalFiles: string, slot: LegalSlot): LegalFileLanguage[] {
  return LANGUAGES.filter((lang) => legalFiles.split(',').includes(`${slot}.${lang}`));
}

/** The address of a supplied document, next to config.js. */
export const legalFileUrl = (slot: LegalSlot, language: LegalFileLanguage): string =>
  `/legal/${slot}.${language}.md`;
