import type { BridgeAction } from './actions';
import type { Bridge, BridgePayload, BridgeResult } from './types';

/** One bridge call: never rejects (src/platform/bridge/bridge.ts). */
export type BridgeCall = (action: BridgeAction, body?: BridgePayload) => Promise<BridgeResult>;

/** The `Bridge` whose actions go through `call` (the handshake and isInApp as given). */
export function bridgeOf(
  call: BridgeCall,
  hello: () => Promise<BridgeResult>,
  isInApp: () => boolean,
): Bridge {
  return {
    isInApp,
    hello,
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
    locate: () => call('locate'),
  };
}
