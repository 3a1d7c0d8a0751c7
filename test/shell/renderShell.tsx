import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { uiReducer } from '../../src/shell/uiSlice';
import { renderUi } from '../ui/renderUi';

/** A store with the shell's `ui` slice only. */
export function makeStore() {
  return configureStore({ reducer: { ui: uiReducer } });
}

/** Renders a connected shell component with the Spanish (Mexico) ui texts and the given store. */
export function renderShell(ui: ReactElement, store: ReturnType<typeof makeStore>) {
  return renderUi(ui, store);
}
