import type { BrowserContext, CDPSession, Frame, Page, Request, Route } from 'playwright-core';

/**
 * A Playwright page acting as a native web view for the guide's hosts: what WebView, WKWebView and
 * react-native-webview tell their host, and what the host can ask of them. Only the main frame's
 * document is reachable from the host (evaluateJavascript, evaluateJavaScript, injectJavaScript).
 */
export interface WebViewHooks {
  /** A new main-frame document committed: Android onPageStarted, iOS didCommit. */
  onCommit?(url: string): void;
  /** The main frame's load event: Android onPageFinished, iOS didFinish, react-native-webview onLoadEnd. */
  onLoad?(url: string): void;
  /** The main frame's URL changed, a new document or not (react-native-webview onNavigationStateChange). */
  onUrl?(url: string, canGoBack: boolean): void;
  /**
   * A navigation request of any frame (Android shouldOverrideUrlLoading, iOS decidePolicyFor,
   * react-native-webview onShouldStartLoadWithRequest): true loads it, false cancels it.
   */
  decide?(url: string, mainFrame: boolean): boolean;
}

/** How many times the history is asked again while a document change settles (50 ms apart). */
const HISTORY_ATTEMPTS = 40;

export class PageWebView {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async attach(page: Page, context: BrowserContext, hooks: WebViewHooks) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const view = new PageWebView(page, cdp);
    // Page.frameNavigated is a new document (a move inside the document is navigatedWithinDocument).
    cdp.on('Page.frameNavigated', (event) => {
      if (!event.frame.parentId) hooks.onCommit?.(event.frame.url);
    });
    page.on('load', () => hooks.onLoad?.(page.url()));
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      void view.canGoBack().then((canGoBack) => hooks.onUrl?.(frame.url(), canGoBack));
    });
    const decide = hooks.decide;
    if (decide) {
      await page.route('**/*', (route, request) => view.route(route, request, decide));
    }
    return view;
  }

  private async route(route: Route, request: Request, decide: (u: string, m: boolean) => boolean) {
    if (!request.isNavigationRequest()) return route.fallback();
    const mainFrame = request.frame() === this.page.mainFrame();
    if (decide(request.url(), mainFrame)) return route.fallback();
    return route.abort('aborted');
  }

  /** The main frame's URL (WebView.getUrl, WKWebView.url). */
  url(): string {
    return this.page.url();
  }

  /**
   * Whether the web view's history has an entry before this one (the tab's first about:blank aside).
   * While a new document commits, the page it leaves may be going into the back-forward cache and the
   * session answers "Not attached to an active page" for a moment: asked again, as a web view that
   * always knows its own history would answer.
   */
  async canGoBack(): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const history = await this.cdp.send('Page.getNavigationHistory');
        const before = history.entries.slice(0, history.currentIndex);
        return before.some((entry) => entry.url !== 'about:blank');
      } catch (error) {
        const passing = /not attached to an active page/i.test(String(error));
        if (!passing || attempt >= HISTORY_ATTEMPTS) return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /**
   * Runs a script in the main frame's document (or in `frame`: a reply proxy's), in call order, its
   * errors ignored (as native hosts do).
   */
  run(script: string, frame: Frame = this.page.mainFrame()): void {
    this.queue = this.queue.then(() => frame.evaluate(script)).catch(() => undefined);
  }

  goBack(): void {
    void this.page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
  }

  reload(): void {
    void this.page.reload({ waitUntil: 'commit' }).catch(() => undefined);
  }

  /** Loads a URL in the main frame (Android loadUrl, iOS load, a new react-native-webview source). */
  load(url: string): Promise<void> {
    return this.page.goto(url, { waitUntil: 'commit' }).then(
      () => undefined,
      () => undefined,
    );
  }

  async detach(): Promise<void> {
    await this.queue;
    await this.cdp.detach().catch(() => undefined);
  }
}

/** What a host's injected object knows of its document: set once at the document's start. */
export interface DocumentFacts {
  /** The document's origin as the browser has it ('null' for a sandboxed frame). */
  origin: string;
  url: string;
  /** A number per document, so that a reply for one document never reaches the next one. */
  doc: string;
}

/** Polls `done` every 50 ms for up to `ms`; false when it never held. */
export async function until(done: () => boolean, ms = 10_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (done()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return done();
}
