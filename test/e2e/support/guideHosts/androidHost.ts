import type { Frame } from 'playwright-core';
import { newRecord, type GuideHost, type HostSetup } from './types';
import { PageWebView, type DocumentFacts } from './webView';

/**
 * A PORT to JavaScript of the guide's Android host (docs/EMBEDDING.md, "Android (Kotlin, WebView +
 * WebViewCompat.addWebMessageListener)"): the Kotlin cannot run here. Each decision is the sample's, in
 * its order; every `// guide:` comment quotes the Kotlin line it mirrors, and guideHosts.e2e.test.ts
 * fails when a quoted line is no longer in the guide. The platform is simulated on a Playwright page:
 * - addWebMessageListener(webView, "CuotaNative", setOf(ORIGIN), listener): `window.CuotaNative`
 *   (postMessage, addEventListener('message'), onmessage) in every frame whose origin is ORIGIN and in
 *   no other; the listener gets the text, the frame's origin, whether it is the main frame, and a reply
 *   proxy bound to that document (a later document never gets what it posts);
 * - evaluateJavascript runs in the main frame; shouldOverrideUrlLoading is asked for every navigation;
 *   onPageStarted is a new main-frame document's commit, onPageFinished its load event;
 * - the TODO parts: openNativePage returns false, showLogin gives up; the fused location provider
 *   answers `setup.position` after `setup.locateAfterMs`, the permission granted.
 * Only the listener branch is ported: the addJavascriptInterface branch is the sample's fallback.
 */
export async function androidHost(setup: HostSetup): Promise<GuideHost> {
  const { page, context, position } = setup;
  const record = newRecord();
  const loadAlso = new Set<string>();
  const ORIGIN = setup.origin;
  // guide: private val HANDLED = listOf(
  const HANDLED = [
    ...['openPage', 'openPageVariant', 'closeWebView', 'goProductPage', 'goHome', 'goMine'],
    ...['goLogin', 'callTelephone', 'rateApp', 'track', 'startBankFlow', 'endBankFlow'],
    ...['shareTape', 'locate'],
  ];
  // guide: private const val MAX_QUEUED_EVENTS = 16
  const MAX_QUEUED_EVENTS = 16;
  type Result = { ok: true; value?: unknown } | { ok: false; error: string };
  type Reply = (result: Result) => void;
  const ok = (value?: unknown): Result =>
    value === undefined ? { ok: true } : { ok: true, value };
  const fail = (error: string): Result => ({ ok: false, error });

  function isAllowed(url: string | null): boolean {
    let uri: URL;
    try {
      uri = new URL(url ?? '');
    } catch {
      return false;
    }
    const scheme = uri.protocol.replace(/:$/, '').toLowerCase();
    const host = uri.hostname.toLowerCase();
    if (!host) return false;
    // guide: val defaultPort = when (scheme) { "https" -> 443; "http" -> 80; else -> -1 }
    const defaultPort = scheme === 'https' ? 443 : scheme === 'http' ? 80 : -1;
    const port = uri.port === '' || Number(uri.port) === defaultPort ? '' : `:${uri.port}`;
    // guide: return "$scheme://$host$port" == ORIGIN
    return `${scheme}://${host}${port}` === ORIGIN;
  }

  let pageLoad = 0;
  let pageReady = false;
  let eventProxy: ReplyProxy | null = null;
  const queuedEvents: { v: 1; event: string; payload: unknown }[] = [];

  const view = await PageWebView.attach(page, context, {
    // guide: override fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean {
    decide(url, isForMainFrame) {
      if (isForMainFrame && loadAlso.has(new URL(url).origin)) return true; // the second list
      // guide: if (isAllowed(request.url.toString())) return false
      if (isAllowed(url)) return true;
      // guide: if (request.isForMainFrame) openOutside(request.url)
      if (isForMainFrame) openOutside(url);
      record.refusedNavigations.push({ url, mainFrame: isForMainFrame });
      return false;
    },
    // guide: override fun onPageStarted(view: WebView, url: String, favicon: Bitmap?) {
    onCommit() {
      pageLoad += 1;
      pageReady = false;
      eventProxy = null;
      // guide: queuedEvents.clear()
      queuedEvents.length = 0;
    },
    // guide: override fun onPageFinished(view: WebView, url: String) = callPage("ready()")
    onLoad: () => callPage('ready()'),
  });

  /** androidx.webkit's JavaScriptReplyProxy: posts to the document that sent the message, only. */
  class ReplyProxy {
    constructor(
      private readonly frame: Frame,
      private readonly doc: string,
    ) {}
    postMessage(text: string) {
      const args = `${JSON.stringify(this.doc)}, ${JSON.stringify(text)}`;
      view.run(`window.__guideAndroidDeliver && window.__guideAndroidDeliver(${args})`, this.frame);
    }
  }

  // guide: WebViewCompat.addWebMessageListener(webView, "CuotaNative", setOf(ORIGIN)) {
  await page.exposeBinding(
    '__guideAndroidPost',
    ({ frame }: { frame: Frame }, text: string, facts: DocumentFacts) => {
      const isMainFrame = frame === page.mainFrame();
      const sourceOrigin = facts.origin;
      const replyProxy = new ReplyProxy(frame, facts.doc);
      let action: string | undefined;
      try {
        action = (JSON.parse(text) as { action?: string }).action;
      } catch {
        // recorded without an action
      }
      const entry = { frameUrl: frame.url(), frameOrigin: sourceOrigin, mainFrame: isMainFrame };
      // guide: if (isMainFrame && sourceOrigin.toString() == ORIGIN && text != null) {
      const taken = isMainFrame && sourceOrigin === ORIGIN && text != null;
      const outcome = taken ? 'taken' : 'refused';
      record.messages.push({ ...entry, action, outcome, seq: record.next() });
      // guide: receive(text, PageLink(replyProxy, pageLoad))
      if (taken) receive(text, new PageLink(replyProxy, pageLoad));
    },
  );
  await page.addInitScript((allowed: string) => {
    // The message listener's object exists only in frames of the allowed origin.
    if (self.origin !== allowed) return;
    const facts = { origin: self.origin, url: location.href, doc: String(Math.random()) };
    type Listener = (event: MessageEvent) => void;
    const listeners = new Set<Listener>();
    const host = {
      postMessage(text: unknown) {
        const w = window as unknown as { __guideAndroidPost(t: string, f: unknown): void };
        w.__guideAndroidPost(String(text), facts);
      },
      addEventListener: (type: string, fn: Listener) => type === 'message' && listeners.add(fn),
      removeEventListener: (_type: string, fn: Listener) => listeners.delete(fn),
      onmessage: null as Listener | null,
    };
    const deliver = (doc: string, data: string) => {
      if (doc !== facts.doc) return;
      const event = new MessageEvent('message', { data });
      for (const fn of [...listeners]) fn.call(host, event);
      host.onmessage?.call(host, event);
    };
    Object.defineProperty(window, 'CuotaNative', { value: host });
    Object.defineProperty(window, '__guideAndroidDeliver', { value: deliver });
  }, ORIGIN);

  /** The hardware back: the page's own back when it can take it, else the web view's history, else close. */
  async function onBack() {
    // guide: pageReady && isAllowed(webView.url) -> emit("back")
    if (pageReady && isAllowed(view.url())) emit('back');
    // guide: webView.canGoBack() -> webView.goBack()
    else if (await view.canGoBack()) view.goBack();
    // guide: else -> finish()
    else finish();
  }

  function finish() {
    record.closes.push({ seq: record.next(), url: view.url() });
  }

  // guide: private inner class PageLink(val proxy: JavaScriptReplyProxy?, val load: Int) {
  class PageLink {
    constructor(
      readonly proxy: ReplyProxy | null,
      readonly load: number,
    ) {}
    answer(id: string, result: Result) {
      // guide: if (load != pageLoad) return
      if (this.load !== pageLoad) return;
      // guide: proxy.postMessage(JSONObject().put("v", 1).put("id", id).put("result", result).toString())
      this.proxy?.postMessage(JSON.stringify({ v: 1, id, result }));
    }
  }

  function receive(text: string, link: PageLink) {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return;
    const optString = (v: unknown) => (v === undefined || v === null ? '' : String(v));
    const id = optString(message.id);
    // guide: if (message.optInt("v") != 1 || id.isEmpty()) return
    if (Math.trunc(Number(message.v)) !== 1 || id === '') return;
    const raw = message.payload;
    const payload = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    handle(optString(message.action), payload, link, (result) => link.answer(id, result));
  }

  function handle(action: string, payload: Record<string, unknown>, link: PageLink, reply: Reply) {
    switch (action) {
      case 'hello':
        // guide: if (link.load != pageLoad) return
        if (link.load !== pageLoad) return;
        pageReady = true;
        eventProxy = link.proxy;
        reply(ok({ protocol: 1, actions: HANDLED }));
        // guide: while (queuedEvents.isNotEmpty()) send(queuedEvents.removeFirst())
        while (queuedEvents.length > 0) send(queuedEvents.shift() as (typeof queuedEvents)[0]);
        return;
      case 'openPage':
      case 'openPageVariant':
        // guide: reply(if (openNativePage(payload.optString("page"), payload)) ok() else fail("unsupported"))
        return reply(fail('unsupported')); // openNativePage: the TODO returns false
      case 'goLogin':
        return reply(fail('cancelled')); // showLogin: the TODO gives up
      case 'shareTape':
        return reply(ok());
      case 'locate':
        return locate(reply);
      case 'closeWebView':
        // guide: "closeWebView" -> finish()
        return finish();
      case 'callTelephone': {
        const digits = String(payload.phone ?? '').replace(/[^0-9+]/g, '');
        if (digits) openOutside(`tel:${digits}`);
        return;
      }
      case 'goHome':
      case 'goMine':
      case 'goProductPage':
      case 'rateApp':
      case 'track':
      case 'startBankFlow':
      case 'endBankFlow':
        return;
      default:
        // guide: else -> reply(fail("unsupported"))
        reply(fail('unsupported'));
    }
  }

  // guide: fun emit(event: String, payload: JSONObject? = null) {
  function emit(event: string, payload: unknown = null) {
    const message = { v: 1 as const, event, payload: payload ?? null };
    // guide: if (pageReady && isAllowed(webView.url)) return send(message)
    if (pageReady && isAllowed(view.url())) return send(message);
    // guide: if (event == "back") return
    if (event === 'back') return;
    queuedEvents.push(message);
    // guide: if (queuedEvents.size > MAX_QUEUED_EVENTS) queuedEvents.removeFirst()
    if (queuedEvents.length > MAX_QUEUED_EVENTS) queuedEvents.shift();
  }

  function send(message: { v: 1; event: string; payload: unknown }) {
    record.delivered.push({ event: message.event, seq: record.next() });
    const proxy = eventProxy;
    if (proxy !== null) proxy.postMessage(JSON.stringify(message));
    else callPage(`emit(${JSON.stringify(message.event)}, ${JSON.stringify(message.payload)})`);
  }

  function callPage(call: string) {
    // guide: if (!isAllowed(webView.url)) return
    if (!isAllowed(view.url())) return;
    // guide: val script = "location.origin === $origin && window.CuotaWeb && window.CuotaWeb.$call"
    view.run(
      `location.origin === ${JSON.stringify(ORIGIN)} && window.CuotaWeb && window.CuotaWeb.${call}`,
    );
  }

  /** The fused location provider: the device finds its position after locateAfterMs. */
  function locate(reply: Reply) {
    setTimeout(() => reply(ok({ ...position })), setup.locateAfterMs);
  }

  function openOutside(url: string) {
    // guide: "http", "https" -> Intent(Intent.ACTION_VIEW, uri).addCategory(Intent.CATEGORY_BROWSABLE)
    if (/^(https?|tel|mailto):/i.test(url)) record.openedOutside.push(url);
  }

  return {
    kind: 'android',
    record,
    async start(path, params) {
      const url = new URL(ORIGIN + path);
      for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
      for (const [name, value] of Object.entries(setup.session))
        url.searchParams.append(name, value);
      await view.load(url.toString());
    },
    back: onBack,
    async foreground() {
      record.triggered.push({ event: 'resume', seq: record.next() });
      // guide: emit("resume") // back from a native screen the page opened, or from the background
      emit('resume');
    },
    alsoLoad: (origin) => loadAlso.add(origin),
    emit,
    dispose: () => view.detach(),
  };
}
