/** Configurations whose wrong `legal` was already reported (the configuration is read several times). */
const reported = new WeakSet<object>();

/**
 * config.js's `legal`: the documents the deployment supplies itself, as files served next to config.js
 * (`legal/<slot>.<language>.md`), e.g. `legal: { privacy: ['es', 'en'] }`. Kept as one text
 * ('privacy.en,privacy.es', sorted; '' for none) so the brand stays a record of texts. Unknown slots
 * ('privacy', 'loanTerms') or languages ('es', 'en') are left out, with one console.error per
 * configuration object (`holder`).
 */
export function parseLegalFiles(value: unknown, holder?: object): string {
  if (value === undefined) return '';
  const files: string[] = [];
  let refused = typeof value !== 'object' || value === null || Array.isArray(value);
  for (const [slot, languages] of refused ? [] : Object.entries(value as object)) {
    const list: unknown[] = Array.isArray(languages) ? languages : [null];
    for (const lang of list) {
      const ok = /^(privacy|loanTerms)$/.test(slot) && (lang === 'es' || lang === 'en');
      if (ok) files.push(`${slot}.${lang}`);
      refused ||= !ok;
    }
  }
  if (refused && !(holder && reported.has(holder))) {
    if (holder) reported.add(holder);
    console.error(
      "config.js: legal takes { privacy, loanTerms: ['es', 'en'] }; the rest is ignored",
    );
  }
  return [...new Set(files)].sort().join(',');
}
