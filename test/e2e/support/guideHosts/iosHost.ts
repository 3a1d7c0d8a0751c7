import type { Frame } from 'playwright-core';
import { newRecord, type GuideHost, type HostSetup } from './types';
import { PageWebView, type DocumentFacts } from './webView';

/**
 * A PORT to JavaScript of the guide's iOS host (docs/EMBEDDING.md, "iOS (Swift, WKWebView +
 * WKScriptMessageHandlerWithReply, iOS 14+)"): the Swift cannot run here. Each decision is the
 * sample's, in its order; every `// guide:` comment quotes the Swift line it mirrors, and
 * guideHosts.e2e.test.ts fails when a quoted line is no longer in the guide. WebKit is simulated on a
 * Playwright page:
 * - `window.webkit.messageHandlers.cuota.postMessage(body)` in every frame of every page (WebKit's
 *   handlers are), returning a Promise of the reply handler's answer: `replyHandler(text, nil)` fulfils
 *   it with text, `replyHandler(nil, nil)` with undefined, `replyHandler(nil, error)` rejects it; it
 *   reaches only the document that sent the message; `message.frameInfo` says whether the sender is
 *   the main frame and its security origin (protocol, host, port; all empty and 0 when opaque);
 * - evaluateJavaScript runs in the main frame; decidePolicyFor is asked for every navigation of every
 *   frame; didCommit is a new main-frame document, didFinish its load event;
 * - the TODO parts: openNativePage returns false, showLogin gives up; CLLocationManager, authorized,
 *   reports `setup.position` after `setup.locateAfterMs`.
 */
export async function iosHost(setup: HostSetup): Promise<GuideHost> {
  const { page, context, position } = setup;
  const record = newRecord();
  const loadAlso = new Set<string>();
  const allowed = new URL(setup.origin);
  const allowedScheme = allowed.protocol.replace(/:$/, '');
  const allowedHost = allowed.hostname;
  const allowedPort = Number(allowed.port || (allowedScheme === 'https' ? 443 : 80));
  const allowedOrigin = setup.origin;
  // guide: private let handledActions = [
  const handledActions = [
    ...['openPage', 'openPageVariant', 'closeWebView', 'goProductPage', 'goHome', 'goMine'],
    ...['goLogin', 'callTelephone', 'rateApp', 'track', 'startBankFlow', 'endBankFlow'],
    ...['shareTape', 'locate'],
  ];
  // guide: private let fireAndForget: Set<String> = [
  const fireAndForget = new Set([
    ...['track', 'closeWebView', 'goHome', 'goMine', 'goProductPage', 'rateApp'],
    ...['callTelephone', 'startBankFlow', 'endBankFlow'],
  ]);
  // guide: private let maxQueuedEvents = 16
  const maxQueuedEvents = 16;
  type Result = Record<string, unknown>;
  type Answer = (result: Result) => void;
  const ok = (value?: unknown): Result =>
    value === undefined ? { ok: true } : { ok: true, value };
  const fail = (error: string): Result => ({ ok: false, error });

  // guide: private func isAllowed(scheme: String?, host: String?, port: Int?) -> Bool {
  function isAllowedParts(scheme?: string, host?: string, port?: number | null): boolean {
    if (!scheme || !host) return false;
    const s = scheme.toLowerCase();
    // guide: let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : -1
    const defaultPort = s === 'https' ? 443 : s === 'http' ? 80 : -1;
    // guide: let effectivePort = port.flatMap { $0 == 0 ? nil : $0 } ?? defaultPort
    const effectivePort = port === 0 || port === null || port === undefined ? defaultPort : port;
    // guide: return scheme == allowedScheme && host == allowedHost && effectivePort == allowedPort
    return (
      s === allowedScheme && host.toLowerCase() === allowedHost && effectivePort === allowedPort
    );
  }
  function isAllowed(url: string | undefined): boolean {
    try {
      const u = new URL(url ?? '');
      return isAllowedParts(
        u.protocol.replace(/:$/, ''),
        u.hostname,
        u.port ? Number(u.port) : null,
      );
    } catch {
      return false;
    }
  }
  /** WKSecurityOrigin of a document: an opaque origin has no protocol or host, port 0. */
  const securityOrigin = (origin: string) =>
    origin === 'null'
      ? { protocol: '', host: '', port: 0 }
      : (({ protocol, hostname, port }) => ({
          protocol: protocol.replace(/:$/, ''),
          host: hostname,
          port: Number(port || 0),
        }))(new URL(origin));

  let pageReady = false;
  let queuedEvents: { event: string; payload: unknown }[] = [];

  const view = await PageWebView.attach(page, context, {
    // guide: _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decide(url, isMainFrame) {
      if (isMainFrame && loadAlso.has(new URL(url).origin)) return true; // the second list
      // guide: if frame != nil { return decisionHandler(.allow) }
      if (isAllowed(url)) return true;
      record.refusedNavigations.push({ url, mainFrame: isMainFrame });
      // guide: if frame?.isMainFrame ?? true { openOutside(url) }
      if (isMainFrame) openOutside(url);
      return false;
    },
    // guide: func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
    onCommit() {
      pageReady = false;
      // guide: queuedEvents.removeAll()
      queuedEvents = [];
    },
    // guide: func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { callPage("ready()") }
    onLoad: () => callPage('ready()'),
  });

  // guide: _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
  await page.exposeBinding(
    '__guideWebKitPost',
    ({ frame }: { frame: Frame }, body: unknown, facts: DocumentFacts) =>
      new Promise<{ reply?: unknown; error?: string }>((resolve) => {
        const replyHandler = (reply: unknown, error: string | null) =>
          resolve(error === null ? { reply } : { error });
        const isMainFrame = frame === page.mainFrame();
        const origin = securityOrigin(facts.origin);
        const entry = { frameUrl: frame.url(), frameOrigin: facts.origin, mainFrame: isMainFrame };
        let json: Record<string, unknown> | null = null;
        try {
          json = typeof body === 'string' ? (JSON.parse(body) as Record<string, unknown>) : null;
        } catch {
          json = null;
        }
        const isObject = typeof json === 'object' && json !== null && !Array.isArray(json);
        const action = isObject ? json?.action : undefined;
        // guide: guard message.frameInfo.isMainFrame, isAllowed(message.frameInfo.securityOrigin),
        const taken =
          isMainFrame &&
          isAllowedParts(origin.protocol, origin.host, origin.port) &&
          isObject &&
          json?.v === 1 &&
          typeof json?.id === 'string' &&
          typeof action === 'string';
        const name = typeof action === 'string' ? action : undefined;
        const outcome = taken ? 'taken' : 'refused';
        record.messages.push({ ...entry, action: name, outcome, seq: record.next() });
        // guide: else { return replyHandler(nil, nil) }
        if (!taken || !json || typeof action !== 'string') return replyHandler(null, null);
        const raw = json.payload;
        const payload = (isObject && typeof raw === 'object' && raw !== null ? raw : {}) as Result;
        if (fireAndForget.has(action)) {
          // guide: replyHandler(nil, nil)  // at once: the page does not wait
          replyHandler(null, null);
          return carryOut(action, payload);
        }
        // guide: replyHandler(jsonText(result) ?? jsonText(fail("malformed answer")), nil)
        answerCall(action, payload, (result) => replyHandler(JSON.stringify(result), null));
      }),
  );
  await page.addInitScript(() => {
    const facts = { origin: self.origin, url: location.href, doc: String(Math.random()) };
    type Post = (b: unknown, f: unknown) => Promise<{ reply?: unknown; error?: string }>;
    const cuota = {
      postMessage(body: unknown) {
        const post = (window as unknown as { __guideWebKitPost: Post }).__guideWebKitPost;
        return post(body, facts).then((answer) => {
          if (answer.error !== undefined) throw new Error(answer.error);
          return answer.reply === null ? undefined : answer.reply;
        });
      },
    };
    const webkit = { messageHandlers: { cuota } };
    Object.defineProperty(window, 'webkit', { value: webkit });
  });

  function answerCall(action: string, payload: Result, answer: Answer) {
    switch (action) {
      case 'hello': {
        pageReady = true;
        // guide: answer(ok(["protocol": 1, "actions": handledActions]))
        answer(ok({ protocol: 1, actions: handledActions }));
        const queued = queuedEvents;
        queuedEvents = [];
        // guide: queued.forEach(send)
        queued.forEach(send);
        return;
      }
      case 'openPage':
      case 'openPageVariant':
        // guide: answer(openNativePage(payload["page"] as? String ?? "", payload) ? ok() : fail("unsupported"))
        return answer(fail('unsupported')); // openNativePage: the TODO returns false
      case 'goLogin':
        return answer(fail('cancelled')); // showLogin: the TODO gives up
      case 'shareTape':
        return answer(ok());
      case 'locate':
        // CLLocationManager, authorized: requestLocation, then didUpdateLocations.
        setTimeout(() => answer(ok({ ...position })), setup.locateAfterMs);
        return;
      default:
        answer(fail('unsupported'));
    }
  }

  function carryOut(action: string, payload: Result) {
    // guide: case "closeWebView": close()
    if (action === 'closeWebView') close();
    if (action === 'callTelephone') {
      const digits = String(payload.phone ?? '').replace(/[^0-9+]/g, '');
      if (digits) openOutside(`tel:${digits}`);
    }
  }

  function close() {
    record.closes.push({ seq: record.next(), url: view.url() });
  }

  // guide: func emit(_ event: String, _ payload: [String: Any]? = nil) {
  function emit(event: string, payload: unknown = null) {
    const message = { event, payload: payload ?? null };
    // guide: if pageReady && isAllowed(webView.url) { return send(message) }
    if (pageReady && isAllowed(view.url())) return send(message);
    // guide: guard event != "back" else { return }
    if (event === 'back') return;
    queuedEvents.push(message);
    // guide: if queuedEvents.count > maxQueuedEvents { queuedEvents.removeFirst() }
    if (queuedEvents.length > maxQueuedEvents) queuedEvents.shift();
  }

  function send(message: { event: string; payload: unknown }) {
    record.delivered.push({ event: message.event, seq: record.next() });
    // guide: callPage("emit(m.event, m.payload)", m: text)
    callPage('emit(m.event, m.payload)', JSON.stringify(message));
  }

  function callPage(call: string, m = 'null') {
    // guide: guard isAllowed(webView.url) else { return }
    if (!isAllowed(view.url())) return;
    const origin = JSON.stringify(allowedOrigin);
    view.run(
      `(function (m) { if (location.origin === ${origin}) { window.CuotaWeb && window.CuotaWeb.${call}; } })(${m})`,
    );
  }

  // guide: @objc func backTapped() {
  async function backTapped() {
    // guide: if pageReady && isAllowed(webView.url) {
    if (pageReady && isAllowed(view.url())) emit('back');
    // guide: } else if webView.canGoBack {
    else if (await view.canGoBack()) view.goBack();
    else close();
  }

  function openOutside(url: string) {
    // guide: guard ["http", "https", "tel", "mailto"].contains(url.scheme?.lowercased() ?? "") else { return }
    if (/^(https?|tel|mailto):/i.test(url)) record.openedOutside.push(url);
  }

  return {
    kind: 'ios',
    record,
    async start(path, params) {
      const url = new URL(allowedOrigin + path);
      for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
      for (const [name, value] of Object.entries(setup.session))
        url.searchParams.append(name, value);
      await view.load(url.toString());
    },
    back: backTapped,
    async foreground() {
      record.triggered.push({ event: 'resume', seq: record.next() });
      // guide: @objc private func enteredForeground() { emit("resume") }
      emit('resume');
    },
    alsoLoad: (origin) => loadAlso.add(origin),
    emit,
    dispose: () => view.detach(),
  };
}
