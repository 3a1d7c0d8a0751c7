import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { bootEnvironment, type AppEnvironment } from './boot';
import { setupStore } from './store';
import { TapeContext } from './tapeContext';
import { environmentDetected } from '../ui/uiSlice';
import {
  createRecorder,
  recordingRequested,
  setActiveRecorder,
  TAPE_STORAGE_FLAG,
  type Recorder,
} from '../platform/tape';

declare global {
  interface Window {
    /** Present while a QA tape is being recorded: lets the native app and browser tests take it. */
    __CUOTA_TAPE__?: { exportJson(): string; bytes(): number; entryCount(): number };
  }
}

function startRecorder(env: AppEnvironment): Recorder | null {
  if (!recordingRequested(window.location.search, env.context.storage.get(TAPE_STORAGE_FLAG)))
    return null;
  const recorder = createRecorder({
    build: process.env.CUOTA_BUILD_ID ?? 'dev',
    locale: env.locale,
    brand: env.brand.appName,
    userAgent: navigator.userAgent,
  });
  setActiveRecorder(recorder);
  window.__CUOTA_TAPE__ = {
    exportJson: () => recorder.exportJson(),
    bytes: () => recorder.bytes(),
    entryCount: () => recorder.entryCount(),
  };
  return recorder;
}

/** Boots the environment, builds the store and renders the entry's routes into #root. */
export async function mount(routes: (env: AppEnvironment) => ReactNode) {
  const env = await bootEnvironment(window);
  const recorder = startRecorder(env);
  const store = setupStore(undefined, {
    context: recorder ? recorder.wrapContext(env.context) : env.context,
    middleware: recorder ? [recorder.middleware] : [],
  });
  env.attach(store.dispatch, recorder ? (a) => recorder.markOrigin(a, 'api') : undefined);
  store.dispatch(environmentDetected({ inApp: env.context.bridge.isInApp() }));
  document.documentElement.lang = env.locale;
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  createRoot(container).render(
    <AppProviders store={store} locale={env.locale} messages={env.messages} paths={env.paths}>
      <TapeContext.Provider value={recorder}>{routes(env)}</TapeContext.Provider>
    </AppProviders>,
  );
}
