import { channel, type Channel } from 'redux-saga';
import { BRIDGE_TIMEOUTS } from '../../../src/platform/bridge/actions';
import type { BridgeCheckEnv, Lifecycle } from '../../../src/qa/bridgeCheck/browser';
import type { FrameReport, TransportName } from '../../../src/qa/bridgeCheck/types';
import { fakeContext, type FakeContext } from '../../support/fakeContext';

/** The browser side of the checks, faked: what the window has, what the probe posts, the lifecycle. */
export function fakeEnv(
  options: {
    transport?: TransportName;
    objects?: string[];
    copies?: boolean;
    share?: boolean;
  } = {},
) {
  const posted: FrameReport[] = [];
  const copied: string[] = [];
  const shared: string[] = [];
  let lifecycle: Channel<Lifecycle> | null = null;
  const env: BridgeCheckEnv = {
    transport: () => ({ name: options.transport ?? 'android', configured: false }),
    timeouts: () => ({ ...BRIDGE_TIMEOUTS }),
    hostObjects: () => options.objects ?? [],
    postToParent: (report) => void posted.push(report),
    userAgent: () => 'TestAgent/1.0',
    build: () => 'test-build',
    servicePhone: () => '800 123 4567',
    copy: (text) => {
      copied.push(text);
      return Promise.resolve(options.copies ?? true);
    },
    share: (_title, text) => {
      shared.push(text);
      return Promise.resolve(options.share ? 'shared' : 'unavailable');
    },
    lifecycle: () => {
      lifecycle = channel<Lifecycle>();
      return lifecycle;
    },
  };
  /** The page's lifecycle as the browser would report it to the running foreign check. */
  const emit = (event: Lifecycle) => lifecycle?.put(event);
  return { env, posted, copied, shared, emit };
}

/** A fake saga context (in the app or not) with the env in it, as the sagas read it. */
export function contextWith(env: BridgeCheckEnv, inApp = true): FakeContext {
  return Object.assign(fakeContext({ inApp }), { bridgeCheckEnv: env });
}
