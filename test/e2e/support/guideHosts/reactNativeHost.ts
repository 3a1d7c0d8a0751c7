import { JSDOM } from 'jsdom';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { Frame } from 'playwright-core';
import { loadReactNativeSample } from './guideCode';
import { fakeReactNative } from './reactNativeFakes';
import { newRecord, type GuideHost, type HostSetup } from './types';
import { PageWebView, type DocumentFacts } from './webView';

/**
 * The React Native host: the guide's own sample (docs/EMBEDDING.md, "React Native"), read from the
 * guide at test time, transpiled and rendered with React in Node (a jsdom document holds the root).
 * Its imports are small fakes: `react-native` (AppState, BackHandler, Linking, Share, Platform) and
 * `react-native-webview`, whose WebView renders nothing and drives the Playwright page instead, with
 * react-native-webview 13.13.1's semantics:
 * - `window.ReactNativeWebView.postMessage(text)` in every frame (pessimistic: some platforms inject it
 *   into frames) calls `onMessage({ nativeEvent: { data, url } })`, `url` being the SENDING frame's
 *   document URL (iOS; Android reports the frame's origin, which for a sandboxed frame is 'null');
 * - every navigation request of every frame, the first load of `source.uri` included (iOS asks for all
 *   of them), calls `onShouldStartLoadWithRequest({ url, isTopFrame, navigationType })`; false cancels it;
 * - `onNavigationStateChange({ url, canGoBack })` on every main-frame URL change, `onLoadStart` on a new
 *   document, `onLoadEnd` on its load event;
 * - the ref's `injectJavaScript(code)` runs `code` in the main frame; `goBack()`, `reload()`.
 */
export async function reactNativeHost(setup: HostSetup): Promise<GuideHost> {
  const { page, context } = setup;
  const record = newRecord();
  const loadAlso = new Set<string>();
  /** Counts what the sample does (answers put into the page, closes, URLs opened): a message's outcome. */
  const effects = { count: 0 };
  const native = fakeReactNative(record, effects);
  const webViewProps: { current: WebViewProps | null } = { current: null };
  let lastCanGoBack = false;

  const { act } = React;
  const call = <T>(run: () => T): T => {
    let result: T | undefined;
    void act(() => {
      result = run();
    });
    return result as T;
  };

  const navigationState = (url: string) => ({
    url,
    title: '',
    loading: false,
    canGoBack: lastCanGoBack,
    canGoForward: false,
    lockIdentifier: 0,
  });

  const view = await PageWebView.attach(page, context, {
    decide(url, mainFrame) {
      // The guide's second list, when a test sets one: it comes before the sample's own decision.
      if (mainFrame && loadAlso.has(new URL(url).origin)) return true;
      const decide = webViewProps.current?.onShouldStartLoadWithRequest;
      if (!decide) return true;
      const request = { ...navigationState(url), isTopFrame: mainFrame, navigationType: 'other' };
      const allowed = call(() => decide(request)) !== false;
      if (!allowed) record.refusedNavigations.push({ url, mainFrame });
      return allowed;
    },
    onCommit(url) {
      call(() => webViewProps.current?.onLoadStart?.({ nativeEvent: navigationState(url) }));
    },
    onLoad(url) {
      call(() => webViewProps.current?.onLoadEnd?.({ nativeEvent: navigationState(url) }));
    },
    onUrl(url, canGoBack) {
      lastCanGoBack = canGoBack;
      call(() => webViewProps.current?.onNavigationStateChange?.(navigationState(url)));
    },
  });

  await page.exposeBinding(
    '__guideReactNativePost',
    ({ frame }: { frame: Frame }, data: string, facts: DocumentFacts) => {
      const onMessage = webViewProps.current?.onMessage;
      if (!onMessage) return;
      const seq = record.next();
      const before = effects.count;
      const url = frame.url();
      call(() => onMessage({ nativeEvent: { ...navigationState(url), data } }));
      record.messages.push({
        frameUrl: url,
        frameOrigin: facts.origin,
        mainFrame: frame === page.mainFrame(),
        action: actionOf(data),
        outcome: effects.count > before ? 'taken' : 'refused',
        seq,
      });
    },
  );
  await page.addInitScript(() => {
    const facts = { origin: self.origin, url: location.href, doc: String(Math.random()) };
    const post = (data: unknown) => {
      const w = window as unknown as { __guideReactNativePost(d: string, f: unknown): void };
      w.__guideReactNativePost(String(data), facts);
    };
    Object.defineProperty(window, 'ReactNativeWebView', { value: { postMessage: post } });
  });

  /** react-native-webview's WebView: renders nothing; its props and ref drive the page. */
  function WebView(props: WebViewProps) {
    React.useLayoutEffect(() => {
      webViewProps.current = props;
    });
    React.useImperativeHandle(
      props.ref,
      () => ({
        injectJavaScript(code: string) {
          effects.count += 1;
          const event = /window\.CuotaWeb\.emit\("([^"]+)"/.exec(code)?.[1];
          if (event) record.delivered.push({ event, seq: record.next() });
          view.run(code);
        },
        goBack: () => view.goBack(),
        reload: () => view.reload(),
        stopLoading: () => undefined,
      }),
      [],
    );
    const uri = props.source?.uri;
    React.useEffect(() => {
      if (uri) void view.load(uri);
    }, [uri]);
    return null;
  }

  const { exports } = loadReactNativeSample(setup.origin, {
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react-native': native.module,
    'react-native-url-polyfill/auto': {},
    'react-native-webview': { WebView, default: WebView },
  });
  const CuotaScreen = exports.CuotaScreen as React.ComponentType<Record<string, unknown>>;
  if (typeof CuotaScreen !== 'function') throw new Error('the sample exports no CuotaScreen');

  const dom = new JSDOM('<!doctype html><div id="root"></div>');
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  // react-dom reads the DOM's globals when it loads: jsdom's window is the global DOM here.
  for (const name of ['window', 'document', 'navigator'] as const) {
    if (!(name in globals)) globals[name] = dom.window[name];
  }
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(dom.window.document.getElementById('root') as HTMLElement);
  const onClose = () => {
    effects.count += 1;
    record.closes.push({ seq: record.next(), url: view.url() });
  };

  return {
    kind: 'react-native',
    record,
    async start(path, params) {
      await act(async () => {
        root.render(
          React.createElement(CuotaScreen, { path, params, session: setup.session, onClose }),
        );
      });
    },
    async back() {
      call(() => native.pressBack());
    },
    async foreground() {
      record.triggered.push({ event: 'resume', seq: record.next() });
      call(() => native.setAppState('background'));
      call(() => native.setAppState('active'));
    },
    alsoLoad: (origin) => loadAlso.add(origin),
    async dispose() {
      call(() => root.unmount());
      await view.detach();
    },
  };
}

/** The `action` of a message, for the record only. */
function actionOf(data: string): string | undefined {
  try {
    const action = (JSON.parse(data) as { action?: unknown } | null)?.action;
    return typeof action === 'string' ? action : undefined;
  } catch {
    return undefined;
  }
}

/** The props of react-native-webview's WebView the fake reads (the sample passes more). */
interface WebViewProps {
  ref?: React.Ref<unknown>;
  source?: { uri?: string };
  onShouldStartLoadWithRequest?: (request: Record<string, unknown>) => boolean;
  onMessage?: (event: { nativeEvent: Record<string, unknown> }) => void;
  onNavigationStateChange?: (state: Record<string, unknown>) => void;
  onLoadStart?: (event: { nativeEvent: Record<string, unknown> }) => void;
  onLoadEnd?: (event: { nativeEvent: Record<string, unknown> }) => void;
}
