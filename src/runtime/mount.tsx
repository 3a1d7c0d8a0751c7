import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { TextLoader } from '../i18n/loadMessages';
import type { Catalog } from '../i18n/catalog';
import type { AppLocale } from '../i18n/locale';
import type { SessionSource } from '../platform/session/session';
import { nextTask } from '../platform/boot/nextTask';
import { intlWarmed } from '../platform/boot/intlWarm';
import { freshContainer, holdEarlyEvents, replayEarlyEvents } from '../platform/boot/earlyHandOver';
import { environmentDetected } from '../shell/uiSlice';
import { AppProviders } from './AppProviders';
import { bootEnvironment, type AppEnvironment, type BridgeFactory } from './boot';
import type { PluginStarter } from './storePlugin';
import { createAppStore } from './store';
import { onFirstPageShown } from './pageShown';

/** What differs between the entries besides their routes: their texts and their bridge. */
export interface EntryOptions {
  loadMessages(locale: AppLocale): Promise<Catalog>;
  /** The entry's bridge to the native host (src/runtime/boot.ts). */
  bridge: BridgeFactory;
  /** How the entry takes its session (src/platform/session): the app's pages decide, the landing reads. */
  session: SessionSource;
  /** How routes add their feature's texts to the loaded catalog (the app's entry; the landing has none). */
  textLoader?(locale: AppLocale, messages: Catalog): TextLoader;
  /**
   * Whether #root holds the page prerendered at build time as this environment renders it (locale,
   * brand, route): then React hydrates it in place; otherwise the markup is replaced.
   */
  prerendered?(env: AppEnvironment): boolean;
  /**
   * The QA tape's plugin (src/qa), started once the environment is booted: development and demo builds
   * only (src/entries/qaStarter.ts); a borrowers' build has none.
   */
  qa?: PluginStarter;
}

/**
 * Boots the environment, builds the store (the ui slice; a route brings its feature) and renders
 * the entry's routes into #root.
 */
export async function mount(routes: (env: AppEnvironment) => ReactNode, entry: EntryOptions) {
  // The app has started: the taps made on the prerendered page wait for it, however slow the phone.
  holdEarlyEvents(window);
  const env = await bootEnvironment(window, entry.loadMessages, entry.bridge, entry.session);
  // Each step below is a task of its own (a phone spends tens of milliseconds on each): not one long
  // task in the catalog's script.
  await nextTask();
  // The QA tape (src/qa/qaPlugin.ts): its recorder is loaded only when this page load records.
  const qa = entry.qa
    ? [
        await entry.qa({
          locale: env.locale,
          brand: env.brand.appName,
          storage: env.context.storage,
        }),
      ]
    : [];
  const store = createAppStore({ context: env.context, plugins: qa });
  env.attach(store.dispatch, store.markApiAction);
  store.dispatch(environmentDetected({ inApp: env.context.bridge.isInApp() }));
  // The handshake, once the first page is open (its pageOpened put): the store's sagas listen to the
  // host's events, and the page acts on what the host held until now. A page the web view restores from
  // its back-forward cache does not boot again: it says hello anew.
  onFirstPageShown(() => void env.context.bridge.hello());
  // What was typed and tapped on the prerendered page before this script ran, now that the page can
  // take it.
  onFirstPageShown(() => replayEarlyEvents(window));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void env.context.bridge.hello();
  });
  document.documentElement.lang = env.locale;
  await nextTask();
  // The first use of the locale's data (ICU: numbers, dates) is the slowest step of the first render
  // (react-intl checks the locale with this same call): the page's worker builds it off the main
  // thread (src/platform/boot/intlWarm.ts), waited for a bounded time; what it has not done by then
  // is done here, in a task of its own.
  await intlWarmed(window);
  Intl.NumberFormat.supportedLocalesOf(env.locale);
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  const tree = (
    <AppProviders
      store={store}
      locale={env.locale}
      messages={env.messages}
      ensureTexts={entry.textLoader?.(env.locale, env.messages)}
      paths={env.paths}
      brand={env.brand}
      imagePolicy={env.imagePolicy}
    >
      {routes(env)}
    </AppProviders>
  );
  if (container.firstChild && entry.prerendered?.(env)) {
    // In a transition, React hydrates in slices of a few milliseconds: a tap during it is handled
    // between two slices instead of after one long task (the page is already on screen).
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  } else {
    // Rendered afresh next to the prerendered page, which stays on screen (its taps kept, its fields
    // typed in) until this one's first page is ready.
    createRoot(freshContainer(container, window)).render(tree);
  }
}
