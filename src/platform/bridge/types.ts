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
