import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

type Inject = (name: string, reducer: Reducer, saga: Saga) => void;

let host: Inject | null = null;

/** Set by the app's store: how a route's feature adds its slice and starts its saga. */
export function setFeatureHost(inject: Inject | null): void {
  host = inject;
}

/**
 * Adds a feature's slice and saga when its route chunk loads (once). A store that already has every
 * feature (tests, QA replay) sets no host, and this does nothing.
 */
export function injectFeature(name: string, reducer: Reducer, saga: Saga): void {
  host?.(name, reducer, saga);
}
