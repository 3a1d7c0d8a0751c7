import { member } from './transports';
import type { PageApi } from './pageApi';

/**
 * Messages from the host on the Android message-listener transport (androidx.webkit
 * `addWebMessageListener`): the injected object is also the host's way back. Its `JavaScriptReplyProxy`
 * posts JSON text, `{ v: 1, id, result }` (an answer, as `receive(id, result)`) or `{ v: 1, event,
 * payload }` (an event, as `emit(event, payload)`). Bound to the page and frame that sent the message,
 * the reply proxy cannot reach another page; whatever else arrives is ignored.
 */
function readHostMessage(data: unknown, api: PageApi): void {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
  }
  if (typeof message !== 'object' || message === null || !('v' in message) || message.v !== 1) {
    return;
  }
  if ('id' in message && 'result' in message) api.receive(message.id, message.result);
  else if ('event' in message)
    api.emit(message.event, 'payload' in message ? message.payload : null);
}

const listening = new WeakSet<object>();

/** Listens once on the host's injected object when it can send messages back (`addEventListener`). */
export function listenToHost(win: Window, hostName: string, api: PageApi): void {
  const host = member(win, hostName);
  if (!host || listening.has(host)) return;
  const add = host.addEventListener;
  if (typeof add !== 'function') return;
  listening.add(host);
  try {
    add.call(host, 'message', (event: unknown) => {
      readHostMessage(
        typeof event === 'object' && event !== null && 'data' in event ? event.data : null,
        api,
      );
    });
  } catch {
    // An object that refuses listeners answers through `receive` like the other hosts.
  }
}
