import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What a document of another origin tries: every transport there is, with a hello, a locate (a position
 * is what a foreign page would want) and a closeWebView; and it listens for anything coming back
 * (`window.CuotaWeb` of its own, window messages, the Android object's messages, WebKit's replies).
 * Returns the transports it found; what reached it is in `window.__foreignGot`.
 */
export const TRY_EVERY_TRANSPORT = `(() => {
  const got = (window.__foreignGot = []);
  const tries = (window.__foreignTries = []);
  const note = (kind) => (...args) => got.push(kind + ' ' + JSON.stringify(args));
  window.CuotaWeb = { receive: note('receive'), emit: note('emit'), ready: note('ready') };
  window.addEventListener('message', (e) => got.push('window message ' + String(e.data)));
  const message = (id, action, payload) => JSON.stringify({ v: 1, id, action, payload });
  const messages = [
    message('foreign-1', 'hello', { protocol: 1, actions: ['hello', 'locate', 'closeWebView'], events: ['resume', 'back'] }),
    message('foreign-2', 'locate', {}),
    message('foreign-3', 'closeWebView', {}),
  ];
  const rn = window.ReactNativeWebView;
  if (rn && typeof rn.postMessage === 'function') {
    tries.push('react-native');
    for (const m of messages) rn.postMessage(m);
  }
  const handlers = window.webkit && window.webkit.messageHandlers;
  const cuota = handlers && handlers.cuota;
  if (cuota && typeof cuota.postMessage === 'function') {
    tries.push('webkit');
    for (const m of messages) {
      Promise.resolve(cuota.postMessage(m)).then(
        (reply) => reply === undefined || reply === null || got.push('webkit reply ' + String(reply)),
        (error) => got.push('webkit error ' + String(error)),
      );
    }
  }
  const android = window.CuotaNative;
  if (android && typeof android.postMessage === 'function') {
    tries.push('android');
    if (typeof android.addEventListener === 'function') {
      android.addEventListener('message', (e) => got.push('android message ' + String(e.data)));
    }
    for (const m of messages) android.postMessage(m);
  }
  return tries;
})()`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site</title>
<meta name="viewport" content="width=device-width"></head>
<body><h1>Another site</h1><p>A page of another origin inside the web view.</p>
<script>${TRY_EVERY_TRANSPORT}</script></body></html>`;

/** A second origin (another port): one page that tries every transport. */
export async function startForeignSite(): Promise<{ origin: string; url: string; close(): void }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { origin, url: `${origin}/3ds`, close };
}
