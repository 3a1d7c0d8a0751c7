import type { Action, Dispatch } from '@reduxjs/toolkit';
import { SPEC_BACKEND } from '../platform/api/backend';
import { createApiClient } from '../platform/api/client';
import { withEarlyAnswers } from '../platform/api/early';
import { resolveEndpoints } from '../platform/api/endpoints';
import type { BridgeOptions } from '../platform/bridge/bridge';
import type { Bridge } from '../platform/bridge/types';
import { createNavigator, routerIndex } from '../platform/navigation/navigation';
import type { RouterNavigate } from '../platform/navigation/types';
import { realClock } from '../platform/clock/clock';
import type { SagaContext } from '../platform/context';
import { storedSession, type SessionParams, type SessionSource } from '../platform/session/session';
import { createWindowStorage } from '../platform/storage/storage';
import { resolveBrand, type Brand } from '../config/brand';
import { offeredLocales } from '../config/markets';
import { DEFAULT_THEME_COLOR, parseHexColour } from '../config/themeColour';
import { resolvePaths, type PageKey } from '../config/paths';
import { readRuntimeConfig } from '../platform/config/runtime';
import { plainText, type Catalog } from '../i18n/catalog';
import { chooseLocale, type AppLocale } from '../i18n/locale';
import type { ImagePolicy } from '../platform/url/imagePolicy';
import { loadingEnded, loadingStarted, sessionExpired, toastRequested } from '../shell/uiSlice';

export interface AppEnvironment {
  context: SagaContext;
  session: SessionParams;
  /** A link's other session, held unused until the borrower chooses (src/platform/session/session.ts). */
  link?: SessionParams;
  locale: AppLocale;
  messages: Catalog;
  brand: Brand;
  paths: Record<PageKey, string>;
  allowedHosts: string[];
  /** Where server-supplied images may load from (the image check). */
  imagePolicy: ImagePolicy;
  /**
   * Connects the api client's toast and loading hooks to the store once it exists. `mark` lets the
   * store's plugins tell these actions from a user's (the QA tape's recorder, src/qa/qaPlugin.ts).
   */
  attach(dispatch: Dispatch, mark?: <A extends Action>(action: A) => A): void;
  /** Connects the sagas' `navigator.go` to the entry's router once it runs (null: no router). */
  attachRouter(navigate: RouterNavigate | null): void;
}

/**
 * The configured theme colour on the page (src/config/theme.ts); refused values leave theme.css's. The
 * build's own colour changes nothing (theme.css holds it): the colour rules load, alongside the
 * catalog, only for another. Should they fail to load, theme.css's colour stays.
 */
function applyConfiguredTheme(doc: Document, themeColor: string): Promise<void> {
  if (parseHexColour(themeColor) === parseHexColour(DEFAULT_THEME_COLOR)) return Promise.resolve();
  return import(/* webpackChunkName: "theme" */ '../config/theme').then(
    ({ applyTheme }) => void applyTheme(doc, themeColor),
    () => undefined,
  );
}

/**
 * Makes the entry's bridge: the app's pages talk to the native host (createBridge), the landing, a
 * browser page only, does what each action does outside the app (createBrowserBridge).
 */
export type BridgeFactory = (options: BridgeOptions) => Bridge;

/**
 * Everything read once at boot: the native app's query parameters (as the entry takes them: the app's
 * pages once per page load, kept in sessionStorage so in-app navigation keeps them; never logged), the runtime configuration, the locale and its catalog,
 * and the saga context (api, bridge, clock, storage).
 */
export async function bootEnvironment(
  win: Window,
  loadMessages: (locale: AppLocale) => Promise<Catalog>,
  makeBridge: BridgeFactory,
  takeSession: SessionSource,
): Promise<AppEnvironment> {
  const config = readRuntimeConfig();
  const storage = createWindowStorage(win);
  const { session, link } = takeSession(win, storage);
  const brand = resolveBrand(config.brand);
  const locale = chooseLocale(
    { languageType: session.languageType, lang: session.lang },
    offeredLocales(brand.market),
  );
  const themed = applyConfiguredTheme(win.document, config.brand?.themeColor ?? brand.themeColor);
  const messages = await loadMessages(locale);
  await themed;
  const paths = resolvePaths(config.paths);
  const backend = config.backend ?? SPEC_BACKEND;
  let dispatch: Dispatch | null = null;
  let router: RouterNavigate | null = null;
  let mark = <A extends Action>(action: A): A => action;
  const text = (id: string) => plainText(messages, id);

  const api = createApiClient({
    endpoints: resolveEndpoints(config.endpoints ?? {}),
    headerNames: config.headerNames,
    // A page's first request may have started before this script (src/platform/api/early.ts).
    fetch: withEarlyAnswers(win, (input, init) => globalThis.fetch(input, init)),
    // The session stored for the tab: the boot's take, or the held link's once the native app
    // confirms it before the page opened (src/shell/sessionLink/sessionLinkSaga.ts).
    session: () => storedSession(storage),
    locale: () => locale,
    messages: () => ({
      network: text('common.networkError'),
      timeout: text('common.timeout'),
      malformed: text('common.malformed'),
      unavailable: text('common.unavailable'),
      sessionExpired: text('common.sessionExpired'),
      server: text('common.serverFailed'),
    }),
    backend: () => backend,
    onSessionExpired: () => dispatch?.(mark(sessionExpired())),
    onToast: (message) => dispatch?.(mark(toastRequested({ text: message }))),
    onLoading: (phase, loadingText) =>
      dispatch?.(mark(phase === 'start' ? loadingStarted({ text: loadingText }) : loadingEnded())),
  });
  // The native bridge (docs/EMBEDDING.md); installs `window.<namespace>` for the host's answers and events.
  const bridge = makeBridge({
    win,
    transport: config.bridge?.transport,
    namespace: config.bridge?.namespace,
    hostName: config.bridge?.hostName,
    handlerName: config.bridge?.handlerName,
    methodNames: config.bridge?.methodNames,
    timeouts: config.bridge?.timeouts,
    storeUrl: brand.storeUrl,
    productPath: paths.productUrl,
    storage,
  });

  const allowedHosts = config.allowedHosts ?? [];
  const navigator = createNavigator({
    origin: win.location.origin,
    allowedHosts,
    assign: (url) => win.location.assign(url),
    replace: (url) => win.location.replace(url),
    router: () => router,
    historyIndex: () => routerIndex(win.history.state),
    historyBack: () => win.history.back(),
  });

  return {
    context: { api, bridge, clock: realClock, storage, navigator, paths, backend },
    session,
    link,
    locale,
    messages,
    brand,
    paths,
    allowedHosts,
    imagePolicy: { origin: win.location.origin, hosts: config.allowedImageHosts ?? [] },
    attach: (d, m) => {
      dispatch = d;
      if (m) mark = m;
    },
    attachRouter: (navigate) => {
      router = navigate;
    },
  };
}
