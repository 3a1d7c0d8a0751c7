import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A plain node:http reverse proxy in front of the demo server, for what classic WebDriver cannot do
 * in the page itself:
 * - `hook`: puts a small error hook (`/__engines/hook.js`, a same-origin script the CSP's 'self'
 *   allows) first in the head of every HTML page. It records console errors, uncaught exceptions,
 *   unhandled rejections, failed loads and CSP violations in the page (`window.__cuotaEngineErrors`)
 *   and beacons each one here, so the errors of a page already left are kept too. WebKitWebDriver has no
 *   log or BiDi channel; Gecko's errors come over BiDi instead. The hook is `defer`: it runs after the
 *   page's inline boot scripts and before DOMContentLoaded, in practice before the app's scripts (put
 *   in after the first paint), and does not block the parser (a blocking one had WebKit's preload
 *   scanner fetch the app's scripts early and its load event wait for them).
 * - `holdScripts`: holds every `/assets/*.js` request until `release()` (at most HOLD_LIMIT_MS): the
 *   prerendered page and its inline early-tap keeper are there, the app is not, as on a slow phone; a
 *   tap made then must be kept and replayed once the app comes.
 * Each proxy is its own origin: a fresh one has nothing cached and nothing stored.
 */
export interface EngineProxy {
  url: string;
  /** The hook's reports (page key, text, path), in arrival order. */
  reports: HookReport[];
  /** Lets the held scripts (and any later) through. */
  release(): void;
  close(): Promise<void>;
}

export interface HookReport {
  key: string;
  text: string;
  page: string;
}

/** The hook, as plain ES5 (it must run in any engine before anything else). */
export const HOOK_SOURCE = `(function () {
  var load = Math.random().toString(36).slice(2), n = 0, list = [];
  Object.defineProperty(window, '__cuotaEngineErrors', { value: list });
  function report(text) {
    n += 1;
    var entry = { key: load + ':' + n, text: String(text), page: location.pathname + location.search };
    list.push(entry);
    try { navigator.sendBeacon('/__engines/report', JSON.stringify(entry)); } catch (e) {}
  }
  addEventListener('error', function (e) {
    if (e instanceof ErrorEvent) report('uncaught: ' + e.message + ' (' + e.filename + ':' + e.lineno + ')');
    else if (e.target && e.target !== window)
      report('failed to load: ' + (e.target.currentSrc || e.target.src || e.target.href || e.target.tagName));
  }, true);
  addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    report('unhandled rejection: ' + ((r && r.message) || r));
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    report('csp: ' + e.violatedDirective + ' blocked ' + e.blockedURI);
  });
  var error = console.error;
  console.error = function () {
    report('console: ' + Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(console, arguments);
  };
})();
`;

const HOOK_TAG = '<script defer src="/__engines/hook.js"></script>';

/** Held scripts go through after this long even without `release()`: a failing test does not hang. */
const HOLD_LIMIT_MS = 20_000;

export async function startProxy(
  target: string,
  { hook = false, holdScripts = false }: { hook?: boolean; holdScripts?: boolean } = {},
): Promise<EngineProxy> {
  const backend = new URL(target);
  const reports: HookReport[] = [];
  let holding = holdScripts;
  const held: (() => void)[] = [];
  const release = () => {
    holding = false;
    for (const forward of held.splice(0)) forward();
  };
  const limit = holdScripts ? setTimeout(release, HOLD_LIMIT_MS) : undefined;
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy.local').pathname;
    if (hook && pathname === '/__engines/hook.js') {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(HOOK_SOURCE);
      return;
    }
    if (hook && pathname === '/__engines/report') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          reports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as HookReport);
        } catch {
          reports.push({ key: `bad:${reports.length}`, text: 'unreadable hook report', page: '' });
        }
        res.writeHead(204);
        res.end();
      });
      return;
    }
    const forward = () => {
      const headers = { ...req.headers };
      // Plain bodies, so an HTML page can take the hook.
      if (hook) delete headers['accept-encoding'];
      const upstream = http.request(
        {
          host: backend.hostname,
          port: backend.port,
          method: req.method,
          path: req.url,
          headers,
        },
        (answer) => {
          const html = /^text\/html/.test(String(answer.headers['content-type'] ?? ''));
          if (!hook || !html) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const page = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head[^>]*>/i, (head) => `${head}${HOOK_TAG}`);
            const body = Buffer.from(page, 'utf8');
            const out = { ...answer.headers, 'content-length': String(body.length) };
            delete out.etag;
            res.writeHead(answer.statusCode ?? 502, out);
            res.end(body);
          });
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    };
    if (holding && /^\/assets\/.+\.js$/.test(pathname)) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reports,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        clearTimeout(limit);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
