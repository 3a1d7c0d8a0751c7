/** The native actions: spec section 7's twelve, plus shareTape (a QA tape to the app) and locate. */
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

/**
 * Actions no flow reads an answer of: over the v1 protocol they resolve `{ ok: true, handledBy: 'app' }`
 * as soon as the message is sent (or queued before the host is ready), and the host does not answer
 * them (an answer is ignored). The others (openPage, openPageVariant, goLogin, shareTape, locate) wait
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
