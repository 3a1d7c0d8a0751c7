import type { BridgeEventName } from './events';

/** How a bridge call was carried out. */
export type BridgeHandledBy = 'app' | 'fallback' | 'none';

export interface BridgeResult {
  ok: boolean;
  handledBy: BridgeHandledBy;
  /** What the native side answered, if anything. */
  value?: unknown;
  /** 'timeout', 'unavailable' or the native error text. */
  error?: string;
}

export type BridgePayload = Record<string, unknown>;

/**
 * Every native action of spec section 7, plus shareTape (hands a QA tape's JSON to the native app) and
 * locate (a one-shot position: the app's when it offers one, else the web view's geolocation).
 * Each call resolves (after a time-out at worst); none rejects.
 */
export interface Bridge {
  isInApp(): boolean;
  /**
   * The handshake (sent once at boot, when the page takes events): value `{ actions }`, the actions the
   * host handles; the others then do what they do outside the app without waiting.
   */
  hello(): Promise<BridgeResult>;
  openPage(page: string, payload?: BridgePayload): Promise<BridgeResult>;
  openPageVariant(page: string, payload?: BridgePayload): Promise<BridgeResult>;
  closeWebView(): Promise<BridgeResult>;
  goProductPage(payload?: BridgePayload): Promise<BridgeResult>;
  goHome(): Promise<BridgeResult>;
  goMine(): Promise<BridgeResult>;
  goLogin(force?: boolean): Promise<BridgeResult>;
  callTelephone(phone: string): Promise<BridgeResult>;
  rateApp(): Promise<BridgeResult>;
  track(point: string, payload?: BridgePayload): Promise<BridgeResult>;
  startBankFlow(payload?: BridgePayload): Promise<BridgeResult>;
  endBankFlow(payload?: BridgePayload): Promise<BridgeResult>;
  shareTape(tape: string): Promise<BridgeResult>;
  /** value `{ latitude, longitude, accuracy }`; error 'denied', 'unavailable', 'timeout' or 'unsupported'. */
  locate(): Promise<BridgeResult>;
}

/** One event from the host: a known name and its payload as JSON data (null when none). */
export type BridgeEventListener = (event: BridgeEventName, payload: unknown) => void;

/** The host's events (`window.<namespace>.emit`), for the events saga; subscribe returns the unsubscribe. */
export interface BridgeEvents {
  subscribe(listener: BridgeEventListener): () => void;
}

/**
 * What the app's bridge offers besides the actions: the host's events, which the events saga turns
 * into `bridgeEventReceived`. Not part of `Bridge`: test fakes and QA replay have no events (a tape
 * holds the resulting actions); the tape recorder's wrapper passes `events` through.
 */
export interface BridgeEventSource {
  events: BridgeEvents;
}

/** The events of a bridge that has them (checked at run time: the saga context holds any Bridge). */
export function eventsOf(bridge: unknown): BridgeEvents | undefined {
  if (typeof bridge !== 'object' || bridge === null || !('events' in bridge)) return undefined;
  const { events } = bridge;
  return typeof events === 'object' &&
    events !== null &&
    'subscribe' in events &&
    typeof events.subscribe === 'function'
    ? (events as BridgeEvents)
    : undefined;
}
