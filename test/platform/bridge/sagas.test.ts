import { BRIDGE_TIMEOUTS } from '../../../src/platform/bridge/actions';

const LOGIN_MS = BRIDGE_TIMEOUTS.goLogin;
import { createBridge, type BridgeOptions } from '../../../src/platform/bridge/bridge';
import { clockTimers } from '../../../src/platform/bridge/timers';
import type { V1Transport } from '../../../src/platform/bridge/transports';
import { navigateTo } from '../../../src/shell/shellNavigation';
import { expireSession, goBack } from '../../../src/shell/uiSaga';
import { toastRequested } from '../../../src/shell/uiSlice';
import { fakeContext, type FakeContext } from '../../support/fakeContext';
import { sagaHarness } from '../../support/sagaHarness';
import { fakeWin, injectTransport, messagesOf, pageApiOf } from './fakeHost';

/**
 * The app's own sagas over the real bridge: a fake host window, and the bridge's timers on the saga
 * context's virtual clock, so time-outs and the queue are seen as the flows see them.
 */
function withHost(kind: V1Transport | null, options: Partial<BridgeOptions> = {}) {
  const win = fakeWin();
  const post = kind ? injectTransport(win, kind) : jest.fn();
  const context = fakeContext();
  const bridge = createBridge({
    win: win as unknown as Window,
    timers: clockTimers(context.clock),
    debug: jest.fn(),
    navigate: jest.fn(),
    ...options,
  });
  // The flows read only the Bridge interface; the fake's jest mocks are not needed here.
  const real = { ...context, bridge } as unknown as FakeContext;
  return { win, post, context: real, api: () => pageApiOf(win) };
}

const sessionToast = toastRequested({ messageId: 'common.sessionExpired' });

describe('flows over the real bridge, on the virtual clock', () => {
  it.each<V1Transport>(['react-native', 'webkit', 'android'])(
    '%s: a host that never answers goLogin: the message shows at exactly the goLogin time-out',
    async (kind) => {
      const { context } = withHost(kind);
      const run = sagaHarness(expireSession, { context });
      await run.clock.advance(LOGIN_MS - 1);
      expect(run.put).toEqual([]);
      await run.clock.advance(1);
      expect(run.put).toEqual([expect.objectContaining({ type: sessionToast.type })]);
    },
  );

  it('the host answers goLogin ok: no message', async () => {
    const { context, post, api } = withHost('android');
    const run = sagaHarness(expireSession, { context });
    api().receive(messagesOf(post)[0].id, { ok: true });
    await run.clock.advance(LOGIN_MS * 2);
    expect(run.put).toEqual([]);
  });

  it('an answer after the time-out changes nothing', async () => {
    const { context, post, api } = withHost('webkit');
    const run = sagaHarness(expireSession, { context });
    await run.clock.advance(LOGIN_MS);
    api().receive(messagesOf(post)[0].id, { ok: true });
    await run.clock.advance(LOGIN_MS);
    expect(run.put).toHaveLength(1);
  });

  it('fire-and-forget: the back button saga ends at once with a host that never answers', async () => {
    const { context, post } = withHost('react-native');
    const run = sagaHarness(goBack, { context });
    await run.clock.advance(0);
    expect(run.task.isRunning()).toBe(false);
    expect(messagesOf(post).map((m) => m.action)).toEqual(['closeWebView']);
  });

  it('navigation in the app waits for openPage; an unsupported answer moves the router instead', async () => {
    const { context, post, api } = withHost('android');
    const run = sagaHarness(navigateTo, { context }, { page: 'customerService' });
    const [message] = messagesOf(post);
    expect(message.payload).toEqual({ page: 'customerService' });
    expect(run.task.isRunning()).toBe(true);
    api().receive(message.id, '{"ok":false,"error":"unsupported"}');
    await run.clock.advance(0);
    expect(run.task.isRunning()).toBe(false);
    expect(await run.task.toPromise()).toBe(true);
  });

  it('queue before ready: goLogin made before the host is ready is sent on ready and answered', async () => {
    const { context, win, api } = withHost(null, { transport: 'android' });
    const run = sagaHarness(expireSession, { context });
    await run.clock.advance(2000);
    const post = injectTransport(win, 'android');
    api().ready();
    api().receive(messagesOf(post)[0].id, { ok: true });
    await run.clock.advance(LOGIN_MS);
    expect(run.put).toEqual([]);
  });

  it('queue times out: the host never gets ready, the message shows at the goLogin time-out', async () => {
    const { context } = withHost(null, { transport: 'webkit' });
    const run = sagaHarness(expireSession, { context });
    await run.clock.advance(LOGIN_MS - 1);
    expect(run.put).toEqual([]);
    await run.clock.advance(1);
    expect(run.put).toHaveLength(1);
  });
});
