/**
 * The native actions: spec section 7's twelve, plus shareTape (a QA tape to the app), locate, and hello
 * (the page's handshake: it can take events now; the host answers the actions it handles).
 */
export type BridgeAction =
  | 'hello'
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
  'hello',
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

/**
 * Actions no flow reads an answer of: over the v1 protocol they resolve `{ ok: true, handledBy: 'app' }`
 * as soon as the message is sent (or queued before the host is ready), and the host does not answer
 * them (an answer is ignored). The others (hello, openPage, openPageVariant, goLogin, shareTape, locate) wait
 * for the host's answer up to the time-out: navigation and the session's login fall back on a failure,
 * the test page shows the share's outcome and the position.
 */
export const FIRE_AND_FORGET_ACTIONS: readonly BridgeAction[] = [
  'track',
  'closeWebView',
  'goHome',
  'goMine',
  'goProductPage',
  'rateApp',
  'callTelephone',
  'startBankFlow',
  'endBankFlow',
];

export const isFireAndForget = (action: BridgeAction): boolean =>
  FIRE_AND_FORGET_ACTIONS.includes(action);

/** Milliseconds a fire-and-forget call may wait in the queue for the host's transport. */
export const QUEUE_TIMEOUT_MS = 5_000;

/**
 * How long the page waits for each answered action's answer (queue time included), one table; each may
 * be changed in config.js (`bridge.timeouts`). Actions that show a native screen the user works in wait
 * long; `locate` waits for a GPS fix. On a time-out locate and the page openers fall back as on
 * 'unsupported'.
 */
export const BRIDGE_TIMEOUTS: Readonly<Record<BridgeAction, number>> = {
  hello: 5_000,
  openPage: 10_000,
  openPageVariant: 10_000,
  goLogin: 120_000,
  shareTape: 120_000,
  locate: 20_000,
  closeWebView: QUEUE_TIMEOUT_MS,
  goProductPage: QUEUE_TIMEOUT_MS,
  goHome: QUEUE_TIMEOUT_MS,
  goMine: QUEUE_TIMEOUT_MS,
  callTelephone: QUEUE_TIMEOUT_MS,
  rateApp: QUEUE_TIMEOUT_MS,
  track: QUEUE_TIMEOUT_MS,
  startBankFlow: QUEUE_TIMEOUT_MS,
  endBankFlow: QUEUE_TIMEOUT_MS,
};

/** Bounds of a configured time-out (config.js `bridge.timeouts`). */
const MIN_BRIDGE_TIMEOUT_MS = 1_000;
const MAX_BRIDGE_TIMEOUT_MS = 600_000;

export const isBridgeAction = (value: unknown): value is BridgeAction =>
  typeof value === 'string' && (BRIDGE_ACTIONS as readonly string[]).includes(value);

export type BridgeTimeouts = Partial<Record<BridgeAction, number>>;

/** `bridge.timeouts` of config.js: whole milliseconds within the bounds per known action; else undefined. */
export function parseBridgeTimeouts(raw: unknown): BridgeTimeouts | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const out: BridgeTimeouts = {};
  for (const [action, ms] of Object.entries(raw)) {
    if (!isBridgeAction(action) || typeof ms !== 'number' || !Number.isInteger(ms)) continue;
    if (ms >= MIN_BRIDGE_TIMEOUT_MS && ms <= MAX_BRIDGE_TIMEOUT_MS) out[action] = ms;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
