import type { BridgeEventName } from '../../platform/bridge/events';
import type { Bridge, BridgePayload, BridgeResult } from '../../platform/bridge/types';
import type { CheckedAction } from './types';

/** The actions the page calls by itself: none shows a native screen or leaves the page. */
export const AUTOMATIC_ACTIONS: readonly CheckedAction[] = ['track'];

/**
 * The actions that show a native screen, leave the page or close the web view: each runs only when the
 * tester taps its Run button.
 */
export const CONSENT_ACTIONS: readonly CheckedAction[] = [
  'openPage',
  'openPageVariant',
  'goLogin',
  'shareTape',
  'locate',
  'callTelephone',
  'rateApp',
  'goHome',
  'goMine',
  'goProductPage',
  'startBankFlow',
  'endBankFlow',
  'closeWebView',
];

export const isConsentAction = (value: unknown): value is CheckedAction =>
  typeof value === 'string' && (CONSENT_ACTIONS as readonly string[]).includes(value);

/** The point the automatic `track` sends. */
export const TRACK_POINT = 'bridgeCheck';

/** The sample order and product of the demo (`npm start` prints them in its links). */
const SAMPLE_ORDER_ID = '1174';
const SAMPLE_PRODUCT_ID = '1';

/** A QA tape with no entries, valid against src/qa/tape/tape.schema.json: what shareTape hands over. */
export const SAMPLE_TAPE = JSON.stringify({
  header: {
    format: 1,
    build: 'bridge-check',
    locale: 'es-MX',
    brand: 'bridge-check',
    startedAt: 0,
    userAgent: 'bridge-check',
    initialState: {},
    initialActions: 0,
    checkpointEvery: 50,
    truncated: false,
    firstSeq: 1,
  },
  entries: [],
});

/** Each action's sample payload, as the host receives it (`phone`: the deployment's service phone). */
function samplePayload(action: CheckedAction, phone: string): BridgePayload {
  switch (action) {
    case 'track':
      return { point: TRACK_POINT };
    case 'openPage':
    case 'openPageVariant':
      return { page: 'customerService' };
    case 'goLogin':
      return { force: true };
    case 'shareTape':
      return { tape: SAMPLE_TAPE };
    case 'callTelephone':
      return { phone };
    case 'goProductPage':
      return { productId: SAMPLE_PRODUCT_ID };
    case 'startBankFlow':
      return { orderId: SAMPLE_ORDER_ID };
    case 'endBankFlow':
      return { orderId: SAMPLE_ORDER_ID, cardId: '1' };
    default:
      return {};
  }
}

/** The payload as the page lists it next to the action (the tape shortened). */
export function shownPayload(action: CheckedAction, phone: string): string {
  const payload = samplePayload(action, phone);
  if (action === 'shareTape') return `{"tape":"<${SAMPLE_TAPE.length} B>"}`;
  return JSON.stringify(payload);
}

/** Calls one action on the bridge with its sample payload, as the app's flows call it. */
export function callAction(bridge: Bridge, action: CheckedAction, phone: string) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const payload = samplePayload(action, phone);
  const calls: Record<CheckedAction, () => Promise<BridgeResult>> = {
    track: () => bridge.track(TRACK_POINT),
    openPage: () => bridge.openPage(text(payload.page)),
    openPageVariant: () => bridge.openPageVariant(text(payload.page)),
    goLogin: () => bridge.goLogin(true),
    shareTape: () => bridge.shareTape(SAMPLE_TAPE),
    locate: () => bridge.locate(),
    callTelephone: () => bridge.callTelephone(phone),
    rateApp: () => bridge.rateApp(),
    goHome: () => bridge.goHome(),
    goMine: () => bridge.goMine(),
    goProductPage: () => bridge.goProductPage(payload),
    startBankFlow: () => bridge.startBankFlow(payload),
    endBankFlow: () => bridge.endBankFlow(payload),
    closeWebView: () => bridge.closeWebView(),
  };
  return calls[action]();
}

/** What the host injects to send each event (the guide's hosts do exactly this), as the page shows it. */
export const EVENT_CODE: Readonly<Record<BridgeEventName, string>> = {
  resume: "window.CuotaWeb && window.CuotaWeb.emit('resume', null)",
  bankFlowEnded: "window.CuotaWeb && window.CuotaWeb.emit('bankFlowEnded', null)",
  back: "window.CuotaWeb && window.CuotaWeb.emit('back', null)",
  languageChanged: 'window.CuotaWeb && window.CuotaWeb.emit(\'languageChanged\', {"locale":"en"})',
  sessionChanged:
    'window.CuotaWeb && window.CuotaWeb.emit(\'sessionChanged\', {"sessionId":"…","userId":"…"})',
  startTape: "window.CuotaWeb && window.CuotaWeb.emit('startTape', null)",
  stopTape: "window.CuotaWeb && window.CuotaWeb.emit('stopTape', null)",
  exportTape: "window.CuotaWeb && window.CuotaWeb.emit('exportTape', null)",
};
