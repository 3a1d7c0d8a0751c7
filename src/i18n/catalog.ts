import type { MessageFormatElement } from 'react-intl';

/**
 * A loaded text catalog: message id -> ICU text. Built bundles hold each text precompiled to its
 * message AST (scripts/messageLoader.js), so they carry no ICU parser; tests read the JSON texts as
 * strings. react-intl formats either.
 */
export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

const isElementList = (value: unknown): value is MessageFormatElement[] =>
  Array.isArray(value) &&
  value.every((el: unknown) => typeof el === 'object' && el !== null && 'type' in el);

/** A module's default export when it is a catalog (string or compiled texts), else an empty one. */
export function asCatalog(value: unknown): Catalog {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const texts: Record<string, string> = {};
  const compiled: Record<string, MessageFormatElement[]> = {};
  const entries = Object.entries(value);
  for (const [id, text] of entries) {
    if (typeof text === 'string') texts[id] = text;
    else if (isElementList(text)) compiled[id] = text;
  }
  if (Object.keys(texts).length === entries.length) return texts;
  return Object.keys(compiled).length === entries.length ? compiled : {};
}

/**
 * A text with no placeholders as a plain string (the api client's failure messages, read outside
 * React): the literal parts of a compiled text joined, or the text itself; the id when absent.
 */
export function plainText(catalog: Catalog, id: string): string {
  const text = catalog[id];
  if (typeof text === 'string') return text;
  if (!text) return id;
  return text.map((el) => (el.type === 0 ? el.value : '')).join('');
}
