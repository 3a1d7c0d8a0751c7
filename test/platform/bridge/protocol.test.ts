import { BRIDGE_TIMEOUTS } from '../../../src/platform/bridge/actions';
import {
  BRIDGE_ACTIONS,
  FIRE_AND_FORGET_ACTIONS,
  type BridgeAction,
} from '../../../src/platform/bridge/bridge';
import type { V1Transport } from '../../../src/platform/bridge/transports';
import { fakeWin, injectTransport, invocations, messagesOf, track, v1Setup } from './fakeHost';

const TRANSPORTS: V1Transport[] = ['react-native', 'webkit', 'android'];
const ANSWERED = BRIDGE_ACTIONS.filter((a) => !FIRE_AND_FORGET_ACTIONS.includes(a));
const cases = TRANSPORTS.flatMap((kind) =>
  BRIDGE_ACTIONS.map((action) => [kind, action] as [V1Transport, BridgeAction]),
);

it('the sample table covers every action', () => {
  expect(Object.keys(invocations).sort()).toEqual([...BRIDGE_ACTIONS].sort());
  expect(BRIDGE_ACTIONS).toHaveLength(15);
});

describe('protocol v1 round trip on each transport', () => {
  it.each(cases)('%s: %s sends { v: 1, id, action, payload } as JSON text', (kind, action) => {
    const win = fakeWin();
    const post = injectTransport(win, kind);
    const { bridge } = v1Setup(win);
    void invocations[action].run(bridge);
    expect(post).toHaveBeenCalledTimes(1);
    const [message] = messagesOf(post);
    expect(message).toEqual({
      v: 1,
      id: expect.any(String),
      action,
      payload: invocations[action].body,
    });
  });

  it.each(TRANSPORTS.flatMap((k) => ANSWERED.map((a) => [k, a] as const)))(
    '%s: %s resolves with the answer given to receive(id, result)',
    async (kind, action) => {
      const win = fakeWin();
      const post = injectTransport(win, kind);
      const { bridge, api } = v1Setup(win);
      const pending = invocations[action].run(bridge);
      const [{ id }] = messagesOf(post);
      api().receive(id, { ok: true, value: { answer: action } });
      expect(await pending).toEqual({ ok: true, handledBy: 'app', value: { answer: action } });
    },
  );

  it.each(TRANSPORTS.flatMap((k) => FIRE_AND_FORGET_ACTIONS.map((a) => [k, a] as const)))(
    '%s: %s resolves at once after sending, with no answer awaited',
    async (kind, action) => {
      const win = fakeWin();
      const post = injectTransport(win, kind);
      const { bridge, clock } = v1Setup(win);
      const box = track(invocations[action].run(bridge));
      await clock.advance(0);
      expect(box.result).toEqual({ ok: true, handledBy: 'app' });
      expect(post).toHaveBeenCalledTimes(1);
      // No timer was left for it.
      expect(clock.pending()).toBe(0);
    },
  );

  it('calls the Android interface object with itself as this', () => {
    const win = fakeWin();
    const host = {
      seen: [] as string[],
      postMessage(this: { seen: string[] }, message: string) {
        this.seen.push(message);
      },
    };
    win.CuotaNative = host;
    void v1Setup(win).bridge.goHome();
    expect(host.seen).toHaveLength(1);
  });

  it('routes concurrent answers by id, and ids are unique', async () => {
    const win = fakeWin();
    const post = injectTransport(win, 'android');
    const { bridge, api } = v1Setup(win);
    const one = bridge.openPage('a');
    const two = bridge.openPage('b');
    const [first, second] = messagesOf(post);
    expect(first.id).not.toBe(second.id);
    api().receive(second.id, '{"ok":true,"value":"b"}');
    api().receive(first.id, { ok: true, value: 'a' });
    expect((await one).value).toBe('a');
    expect((await two).value).toBe('b');
  });
});

describe('answers', () => {
  async function answered(result: unknown) {
    const win = fakeWin();
    const post = injectTransport(win, 'webkit');
    const { bridge, api } = v1Setup(win);
    const pending = bridge.goLogin(true);
    api().receive(messagesOf(post)[0].id, result);
    return pending;
  }

  it.each([
    [{ ok: true }, { ok: true, handledBy: 'app' }],
    ['{"ok":true}', { ok: true, handledBy: 'app' }],
    [
      { ok: true, value: null },
      { ok: true, handledBy: 'app', value: null },
    ],
    [
      { ok: false, error: 'denied' },
      { ok: false, handledBy: 'app', error: 'denied' },
    ],
    ['{"ok":false,"error":"denied"}', { ok: false, handledBy: 'app', error: 'denied' }],
    [{ ok: false }, { ok: false, handledBy: 'app', error: 'native error' }],
    [
      { ok: false, error: 7 },
      { ok: false, handledBy: 'app', error: 'native error' },
    ],
    [undefined, { ok: false, handledBy: 'app', error: 'malformed answer' }],
    ['yes', { ok: false, handledBy: 'app', error: 'malformed answer' }],
    [{ ok: 'true' }, { ok: false, handledBy: 'app', error: 'malformed answer' }],
    [[true], { ok: false, handledBy: 'app', error: 'malformed answer' }],
    [
      { ok: true, value: () => 1 },
      { ok: true, handledBy: 'app' },
    ],
    [
      { ok: true, value: { at: new Date(0) } },
      { ok: true, handledBy: 'app', value: { at: '1970-01-01T00:00:00.000Z' } },
    ],
  ])('%p reads as %p', async (result, expected) => {
    expect(await answered(result)).toEqual(expected);
  });

  it('an answer over 64 KB of JSON is malformed', async () => {
    expect(await answered(`{"ok":true,"value":"${'x'.repeat(70_000)}"}`)).toEqual({
      ok: false,
      handledBy: 'app',
      error: 'malformed answer',
    });
  });

  it("an 'unsupported' answer gives the action's outside-the-app behaviour", async () => {
    const win = fakeWin();
    const post = injectTransport(win, 'react-native');
    const { bridge, api } = v1Setup(win);
    const pending = bridge.openPage('repay');
    api().receive(messagesOf(post)[0].id, { ok: false, error: 'unsupported' });
    expect(await pending).toEqual({ ok: false, handledBy: 'none', error: 'unavailable' });
  });

  it('a send that throws resolves as a failure, never rejects', async () => {
    const win = fakeWin();
    injectTransport(
      win,
      'android',
      jest.fn(() => {
        throw new Error('host down');
      }),
    );
    const { bridge } = v1Setup(win);
    expect(await bridge.openPage('x')).toEqual({ ok: false, handledBy: 'app', error: 'host down' });
    expect(await bridge.track('x')).toEqual({ ok: false, handledBy: 'app', error: 'host down' });
  });

  it('a payload that is not JSON fails without sending', async () => {
    const win = fakeWin();
    const post = injectTransport(win, 'android');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const result = await v1Setup(win).bridge.openPage('x', cyclic);
    expect(result).toMatchObject({ ok: false, handledBy: 'app' });
    expect(post).not.toHaveBeenCalled();
  });
});

describe('time-out on the virtual clock', () => {
  it.each(TRANSPORTS)(
    "%s: a host that never answers times out at exactly the action's time-out",
    async (kind) => {
      const win = fakeWin();
      injectTransport(win, kind);
      const { bridge, clock, debug } = v1Setup(win);
      const box = track(bridge.goLogin(true));
      await clock.advance(BRIDGE_TIMEOUTS.goLogin - 1);
      expect(box.result).toBeUndefined();
      await clock.advance(1);
      expect(box.result).toEqual({ ok: false, handledBy: 'app', error: 'timeout' });
      expect(debug).toHaveBeenCalledWith('bridge goLogin: timeout');
    },
  );

  it('an answer after the time-out is ignored', async () => {
    const win = fakeWin();
    const post = injectTransport(win, 'webkit');
    const { bridge, clock, api, debug } = v1Setup(win, { timeoutMs: 300 });
    const box = track(bridge.shareTape('{}'));
    await clock.advance(300);
    expect(box.result?.error).toBe('timeout');
    expect(() => api().receive(messagesOf(post)[0].id, { ok: true })).not.toThrow();
    await clock.advance(0);
    expect(box.result?.error).toBe('timeout');
    expect(debug).toHaveBeenCalledWith('bridge answer ignored');
  });

  it('an answer before the time-out wins and clears the timer', async () => {
    const win = fakeWin();
    const post = injectTransport(win, 'android');
    const { bridge, clock, api, debug } = v1Setup(win);
    const box = track(bridge.openPageVariant('x'));
    await clock.advance(BRIDGE_TIMEOUTS.openPageVariant - 1);
    api().receive(messagesOf(post)[0].id, { ok: true, value: 1 });
    await clock.advance(10_000);
    expect(box.result).toEqual({ ok: true, handledBy: 'app', value: 1 });
    expect(debug).not.toHaveBeenCalledWith('bridge openPageVariant: timeout');
  });
});
