import { eventChannel, type EventChannel } from 'redux-saga';
import { getContext } from 'typed-redux-saga';
import { resolveBrand } from '../../config/brand';
import { readRuntimeConfig } from '../../platform/config/runtime';
import { BRIDGE_ACTIONS, BRIDGE_TIMEOUTS, type BridgeAction } from '../../platform/bridge/actions';
import {
  DEFAULT_HANDLER_NAME,
  DEFAULT_HOST_NAME,
  detectV1,
  legacyPresent,
  senderOf,
  V1_TRANSPORTS,
  type HostNames,
} from '../../platform/bridge/transports';
import { copyText } from '../../ui/CopyButton';
import { FRAME_MESSAGE_TYPE } from './judge';
import type { FrameReport, TransportName } from './types';

/** What the page's lifecycle says after the tester left for the foreign page. */
export type Lifecycle = 'hidden' | 'visible' | 'pagehide';
type ShareOutcome = 'shared' | 'cancelled' | 'failed' | 'unavailable';

/**
 * Everything of the browser the checks read or use besides the bridge and the clock: the sagas take it
 * from their context (`bridgeCheckEnv`) when a test gives one, else this window's.
 */
export interface BridgeCheckEnv {
  /** The transport as the bridge picks it now (the configured one, else detection). */
  transport(): { name: TransportName; configured: boolean };
  /** Each action's time-out, config.js's `bridge.timeouts` included. */
  timeouts(): Record<BridgeAction, number>;
  /** The host objects this window has (the probe in the child frame reports them). */
  hostObjects(): string[];
  /** The probe's report to the page that holds its frame (same origin only). */
  postToParent(report: FrameReport): void;
  userAgent(): string;
  build(): string;
  /** The deployment's service phone: callTelephone's sample. */
  servicePhone(): string;
  /** The clipboard, or the selection fallback of old web views. */
  copy(text: string): Promise<boolean>;
  /** The system share sheet (Web Share), where the web view has one. */
  share(title: string, text: string): Promise<ShareOutcome>;
  /** The page hidden, visible again, or going (pagehide). */
  lifecycle(): EventChannel<Lifecycle>;
}

function hostNames(): HostNames {
  const bridge = readRuntimeConfig().bridge ?? {};
  return {
    hostName: bridge.hostName ?? DEFAULT_HOST_NAME,
    handlerName: bridge.handlerName ?? DEFAULT_HANDLER_NAME,
    methodNames: bridge.methodNames,
  };
}

/** The names the page looks for, as the report shows them. */
const OBJECT_NAMES: Record<'react-native' | 'webkit' | 'android', (names: HostNames) => string> = {
  'react-native': () => 'ReactNativeWebView',
  webkit: (names) => `webkit.messageHandlers.${names.handlerName}`,
  android: (names) => names.hostName,
};

const browserEnv: BridgeCheckEnv = {
  transport() {
    const configured = readRuntimeConfig().bridge?.transport;
    if (configured && configured !== 'auto') return { name: configured, configured: true };
    const names = hostNames();
    const v1 = detectV1(window, names);
    return { name: v1 ?? (legacyPresent(window, names) ? 'legacy' : 'none'), configured: false };
  },
  timeouts() {
    const overrides = readRuntimeConfig().bridge?.timeouts ?? {};
    const out = { ...BRIDGE_TIMEOUTS };
    for (const action of BRIDGE_ACTIONS) out[action] = overrides[action] ?? out[action];
    return out;
  },
  hostObjects() {
    const names = hostNames();
    const found = V1_TRANSPORTS.filter((kind) => senderOf(kind, window, names) !== undefined).map(
      (kind) => OBJECT_NAMES[kind](names),
    );
    return legacyPresent(window, names) ? [...found, 'legacy'] : found;
  },
  postToParent(report) {
    if (window.parent === window) return;
    window.parent.postMessage({ type: FRAME_MESSAGE_TYPE, ...report }, window.location.origin);
  },
  userAgent: () => window.navigator.userAgent.slice(0, 300),
  build: () => process.env.CUOTA_BUILD_ID ?? 'dev',
  servicePhone: () => resolveBrand(readRuntimeConfig().brand).servicePhone,
  copy: (text) => copyText(text),
  async share(title, text) {
    const nav = window.navigator;
    if (typeof nav.share !== 'function') return 'unavailable';
    try {
      await nav.share({ title, text });
      return 'shared';
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
    }
  },
  lifecycle() {
    return eventChannel<Lifecycle>((emit) => {
      const onVisibility = () => emit(document.visibilityState === 'hidden' ? 'hidden' : 'visible');
      const onPageHide = () => emit('pagehide');
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', onPageHide);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', onPageHide);
      };
    });
  },
};

/** The browser's side of the checks in a saga: the context's `bridgeCheckEnv` (tests), else this window's. */
export function* checkEnv() {
  const given = yield* getContext<BridgeCheckEnv | undefined>('bridgeCheckEnv');
  return given ?? browserEnv;
}
