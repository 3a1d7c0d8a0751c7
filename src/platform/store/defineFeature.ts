import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * A feature as a store takes it (src/runtime/store.ts): its slice, injected under the feature's name before
 * its page renders; its root saga, started with the slice; and its texts' namespace
 * (src/i18n/messages/<locale>/<name>.json), loaded with its route. The name keeps its literal type, so
 * the store's state type names each feature's state under it.
 */
export interface Feature<Name extends string, R extends Reducer, S extends Saga> {
  readonly slice: { readonly reducerPath: Name; readonly reducer: R };
  readonly saga: S;
  readonly texts: readonly [Name];
}

/**
 * A feature from its one name: the same string names its slice, its text namespace and its route chunk
 * (src/app/featureChunks.ts), so the three cannot drift apart.
 */
export function defineFeature<Name extends string, R extends Reducer, S extends Saga>(
  name: Name,
  reducer: R,
  saga: S,
): Feature<Name, R, S> {
  return { slice: { reducerPath: name, reducer }, saga, texts: [name] };
}
