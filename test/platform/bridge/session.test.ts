import { BRIDGE_TIMEOUTS } from '../../../src/platform/bridge/actions';
import type { BridgeEventName } from '../../../src/platform/bridge/events';
import { LOGIN_STORAGE_KEY, loginMarkStands } from '../../../src/platform/session/take';
import { createMemoryStorage } from '../../../src/platform/storage/storage';
import { fakeWin, injectTransport, messagesOf, pageApiOf, track, v1Setup } from './fakeHost';

/**
 * The bridge's part in the session contract (docs/EMBEDDING.md, Launch and session contract): a
 * goLogin sent to the host marks the tab, so the reload with the app's new session is taken; the
 * hello answer's `session` reaches the page as the app's `sessionChanged` event.
 */
describe('goLogin marks the tab while the host logs in', () => {
  const login = (answer?: unknown, { wait = 0 } = {}) => {
    const win = fakeWin();
    const post = injectTransport(win, 'react-native');
    const storage = createMemoryStorage();
    const setup = v1Setup(win, { storage });
    const box = track(setup.bridge.goLogin(true));
    const marked = storage.get(LOGIN_STORAGE_KEY);
    return {
      marked,
      storage,
      box,
      async settle() {
        if (answer !== undefined) pageApiOf(win).receive(messagesOf(post)[0].id, answer);
        await setup.clock.advance(wait);
      },
    };
  };

  it('marked before the message goes; kept when the host logged in (it reloads the page)', async () => {
    const run = login({ ok: true });
    expect(loginMarkStands(run.marked, Date.now())).toBe(true);
    await run.settle();
    expect(run.box.result).toEqual({ ok: true, handledBy: 'app' });
    expect(run.storage.get(LOGIN_STORAGE_KEY)).toBe(run.marked);
  });

  it('taken back when the user gave up', async () => {
    const run = login({ ok: false, error: 'cancelled' });
    await run.settle();
    expect(run.box.result).toMatchObject({ ok: false, error: 'cancelled' });
    expect(run.storage.get(LOGIN_STORAGE_KEY)).toBeNull();
  });

  it('kept after a time-out: the app may still log in and reload', async () => {
    const run = login(undefined, { wait: BRIDGE_TIMEOUTS.goLogin });
    await run.settle();
    expect(run.box.result).toMatchObject({ ok: false, error: 'timeout' });
    expect(run.storage.get(LOGIN_STORAGE_KEY)).toBe(run.marked);
  });

  it('a host without goLogin (unsupported): taken back', async () => {
    const run = login({ ok: false, error: 'unsupported' });
    await run.settle();
    expect(run.storage.get(LOGIN_STORAGE_KEY)).toBeNull();
  });

  it('outside the app nothing is marked (there is no host to reload the page)', async () => {
    const storage = createMemoryStorage();
    const set = jest.spyOn(storage, 'set');
    const { bridge } = v1Setup(fakeWin(), { storage });
    expect(await bridge.goLogin(true)).toMatchObject({ ok: false, handledBy: 'none' });
    expect(set).not.toHaveBeenCalled();
  });

  it('other actions never touch the storage', async () => {
    const win = fakeWin();
    injectTransport(win, 'android');
    const storage = createMemoryStorage();
    const set = jest.spyOn(storage, 'set');
    const { bridge } = v1Setup(win, { storage });
    void bridge.openPage('repay', { orderId: '1' });
    void bridge.track('confirm');
    expect(set).not.toHaveBeenCalled();
  });
});

describe("the hello answer's session", () => {
  function hello(value: unknown) {
    const win = fakeWin();
    const post = injectTransport(win, 'webkit');
    const setup = v1Setup(win);
    const events: [BridgeEventName, unknown][] = [];
    setup.bridge.events.subscribe((event, payload) => events.push([event, payload]));
    const box = track(setup.bridge.hello());
    pageApiOf(win).receive(messagesOf(post)[0].id, { ok: true, value });
    return { events, box, clock: setup.clock };
  }

  it('reaches the page as sessionChanged, with the session as its payload', async () => {
    const session = { sessionId: 'host-b', userId: '2002', deviceId: 'd1' };
    const run = hello({ actions: ['goLogin'], session });
    await run.clock.advance(0);
    expect(run.events).toEqual([['sessionChanged', session]]);
    expect(run.box.result).toMatchObject({ ok: true });
  });

  it('a session given as JSON text is read by the payload rule', async () => {
    const run = hello({ actions: [], session: '{"sessionId":"host-b"}' });
    await run.clock.advance(0);
    expect(run.events).toEqual([['sessionChanged', { sessionId: 'host-b' }]]);
  });

  it('an answer without a session (an older host) sends no event', async () => {
    const run = hello({ actions: ['goLogin'] });
    await run.clock.advance(0);
    expect(run.events).toEqual([]);
  });
});
