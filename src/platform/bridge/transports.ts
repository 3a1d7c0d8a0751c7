import { BRIDGE_ACTIONS, type BridgeAction } from './actions';

/** `bridge.transport` in the runtime configuration. */
export const BRIDGE_TRANSPORTS = ['auto', 'react-native', 'webkit', 'android', 'legacy'] as const;
export type BridgeTransport = (typeof BRIDGE_TRANSPORTS)[number];
/** The transports of protocol v1, in the order `auto` looks for them. */
export type V1Transport = 'react-native' | 'webkit' | 'android';
export const V1_TRANSPORTS: readonly V1Transport[] = ['react-native', 'webkit', 'android'];

export const isBridgeTransport = (value: unknown): value is BridgeTransport =>
  typeof value === 'string' && (BRIDGE_TRANSPORTS as readonly string[]).includes(value);

/** Global object of the Android host (addJavascriptInterface), v1 and legacy. */
export const DEFAULT_HOST_NAME = 'CuotaNative';
/** The WKWebView script message handler of v1: `window.webkit.messageHandlers.cuota`. */
export const DEFAULT_HANDLER_NAME = 'cuota';

export interface HostNames {
  hostName: string;
  handlerName: string;
  /** Legacy: native method (Android) or message handler (iOS) per action; default the action's name. */
  methodNames?: Partial<Record<BridgeAction, string>>;
}

type Bag = Record<string, unknown>;
/**
 * Sends one v1 message (JSON text) to the host; returns what the host's postMessage returned (a
 * WKScriptMessageHandlerWithReply host returns a Promise of the answer).
 */
export type Send = (message: string) => unknown;

export const isObject = (value: unknown): value is Bag =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

/** `target[name]` when it is an object (a host object, a handler), else undefined. */
export function member(target: unknown, name: string): Bag | undefined {
  if (!isObject(target)) return undefined;
  const value = target[name];
  return isObject(value) ? value : undefined;
}

/** `postMessage` of an object, called on it (an Android interface object needs its `this`). */
function poster(target: Bag | undefined): Send | undefined {
  const post = target?.postMessage;
  if (typeof post !== 'function') return undefined;
  return (message) => (post as (m: string) => unknown).call(target, message);
}

/** The sender of one v1 transport when the host offers it right now. */
export function senderOf(kind: V1Transport, win: Window, names: HostNames): Send | undefined {
  switch (kind) {
    case 'react-native':
      return poster(member(win, 'ReactNativeWebView'));
    case 'webkit':
      return poster(member(member(member(win, 'webkit'), 'messageHandlers'), names.handlerName));
    case 'android':
      return poster(member(win, names.hostName));
  }
}

/** The first v1 transport the host offers (react-native-webview, WKWebView, Android), if any. */
export function detectV1(win: Window, names: HostNames): V1Transport | undefined {
  return V1_TRANSPORTS.find((kind) => senderOf(kind, win, names) !== undefined);
}

/** The legacy method or message handler name of an action. */
export const legacyName = (action: BridgeAction, names: HostNames): string =>
  names.methodNames?.[action] ?? action;

/**
 * A legacy host: the Android object without `postMessage` (one method per action), or a WKWebView
 * message handler named after an action.
 */
export function legacyPresent(win: Window, names: HostNames): boolean {
  const android = member(win, names.hostName);
  if (android && typeof android.postMessage !== 'function') return true;
  const handlers = member(member(win, 'webkit'), 'messageHandlers');
  return (
    handlers !== undefined &&
    BRIDGE_ACTIONS.some(
      (action) => poster(member(handlers, legacyName(action, names))) !== undefined,
    )
  );
}
