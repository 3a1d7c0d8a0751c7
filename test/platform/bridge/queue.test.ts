import { BRIDGE_TIMEOUTS, QUEUE_TIMEOUT_MS } from '../../../src/platform/bridge/actions';
import { BRIDGE_POLL_MS } from '../../../src/platform/bridge/channel';
import type { V1Transport } from '../../../src/platform/bridge/transports';
import { fakeWin, injectTransport, messagesOf, track, v1Setup } from './fakeHost';

const TRANSPORTS: V1Transport[] = ['react-native', 'webkit', 'android'];

describe('a configured transport the host has not injected yet: the queue', () => {
  it.each(TRANSPORTS)('%s: is in the app, and calls wait instead of falling back', (kind) => {
    const win = fakeWin();
    const { bridge, navigate } = v1Setup(win, { transport: kind });
    expect(bridge.isInApp()).toBe(true);
    const box = track(bridge.goLogin(true));
    expect(navigate).not.toHaveBeenCalled();
    expect(box.result).toBeUndefined();
  });

  it.each(TRANSPORTS)(
    '%s: queued calls are sent in order on ready(), then answered',
    async (kind) => {
      const win = fakeWin();
      const { bridge, clock, api } = v1Setup(win, { transport: kind });
      const login = track(bridge.goLogin(true));
      const page = track(bridge.openPage('repay', { orderId: '1' }));
      await clock.advance(1000);
      const post = injectTransport(win, kind);
      expect(post).not.toHaveBeenCalled();
      api().ready();
      const sent = messagesOf(post);
      expect(sent.map((m) => m.action)).toEqual(['goLogin', 'openPage']);
      expect(sent[1].payload).toEqual({ page: 'repay', orderId: '1' });
      api().receive(sent[0].id, { ok: true });
      api().receive(sent[1].id, { ok: true, value: 'opened' });
      await clock.advance(0);
      expect(login.result).toEqual({ ok: true, handledBy: 'app' });
      expect(page.result).toEqual({ ok: true, handledBy: 'app', value: 'opened' });
    },
  );

  it('the transport appearing is enough: the next poll tick sends the queue', async () => {
    const win = fakeWin();
    const { bridge, clock } = v1Setup(win, { transport: 'android' });
    void bridge.locate();
    await clock.advance(BRIDGE_POLL_MS * 2);
    const post = injectTransport(win, 'android');
    await clock.advance(BRIDGE_POLL_MS - 1);
    expect(post).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(messagesOf(post).map((m) => m.action)).toEqual(['locate']);
  });

  it('a new call sends the older queued ones first once the transport is there', () => {
    const win = fakeWin();
    const { bridge } = v1Setup(win, { transport: 'react-native' });
    void bridge.shareTape('{}');
    const post = injectTransport(win, 'react-native');
    void bridge.locate();
    expect(messagesOf(post).map((m) => m.action)).toEqual(['shareTape', 'locate']);
  });

  it('the time-out counts from the call: the wait in the queue included', async () => {
    const win = fakeWin();
    const { bridge, clock, api } = v1Setup(win, { transport: 'webkit' });
    const box = track(bridge.openPageVariant('x'));
    await clock.advance(3000);
    const post = injectTransport(win, 'webkit');
    api().ready();
    expect(post).toHaveBeenCalledTimes(1);
    await clock.advance(BRIDGE_TIMEOUTS.openPageVariant - 3000 - 1);
    expect(box.result).toBeUndefined();
    await clock.advance(1);
    expect(box.result).toEqual({ ok: false, handledBy: 'app', error: 'timeout' });
  });

  it('a host that never gets ready: each queued call times out at its time-out, not before', async () => {
    const win = fakeWin();
    const { bridge, clock, api, debug } = v1Setup(win, { transport: 'android' });
    const first = track(bridge.goLogin());
    await clock.advance(1000);
    const second = track(bridge.shareTape('{}'));
    api().ready(); // ready without a transport sends nothing
    await clock.advance(BRIDGE_TIMEOUTS.goLogin - 1000 - 1);
    expect(first.result).toBeUndefined();
    await clock.advance(1);
    expect(first.result).toEqual({ ok: false, handledBy: 'app', error: 'timeout' });
    expect(second.result).toBeUndefined();
    await clock.advance(1000);
    expect(second.result).toEqual({ ok: false, handledBy: 'app', error: 'timeout' });
    expect(debug).toHaveBeenCalledWith('bridge goLogin: timeout');
    // Nothing of the timed-out calls is sent when the host shows up later.
    const post = injectTransport(win, 'android');
    api().ready();
    await clock.advance(BRIDGE_POLL_MS * 3);
    expect(post).not.toHaveBeenCalled();
  });

  it('fire-and-forget calls resolve at once even while queued, and are sent on ready', async () => {
    const win = fakeWin();
    const { bridge, clock, api } = v1Setup(win, { transport: 'react-native' });
    const box = track(bridge.track('confirm', { productId: '1' }));
    await clock.advance(0);
    expect(box.result).toEqual({ ok: true, handledBy: 'app' });
    const post = injectTransport(win, 'react-native');
    api().ready();
    expect(messagesOf(post)).toEqual([
      {
        v: 1,
        id: expect.any(String),
        action: 'track',
        payload: { point: 'confirm', productId: '1' },
      },
    ]);
  });

  it('a queued fire-and-forget call is dropped after the time-out', async () => {
    const win = fakeWin();
    const { bridge, clock, debug } = v1Setup(win, { transport: 'android' });
    void bridge.closeWebView();
    await clock.advance(QUEUE_TIMEOUT_MS);
    expect(debug).toHaveBeenCalledWith('bridge closeWebView: dropped (host not ready)');
    const post = injectTransport(win, 'android');
    await clock.advance(BRIDGE_POLL_MS * 2);
    expect(post).not.toHaveBeenCalled();
  });

  it('stops polling once the queue is empty', async () => {
    const win = fakeWin();
    const { bridge, clock } = v1Setup(win, { transport: 'android' });
    void bridge.goLogin();
    await clock.advance(BRIDGE_TIMEOUTS.goLogin + BRIDGE_POLL_MS);
    const before = clock.pending();
    await clock.advance(BRIDGE_POLL_MS * 10);
    expect(clock.pending()).toBe(before);
  });
});
