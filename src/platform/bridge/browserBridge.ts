import type { BridgeOptions } from './bridge';
import { bridgeOf, type BridgeCall } from './bridgeOf';
import { createFallbacks } from './fallbacks';
import { errorText } from './legacy';
import type { Bridge, BridgeResult } from './types';

/**
 * The bridge of a page that never runs inside the native app: the promotion landing, which visitors
 * open from an ad in a browser before they have the app (spec section 1). Every action, the handshake
 * included, does what the app's bridge does outside the app (src/platform/bridge/fallbacks.ts), and no
 * host transport, page namespace or host event listener is installed: the host transports stay out of
 * the landing's first load. The app's pages use createBridge (src/platform/bridge/bridge.ts).
 */
export function createBrowserBridge(options: BridgeOptions): Bridge {
  const debug = options.debug ?? ((msg: string) => console.debug(msg));
  const fallback = createFallbacks({ ...options, debug });
  const failed = (error: unknown): BridgeResult => ({
    ok: false,
    handledBy: 'none',
    error: errorText(error),
  });
  const call: BridgeCall = (action, body = {}) => {
    try {
      return fallback(action, body).catch(failed);
    } catch (error) {
      return Promise.resolve(failed(error));
    }
  };
  return bridgeOf(
    call,
    () => call('hello'),
    () => false,
  );
}
