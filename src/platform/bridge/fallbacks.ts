import { LOCATE_TIMEOUT_MS } from '../../config/constants';
import type { BridgeAction } from './actions';
import { errorText } from './legacy';
import type { BridgePayload, BridgeResult } from './types';

export interface FallbackOptions {
  win: Window;
  /** Default win.location.assign. */
  navigate?: (url: string) => void;
  debug: (msg: string) => void;
  /** rateApp opens this. */
  storeUrl?: string;
  /** goProductPage navigates here (default '/'). */
  productPath?: string;
  /** The browser's geolocation wait for locate (default LOCATE_TIMEOUT_MS). */
  locateTimeoutMs?: number;
}

/**
 * What each action does outside the app (and when the host answers 'unsupported' or, on the legacy
 * transport, has no method for it): callTelephone opens a sanitized tel: link, closeWebView goes back
 * in history, goProductPage and goHome navigate, rateApp opens the store link, locate asks the browser's
 * geolocation; the others do nothing and resolve handledBy 'none'.
 */
export function createFallbacks(options: FallbackOptions) {
  const { win, debug } = options;
  const navigate = options.navigate ?? ((url: string) => win.location.assign(url));
  const productPath = options.productPath ?? '/';
  const locateTimeoutMs = options.locateTimeoutMs ?? LOCATE_TIMEOUT_MS;

  const none = (action: BridgeAction): BridgeResult => {
    debug(`bridge ${action}: not available outside the app`);
    return { ok: false, handledBy: 'none', error: 'unavailable' };
  };

  const go = (action: BridgeAction, url: string): BridgeResult => {
    try {
      navigate(url);
      return { ok: true, handledBy: 'fallback' };
    } catch (error) {
      debug(`bridge ${action}: fallback failed`);
      return { ok: false, handledBy: 'fallback', error: errorText(error) };
    }
  };

  function sync(action: BridgeAction, body: BridgePayload): BridgeResult {
    switch (action) {
      case 'callTelephone': {
        const digits = String(body.phone ?? '').replace(/[^\d+]/g, '');
        return digits ? go(action, `tel:${digits}`) : none(action);
      }
      case 'closeWebView':
        if (win.history.length > 1) {
          win.history.back();
          return { ok: true, handledBy: 'fallback' };
        }
        return none(action);
      case 'goProductPage':
        return go(action, productPath);
      case 'goHome':
        return go(action, '/');
      case 'rateApp':
        return options.storeUrl ? go(action, options.storeUrl) : none(action);
      default:
        return none(action);
    }
  }

  return function fallback(action: BridgeAction, body: BridgePayload): Promise<BridgeResult> {
    // The browser's geolocation code loads when a page first asks for a position (not on first load).
    if (action === 'locate')
      return import(/* webpackChunkName: "geolocation" */ './geolocation').then(
        ({ browserPosition }) => browserPosition(win.navigator?.geolocation, locateTimeoutMs),
        (error: unknown): BridgeResult => ({
          ok: false,
          handledBy: 'none',
          error: errorText(error),
        }),
      );
    return Promise.resolve(sync(action, body));
  };
}
