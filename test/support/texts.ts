import type { Catalog } from '../../src/i18n/catalog';

/** A catalog as the texts tests read: under Jest the JSON catalogs are plain strings (builds compile them). */
export function textsOf(catalog: Catalog): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, text] of Object.entries(catalog)) {
    if (typeof text !== 'string') throw new Error(`${id} is compiled; tests read texts`);
    out[id] = text;
  }
  return out;
}
