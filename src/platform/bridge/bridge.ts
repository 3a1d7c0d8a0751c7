import { BRIDGE_TIMEOUT_MS, LOCATE_TIMEOUT_MS } from '../../config/constants';
import { browserPosition } from './geolocation';
import type { Bridge, BridgePayload, BridgeResult } from './types';

export type BridgeAction =
  | 'openPage'
  | 'openPageVariant'
  | 'closeWebView'
  | 'goProductPage'
  | 'goHome'
  | 'goMine'
  | 'goLogin'
  | 'callTelephone'
  | 'rateApp'
  | 'track'
  | 'startBankFlow'
  | 'endBankFlow'
  | 'shareTape'
  | 'locate';

export const BRIDGE_ACTIONS: readonly BridgeAction[] = [
  'openPage',
  'openPageVariant',
  'closeWebView',
  'goProductPage',
  'goHome',
  'goMine',
  'goLogin',
  'callTelephone',
  'rateApp',
  'track',
  'startBankFlow',
  'endBankFlow',
  'shareTape',
  'locate',
];

export interface BridgeOptions {
  /** Injected for tests. */
  win: Window;
  /** Global object the Android app injects; default 'CuotaNative'. */
  hostName?: string;
  /** Native method names per action (the spec does not show them); defaults are the action names. */
  methodNames?: Partial<Record<BridgeAction, string>>;
  /** Default BRIDGE_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The browser's geolocation wait when the app does not locate; default LOCATE_TIMEOUT_MS. */
  locateTimeoutMs?: number;
  /** Outside the app, rateApp opens this. */
  storeUrl?: string;
  /** Outside the app, goProductPage navigates here (default '/'). */
  productPath?: string;
  /** Default win.location.assign. */
  navigate?: (url: string) => void;
  /** Default console.debug; only ever receives action names, never payload values. */
  debug?: (msg: string) => void;
}

/** Global the iOS side calls with (callbackId, value) to answer a postMessage. */
export const IOS_CALLBACK_NAME = '__cuotaBridgeCallback';
export const DEFAULT_HOST_NAME = 'CuotaNative';

type NativeMethod = (json: string) => unknown;
interface MessageHandler {
  postMessage(message: unknown): void;
}
type Callback = (callbackId: string, value?: unknown) => void;
type Bag = Record<string, unknown>;

const isObject = (value: unknown): value is Bag =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'native error';

export function createBridge(options: BridgeOptions): Bridge {
  const { win } = options;
  const hostName = options.hostName ?? DEFAULT_HOST_NAME;
  const timeoutMs = options.timeoutMs ?? BRIDGE_TIMEOUT_MS;
  const productPath = options.productPath ?? '/';
  const debug = options.debug ?? ((msg: string) => console.debug(msg));
  const navigate = options.navigate ?? ((url: string) => win.location.assign(url));
  const winBag = win as unknown as Bag;
  const pending = new Map<string, (value: unknown) => void>();
  let nextId = 0;

  const methodOf = (action: BridgeAction): string => options.methodNames?.[action] ?? action;

  const androidHost = (): Bag | undefined => {
    const host = winBag[hostName];
    return isObject(host) ? host : undefined;
  };

  const iosHandlers = (): Bag | undefined => {
    const webkit = winBag.webkit;
    if (!isObject(webkit)) return undefined;
    const handlers = webkit.messageHandlers;
    return isObject(handlers) ? handlers : undefined;
  };

  const iosHandler = (method: string): MessageHandler | undefined => {
    const handler = iosHandlers()?.[method];
    return isObject(handler) && typeof handler.postMessage === 'function'
      ? (handler as unknown as MessageHandler)
      : undefined;
  };

  const installCallback = () => {
    if (typeof winBag[IOS_CALLBACK_NAME] === 'function') {
      const existing = winBag[IOS_CALLBACK_NAME] as Callback & { cuotaBridge?: boolean };
      if (existing.cuotaBridge) return;
    }
    const callback: Callback & { cuotaBridge?: boolean } = (callbackId, value) => {
      const resolve = pending.get(String(callbackId));
      if (!resolve) return;
      pending.delete(String(callbackId));
      resolve(value);
    };
    callback.cuotaBridge = true;
    winBag[IOS_CALLBACK_NAME] = callback;
  };

  const isInApp = (): boolean => {
    if (androidHost()) return true;
    const handlers = iosHandlers();
    return (
      handlers !== undefined &&
      BRIDGE_ACTIONS.some((action) => iosHandler(methodOf(action)) !== undefined)
    );
  };

  /** Races the native answer against the time-out; never rejects. */
  const withTimeout = (action: BridgeAction, answer: Promise<unknown>, onTimeout?: () => void) =>
    new Promise<BridgeResult>((resolve) => {
      let settled = false;
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        onTimeout?.();
        debug(`bridge ${action}: timeout`);
        resolve({ ok: false, handledBy: 'app', error: 'timeout' });
      }, timeoutMs);
      answer.then(
        (value) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(
            value === undefined
              ? { ok: true, handledBy: 'app' }
              : { ok: true, handledBy: 'app', value },
          );
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          debug(`bridge ${action}: native error`);
          resolve({ ok: false, handledBy: 'app', error: errorText(error) });
        },
      );
    });

  /** Tries the native app; undefined when this action has no native method here. */
  const callNative = (
    action: BridgeAction,
    body: BridgePayload,
  ): Promise<BridgeResult> | undefined => {
    const method = methodOf(action);
    const json = JSON.stringify(body);
    const host = androidHost();
    const fn = host?.[method];
    if (host && typeof fn === 'function') {
      let answer: Promise<unknown>;
      try {
        // Android answers synchronously or with a Promise.
        answer = Promise.resolve((fn as NativeMethod).call(host, json));
      } catch (error) {
        debug(`bridge ${action}: native error`);
        return Promise.resolve({ ok: false, handledBy: 'app', error: errorText(error) });
      }
      return withTimeout(action, answer);
    }
    const handler = iosHandler(method);
    if (handler) {
      installCallback();
      nextId += 1;
      const callbackId = `cb${nextId}`;
      const answer = new Promise<unknown>((resolve) => pending.set(callbackId, resolve));
      try {
        handler.postMessage({ payload: json, callbackId });
      } catch (error) {
        pending.delete(callbackId);
        debug(`bridge ${action}: native error`);
        return Promise.resolve({ ok: false, handledBy: 'app', error: errorText(error) });
      }
      return withTimeout(action, answer, () => pending.delete(callbackId));
    }
    return undefined;
  };

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

  /** The defined behaviour outside the app (or when the app lacks the method). */
  const fallback = (action: BridgeAction, body: BridgePayload): BridgeResult => {
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
  };

  const call = (action: BridgeAction, body: BridgePayload = {}): Promise<BridgeResult> => {
    try {
      const native = callNative(action, body);
      if (native) return native;
      return Promise.resolve(fallback(action, body));
    } catch (error) {
      return Promise.resolve({ ok: false, handledBy: 'none', error: errorText(error) });
    }
  };

  return {
    isInApp,
    openPage: (page, payload) => call('openPage', { page, ...payload }),
    openPageVariant: (page, payload) => call('openPageVariant', { page, ...payload }),
    closeWebView: () => call('closeWebView'),
    goProductPage: (payload) => call('goProductPage', { ...payload }),
    goHome: () => call('goHome'),
    goMine: () => call('goMine'),
    goLogin: (force) => call('goLogin', force === undefined ? {} : { force }),
    callTelephone: (phone) => call('callTelephone', { phone }),
    rateApp: () => call('rateApp'),
    track: (point, payload) => call('track', { point, ...payload }),
    startBankFlow: (payload) => call('startBankFlow', { ...payload }),
    endBankFlow: (payload) => call('endBankFlow', { ...payload }),
    shareTape: (tape) => call('shareTape', { tape }),
    locate: () => {
      try {
        // The app's position when it offers one, else the web view's own geolocation.
        return (
          callNative('locate', {}) ??
          browserPosition(win.navigator?.geolocation, options.locateTimeoutMs ?? LOCATE_TIMEOUT_MS)
        );
      } catch (error) {
        return Promise.resolve({ ok: false, handledBy: 'none', error: errorText(error) });
      }
    },
  };
}
