import type { AppLocale } from '../i18n/locale';
import { readRuntimeConfig } from '../platform/config/runtime';
import { SESSION_KEYS } from '../platform/session/session';
import type { KeyValueStorage } from '../platform/storage/types';
import { recordingRequested, setActiveRecorder } from '../platform/tape/active';
import type { Recorder } from '../platform/tape/recorder';
import { tapeEventsSaga } from '../platform/tape/tapeEvents';
import { TAPE_STORAGE_FLAG } from '../platform/tape/tapeKeys';
import type { StorePlugin } from './storePlugin';

declare global {
  interface Window {
    /** Present while a QA tape is being recorded: lets the native app and browser tests take it. */
    __CUOTA_TAPE__?: { exportJson(): string; bytes(): number; entryCount(): number };
  }
}

/**
 * The QA tape as one store plugin: the native app's startTape, stopTape and exportTape events (always),
 * and, while this page load records, the recorder around the saga context, its middleware, the router's
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

/** QA tapes may be recorded: devtools builds always; a production build when config.js says `qaTapes: true`. */
export function qaTapesAllowed(): boolean {
  return process.env.CUOTA_DEVTOOLS === '1' || readRuntimeConfig().qaTapes === true;
}

/** What the recorder's tape header names, read at boot. */
export interface QaPage {
  locale: AppLocale;
  brand: string;
  /** The tab's storage: its recording switch (src/platform/tape/tapeKeys.ts). */
  storage: KeyValueStorage;
}

/**
 * The QA plugin of this page load (src/runtime/mount.tsx). The recorder is loaded only when recording is
 * allowed and switched on (qaTape=1, or the tab's switch): it is not in the first load.
 */
export async function startQa(page: QaPage): Promise<StorePlugin> {
  if (!qaTapesAllowed()) return qaPlugin();
  if (!recordingRequested(window.location.search, page.storage.get(TAPE_STORAGE_FLAG)))
    return qaPlugin();
  const { createRecorder } = await import(
    /* webpackChunkName: "qa-tape" */ '../platform/tape/recorder'
  );
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
