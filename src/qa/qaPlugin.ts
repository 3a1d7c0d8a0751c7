import { SESSION_KEYS } from '../platform/session/session';
import { recordingRequested, setActiveRecorder } from './tape/active';
import type { Recorder } from './tape/recorder';
import { tapeEventsSaga } from './tape/tapeEvents';
import { TAPE_STORAGE_FLAG } from './tape/tapeKeys';
import type { PluginPage, StorePlugin } from '../runtime/storePlugin';

declare global {
  interface Window {
    /** Present while a QA tape is being recorded: lets the native app and browser tests take it. */
    __CUOTA_TAPE__?: { exportJson(): string; bytes(): number; entryCount(): number };
  }
}

/**
 * The QA tape as one store plugin, in development and demo builds only (src/entries/qaStarter.ts hands
 * it to the runtime; a borrowers' build has no module of src/qa): the native app's startTape, stopTape
 * and exportTape events (always), and, while this page load records, the recorder around the saga context, its middleware, the router's
 * route changes (session parameters dropped) and the api client's actions marked as such. The app's
 * store, the landing's, the tests' (setupStore) and QA replay's all install it; nothing else of src/app
 * knows the tape.
 */
export function qaPlugin(recorder: Recorder | null = null): StorePlugin {
  if (!recorder) return { sagas: [tapeEventsSaga] };
  return {
    sagas: [tapeEventsSaga],
    wrapContext: (context) => recorder.wrapContext(context),
    middleware: recorder.middleware,
    onRoute: (location) => recorder.noteRoute(location, SESSION_KEYS),
    markApiAction: (action) => recorder.markOrigin(action, 'api'),
  };
}

/**
 * The QA plugin of this page load (src/runtime/mount.tsx, through src/entries/qaStarter.ts). The
 * recorder is loaded only when recording is switched on (qaTape=1, or the tab's switch): it is not in
 * the first load.
 */
export async function startQa(page: PluginPage): Promise<StorePlugin> {
  if (!recordingRequested(window.location.search, page.storage.get(TAPE_STORAGE_FLAG)))
    return qaPlugin();
  const { createRecorder } = await import(/* webpackChunkName: "qa-tape" */ './tape/recorder');
  const recorder = createRecorder({
    build: process.env.CUOTA_BUILD_ID ?? 'dev',
    locale: page.locale,
    brand: page.brand,
    userAgent: navigator.userAgent,
  });
  setActiveRecorder(recorder);
  window.__CUOTA_TAPE__ = {
    exportJson: () => recorder.exportJson(),
    bytes: () => recorder.bytes(),
    entryCount: () => recorder.entryCount(),
  };
  return qaPlugin(recorder);
}
