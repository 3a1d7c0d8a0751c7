import { loadDeploymentDocument } from './deploymentFile';
import { loadDocument } from './loadDocument';
import type { DocSource } from './source';
import type { DocumentModule } from './types';

const loads = new Map<string, Promise<DocumentModule | null>>();
const keyOf = ({ from, kind, language }: DocSource) => `${from}:${kind}:${language}`;

/**
 * The one load of a document per page life, as React's `use` needs it: the same promise on every
 * render (the browser, hydration of a prerendered page, and the build-time prerender, which waits for
 * it). A built-in document's chunk that fails to load stays failed until `forgetDocument` (the Retry
 * button) drops it; a deployment's file that cannot be used gives null (the slot's fallback shows).
 */
export function documentLoad(source: DocSource): Promise<DocumentModule | null> {
  const key = keyOf(source);
  let load = loads.get(key);
  if (!load) {
    load =
      source.from === 'file'
        ? loadDeploymentDocument(source.kind, source.language)
        : loadDocument(source.kind, source.language);
    loads.set(key, load);
  }
  return load;
}

const settled = new Map<string, Promise<void>>();

/** A document's one load, settled either way: to wait for it without taking on its failure. */
export function documentSettled(source: DocSource): Promise<void> {
  const key = keyOf(source);
  let load = settled.get(key);
  if (!load) {
    load = documentLoad(source).then(
      () => undefined,
      () => undefined,
    );
    settled.set(key, load);
  }
  return load;
}

/** Drops a document's load, so the next render loads it again. */
export function forgetDocument(source: DocSource): void {
  loads.delete(keyOf(source));
  settled.delete(keyOf(source));
}
