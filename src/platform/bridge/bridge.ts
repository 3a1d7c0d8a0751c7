import {
  BRIDGE_ACTIONS,
  BRIDGE_TIMEOUTS,
  isBridgeAction,
  isFireAndForget,
  type BridgeAction,
  type BridgeTimeouts,
} from './actions';
import { BRIDGE_EVENTS } from './events';
import { bridgeOf } from './bridgeOf';
import { listenToHost } from './hostMessages';
import { createChannel } from './channel';
import { createFallbacks } from './fallbacks';
import { createLegacy, errorText } from './legacy';
import { DEFAULT_NAMESPACE, pageEndpoint } from './pageApi';
import { LOGIN_STORAGE_KEY, loginMark } from '../session/take';
import type { KeyValueStorage } from '../storage/types';
import { globalTimers, type BridgeTimers } from './timers';
import {
  DEFAULT_HANDLER_NAME,
  DEFAULT_HOST_NAME,
  detectV1,
  legacyPresent,
  senderOf,
  type BridgeTransport,
  type HostNames,
} from './transports';
import type { Bridge, BridgeEventSource, BridgePayload, BridgeResult } from './types';

export { BRIDGE_ACTIONS, FIRE_AND_FORGET_ACTIONS, type BridgeAction } from './actions';
export { IOS_CALLBACK_NAME } from './legacy';
export { DEFAULT_NAMESPACE } from './pageApi';
export { DEFAULT_HANDLER_NAME, DEFAULT_HOST_NAME } from './transports';

export interface BridgeOptions {
  /** Injected for tests. */
  win: Window;
  /** 'auto' (default) detects react-native-webview, then WKWebView, then Android, then a legacy host. */
  transport?: BridgeTransport;
  /** Page-side namespace the host calls (`receive`, `ready`, `emit`); default 'CuotaWeb'. */
  namespace?: string;
  /** Global object the Android app injects; default 'CuotaNative'. */
  hostName?: string;
  /** The WKWebView message handler of protocol v1; default 'cuota'. */
  handlerName?: string;
  /** Legacy transport: native method (or iOS handler) names per action; defaults are the action names. */
  methodNames?: Partial<Record<BridgeAction, string>>;
  /** One time-out for every action (tests); default each action's own (BRIDGE_TIMEOUTS). */
  timeoutMs?: number;
  /** Per action (config.js `bridge.timeouts`); wins over timeoutMs. */
  timeouts?: BridgeTimeouts;
  /** How often queued calls look for the transport; default BRIDGE_POLL_MS. */
  pollMs?: number;
  /** Time-outs and the queue's poll; default the global setTimeout (tests: `clockTimers(virtualClock)`). */
  timers?: BridgeTimers;
  /** The browser's geolocation wait when the app does not locate; default LOCATE_TIMEOUT_MS. */
  locateTimeoutMs?: number;
  /** Outside the app, rateApp opens this. */
  storeUrl?: string;
  /** Outside the app, goProductPage navigates here (default '/'). */
  productPath?: string;
  /** Default win.location.assign. */
  navigate?: (url: string) => void;
  /** Default console.debug; only ever receives action and event names, never payload values. */
  debug?: (msg: string) => void;
  /** The tab's storage, where a goLogin sent to the host is marked (src/platform/session/session.ts). */
  storage?: KeyValueStorage;
}

/**
 * The native bridge (docs/EMBEDDING.md). Protocol v1 over the transport the host offers (or the
 * configured one, waiting for it in a queue), the legacy per-action host when that is what is there,
 * and each action's defined behaviour outside the app. Every call resolves (after the time-out at
 * worst); none rejects. Installs the page namespace (`window.CuotaWeb`) once per window.
 */
export function createBridge(options: BridgeOptions): Bridge & BridgeEventSource {
  const { win } = options;
  const transport = options.transport ?? 'auto';
  const timeoutFor = (action: BridgeAction): number =>
    options.timeouts?.[action] ?? options.timeoutMs ?? BRIDGE_TIMEOUTS[action];
  const timers = options.timers ?? globalTimers;
  const debug = options.debug ?? ((msg: string) => console.debug(msg));
  const names: HostNames = {
    hostName: options.hostName ?? DEFAULT_HOST_NAME,
    handlerName: options.handlerName ?? DEFAULT_HANDLER_NAME,
    methodNames: options.methodNames,
  };
  const endpoint = pageEndpoint(win, options.namespace ?? DEFAULT_NAMESPACE, debug);
  const fallback = createFallbacks({ ...options, debug });
  const legacy = createLegacy({ win, names, timers, timeoutFor, debug });
  const channel = createChannel({
    endpoint,
    timers,
    timeoutFor,
    pollMs: options.pollMs,
    debug,
    sender: () => {
      const kind = transport === 'auto' ? detectV1(win, names) : transport;
      return kind === undefined || kind === 'legacy' ? undefined : senderOf(kind, win, names);
    },
  });

  /** Which way a call goes right now. */
  const route = (): 'v1' | 'legacy' | 'outside' => {
    if (transport === 'legacy') return 'legacy';
    if (transport !== 'auto' || detectV1(win, names)) return 'v1';
    return legacyPresent(win, names) ? 'legacy' : 'outside';
  };

  const isInApp = (): boolean => {
    try {
      return route() !== 'outside';
    } catch {
      return false;
    }
  };

  /** The actions the host said it handles (its answer to `hello`); null: all are sent. */
  let hostActions: ReadonlySet<BridgeAction> | null = null;
  const listen = () => {
    try {
      listenToHost(win, names.hostName, endpoint.api);
    } catch {
      debug('bridge host messages not available');
    }
  };

  /**
   * A goLogin for the host marks the tab first: the host answers, then reloads the page with its new
   * session, which that load takes without asking (src/platform/session/session.ts). A login that did
   * not happen takes the mark back; a time-out keeps it (the app may still log in and reload).
   */
  async function run(action: BridgeAction, body: BridgePayload): Promise<BridgeResult> {
    const login = action === 'goLogin' && route() !== 'outside' ? options.storage : undefined;
    login?.set(LOGIN_STORAGE_KEY, loginMark(Date.now()));
    const result = await send(action, body);
    if (!result.ok && result.error !== 'timeout') login?.remove(LOGIN_STORAGE_KEY);
    return result;
  }

  async function send(action: BridgeAction, body: BridgePayload): Promise<BridgeResult> {
    const way = route();
    if (way === 'legacy') return legacy.call(action, body) ?? fallback(action, body);
    if (way === 'outside') return fallback(action, body);
    // An action the host said it does not handle does what it does outside the app, at once.
    if (hostActions && action !== 'hello' && !hostActions.has(action))
      return fallback(action, body);
    listen();
    const result = await channel.call(action, body, isFireAndForget(action));
    // A host without this action says so; the page then does what it does outside the app. A position
    // or a native page that does not come in time does too.
    const fallsBack =
      result.error === 'unsupported' ||
      (result.error === 'timeout' && (action === 'locate' || action === 'openPage'));
    return !result.ok && fallsBack ? fallback(action, body) : result;
  }

  /**
   * The handshake: the page can take events; the host's answer lists the actions it handles, and may
   * state the app's session, taken as its `sessionChanged` event.
   */
  async function hello(): Promise<BridgeResult> {
    const result = await call('hello', {
      protocol: 1,
      actions: [...BRIDGE_ACTIONS],
      events: [...BRIDGE_EVENTS],
    });
    const listed = result.ok ? handledActions(result.value) : null;
    if (listed) hostActions = new Set(listed);
    const { value } = result;
    if (result.ok && typeof value === 'object' && value !== null && 'session' in value)
      endpoint.api.emit('sessionChanged', value.session);
    return result;
  }

  const call = (action: BridgeAction, body: BridgePayload = {}): Promise<BridgeResult> => {
    try {
      return run(action, body).catch((error: unknown) => ({
        ok: false,
        handledBy: 'none' as const,
        error: errorText(error),
      }));
    } catch (error) {
      return Promise.resolve({ ok: false, handledBy: 'none', error: errorText(error) });
    }
  };

  listen();
  return { ...bridgeOf(call, hello, isInApp), events: endpoint.events };
}

/** The action names of a `hello` answer's value (`{ actions: [...] }`), or null when it is not that. */
function handledActions(value: unknown): BridgeAction[] | null {
  if (typeof value !== 'object' || value === null || !('actions' in value)) return null;
  const { actions } = value;
  if (!Array.isArray(actions) || !actions.every((a) => typeof a === 'string')) return null;
  return actions.filter(isBridgeAction);
}
