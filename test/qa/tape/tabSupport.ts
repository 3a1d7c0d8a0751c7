import { qaPlugin } from '../../../src/qa/qaPlugin';
import { setupStore } from '../../../src/app/features';
import { customerServiceActions } from '../../../src/features/customerService';
import type { KeyValueStorage } from '../../../src/platform/storage/types';
import { createRecorder, type RecorderOptions } from '../../../src/qa/tape';
import { toastRequested } from '../../../src/shell/uiSlice';
import { fakeContext, ok } from '../../support/fakeContext';
import { settle } from '../../support/sagaHarness';

export const info = { phone: '5512345678', va: '55 1234 5678', email: 'ana@correo.mx' };
let wall = 1_000;

/** One full page load of the tab: a new recorder and a new store, the tab's storage shared. */
export function pageLoad(
  tab: KeyValueStorage,
  path: string,
  options: Partial<RecorderOptions> = {},
) {
  let persist = () => undefined as void;
  const recorder = createRecorder({
    build: 'b1',
    locale: 'es-MX',
    brand: 'Cuota',
    userAgent: 'jest',
    wallClock: () => (wall += 5),
    tab: { path, storage: tab, onLeave: (p) => (persist = p) },
    ...options,
  });
  const context = fakeContext();
  context.api.post.mockResolvedValue(ok(info));
  const store = setupStore(undefined, {
    context,
    plugins: [qaPlugin(recorder)],
  });
  /** The browser's pagehide: the tape is kept for the next load, this page's sagas end. */
  const leave = () => {
    persist();
    store.sagaTask?.cancel();
  };
  return { recorder, store, context, leave };
}

/** A page of the customer service screen, visited and left. */
export async function customerServiceVisit(tab: KeyValueStorage, path = '/customer-service') {
  const page = pageLoad(tab, path);
  page.store.dispatch(toastRequested({ text: 'hola' }));
  page.recorder.noteRoute(`${path}?deviceId=dev-1`, ['deviceId']);
  page.store.dispatch(customerServiceActions.pageOpened());
  await settle();
  return page;
}
