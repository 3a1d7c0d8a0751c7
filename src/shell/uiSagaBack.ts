import type { Action } from '@reduxjs/toolkit';
import { put, select } from 'typed-redux-saga';
import { backRequested } from './uiSlice';

/**
 * What the hardware back closes on a feature's pages: the layers above a page's content (modals, the
 * SMS step). `closeTop` reads the store's state (a feature's slice is absent until its route loads) and
 * answers the intent that closes the top layer of its page now, the same one the layer's own close
 * button or Escape dispatches, or null when its page is not the open one or shows no layer. A notice
 * the user cannot close (a modal whose close does nothing) is not a layer: back goes back.
 */
export interface BackLayers {
  closeTop(state: object): Action | null;
}

/**
 * The features' layers, in the order they registered. The entries are code (selectors and action
 * creators, the same for every store), registered by each feature's saga when it starts.
 */
const registered: BackLayers[] = [];

/** Adds a feature's layers (once, however often its saga starts); returns the removal, for tests. */
export function registerBackLayers(layers: BackLayers): () => void {
  if (!registered.includes(layers)) registered.push(layers);
  return () => {
    const index = registered.indexOf(layers);
    if (index >= 0) registered.splice(index, 1);
  };
}

/** The intent that closes the open page's top layer, or null when none is open. */
export function topLayerClose(state: object): Action | null {
  for (const layers of registered) {
    const close = layers.closeTop(state);
    if (close) return close;
  }
  return null;
}

/**
 * The hardware back (the `back` event): closes the open page's top modal or step, one per press; with
 * none open it goes back as the title bar's back does (backRequested: the bridge closes the web view in
 * the app, history goes back outside it).
 */
export function* onBackEvent() {
  const state = yield* select((s: object) => s);
  const close = topLayerClose(state);
  yield* put(close ?? backRequested());
}
