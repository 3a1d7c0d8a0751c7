import {
  BRIDGE_ACTIONS,
  createBridge,
  type BridgeAction,
  type BridgeOptions,
} from '../../../src/platform/bridge/bridge';
import { BRIDGE_EVENTS } from '../../../src/platform/bridge/events';
import type { PageApi } from '../../../src/platform/bridge/pageApi';
import { clockTimers } from '../../../src/platform/bridge/timers';
import type { V1Transport } from '../../../src/platform/bridge/transports';
import type { Bridge, BridgeResult } from '../../../src/platform/bridge/types';
import { createVirtualClock } from '../../../src/platform/clock/clock';

/** A window as the bridge reads it: history and location for the fallbacks, plus what a host injects. */
export interface FakeWin {
  history: { length: number; back: jest.Mock };
  location: { assign: jest.Mock };
  [key: string]: unknown;
}

export function fakeWin(extra: Record<string, unknown> = {}): FakeWin {
  return { history: { length: 1, back: jest.fn() }, location: { assign: jest.fn() }, ...extra };
}

export interface V1Message {
  v: number;
  id: string;
  action: string;
  payload: Record<string, unknown>;
}

/** Injects a v1 transport into the window; `posted` gets each message as the host received it. */
export function injectTransport(win: FakeWin, kind: V1Transport, post = jest.fn()) {
  switch (kind) {
    case 'react-native':
      win.ReactNativeWebView = { postMessage: post };
      break;
    case 'webkit':
      win.webkit = { messageHandlers: { cuota: { postMessage: post } } };
      break;
    case 'android':
      win.CuotaNative = { postMessage: post };
      break;
  }
  return post;
}

/** The messages a host got, parsed (every v1 message is JSON text on every transport). */
export const messagesOf = (post: jest.Mock): V1Message[] =>
  post.mock.calls.map(([text]) => {
    expect(typeof text).toBe('string');
    return JSON.parse(text as string) as V1Message;
  });

/** The page namespace the bridge installed on the window. */
export const pageApiOf = (win: FakeWin, namespace = 'CuotaWeb'): PageApi =>
  win[namespace] as PageApi;

/** A bridge on a fake window and a virtual clock. */
export function v1Setup(win: FakeWin, options: Partial<BridgeOptions> = {}) {
  const clock = createVirtualClock();
  const debug = jest.fn();
  const navigate = jest.fn();
  const bridge = createBridge({
    win: win as unknown as Window,
    timers: clockTimers(clock),
    debug,
    navigate,
    ...options,
  });
  return { bridge, clock, debug, navigate, api: () => pageApiOf(win, options.namespace) };
}

/** Follows a promise's settlement without awaiting it (for checks on the virtual clock). */
export function track(promise: Promise<BridgeResult>) {
  const box: { result?: BridgeResult } = {};
  void promise.then((r) => (box.result = r));
  return box;
}

/** Each action called through the public Bridge with a sample payload, and the payload it must send. */
export const invocations: Record<
  BridgeAction,
  { run: (b: Bridge) => Promise<BridgeResult>; body: Record<string, unknown> }
> = {
  hello: {
    run: (b) => b.hello(),
    body: { protocol: 1, actions: [...BRIDGE_ACTIONS], events: [...BRIDGE_EVENTS] },
  },
  openPage: {
    run: (b) => b.openPage('repayment', { orderId: '9' }),
    body: { page: 'repayment', orderId: '9' },
  },
  openPageVariant: {
    run: (b) => b.openPageVariant('extension', { a: 1 }),
    body: { page: 'extension', a: 1 },
  },
  closeWebView: { run: (b) => b.closeWebView(), body: {} },
  goProductPage: { run: (b) => b.goProductPage({ productId: '3' }), body: { productId: '3' } },
  goHome: { run: (b) => b.goHome(), body: {} },
  goMine: { run: (b) => b.goMine(), body: {} },
  goLogin: { run: (b) => b.goLogin(true), body: { force: true } },
  callTelephone: { run: (b) => b.callTelephone('+52 55-1234'), body: { phone: '+52 55-1234' } },
  rateApp: { run: (b) => b.rateApp(), body: {} },
  track: {
    run: (b) => b.track('confirm', { productId: '3' }),
    body: { point: 'confirm', productId: '3' },
  },
  startBankFlow: { run: (b) => b.startBankFlow({ orderId: '1' }), body: { orderId: '1' } },
  endBankFlow: { run: (b) => b.endBankFlow(), body: {} },
  shareTape: { run: (b) => b.shareTape('{"header":{}}'), body: { tape: '{"header":{}}' } },
  locate: { run: (b) => b.locate(), body: {} },
};
