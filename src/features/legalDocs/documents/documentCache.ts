import { loadDocument } from './loadDocument';
import type { DocKind, DocLanguage, DocumentModule } from './types';

const loads = new Map<string, Promise<DocumentModule>>();
const keyOf = (kind: DocKind, language: DocLanguage) => `${kind}:${language}`;

/**
 * The one load of a document's chunk per page life, as React's `use` needs it: the same promise on
 * every render (the browser, hydration of a prerendered page, and the build-time prerender, which
 * waits for it). A failed load stays failed until `forgetDocument` (the Retry button) drops it.
 */
export function documentLoad(kind: DocKind, language: DocLanguage): Promise<DocumentModule> {
  const key = keyOf(kind, language);
  let load = loads.get(key);
  if (!load) {
    load = loadDocument(kind, language);
    loads.set(key, load);
  }
  return load;
}

const settled = new Map<string, Promise<void>>();

/** A document's one load, settled either way: to wait for it without taking on its failure. */
export function documentSettled(kind: DocKind, language: DocLanguage): Promise<void> {
  const key = keyOf(kind, language);
  let load = settled.get(key);
  if (!load) {
    load = documentLoad(kind, language).then(
      () => undefined,
      () => undefined,
    );
    settled.set(key, load);
  }
  return load;
}

/** Drops a document's load, so the next render loads its chunk again. */
export function forgetDocument(kind: DocKind, language: DocLanguage): void {
  loads.delete(keyOf(kind, language));
  settled.delete(keyOf(kind, language));
}
