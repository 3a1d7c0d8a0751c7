import {
  BRIDGE_ACTIONS,
  BRIDGE_TIMEOUTS,
  parseBridgeTimeouts,
} from '../../../src/platform/bridge/actions';
import { BRIDGE_EVENTS } from '../../../src/platform/bridge/events';
import { fakeWin, injectTransport, messagesOf, pageApiOf, track, v1Setup } from './fakeHost';

const POSITION = { latitude: 19.4, longitude: -99.1, accuracy: 12 };
/** A browser geolocation that answers at once with POSITION. */
const geolocation = () => ({
  getCurrentPosition: jest.fn((ok: (p: { coords: typeof POSITION }) => void) =>
    ok({ coords: POSITION }),
  ),
});

describe('the hello handshake', () => {
  it('says which protocol, actions and events the page has', async () => {
    const win = fakeWin();
    const post = injectTransport(win, 'react-native');
    const { bridge } = v1Setup(win);
    void bridge.hello();
    const [message] = messagesOf(post);
    expect(message).toMatchObject({
      v: 1,
      action: 'hello',
      payload: { protocol: 1, actions: [...BRIDGE_ACTIONS], events: [...BRIDGE_EVENTS] },
    });
  });

  it('after the answer, an action the host did not list does its outside-the-app part at once', async () => {
    const win = fakeWin({ navigator: { geolocation: geolocation() } });
    win.history.length = 3;
    const post = injectTransport(win, 'android');
    const { bridge, clock } = v1Setup(win);
    const hello = track(bridge.hello());
    pageApiOf(win).receive(messagesOf(post)[0].id, {
      ok: true,
      value: { actions: ['openPage', 'goLogin', 'unknownThing'] },
    });
    await clock.advance(0);
    expect(hello.result).toMatchObject({ ok: true });
    const located = await bridge.locate();
    expect(located).toEqual({ ok: true, handledBy: 'fallback', value: POSITION });
    await bridge.closeWebView();
    expect(win.history.back).toHaveBeenCalledTimes(1);
    void bridge.openPage('repay', { orderId: '1' });
    expect(messagesOf(post).map((m) => m.action)).toEqual(['hello', 'openPage']);
  });

  it.each([
    ['no answer', undefined],
    ['unsupported', { ok: false, error: 'unsupported' }],
    ['a value without a list', { ok: true, value: { actions: 'all' } }],
    ['a list of other things', { ok: true, value: { actions: [1, 2] } }],
  ])('%s: every action is still sent to the host', async (_name, answer) => {
    const win = fakeWin();
    const post = injectTransport(win, 'webkit');
    const { bridge, clock } = v1Setup(win);
    void bridge.hello();
    if (answer) pageApiOf(win).receive(messagesOf(post)[0].id, answer);
    await clock.advance(BRIDGE_TIMEOUTS.hello);
    void bridge.locate();
    void bridge.closeWebView();
    expect(messagesOf(post).map((m) => m.action)).toEqual(['hello', 'locate', 'closeWebView']);
  });
});

describe('per-action time-outs', () => {
  it('locate waits 20 s: a position answered after 8 s is used', async () => {
    const win = fakeWin();
    const post = injectTransport(win, 'react-native');
    const { bridge, clock } = v1Setup(win);
    const box = track(bridge.locate());
    await clock.advance(8_000);
    pageApiOf(win).receive(messagesOf(post)[0].id, { ok: true, value: POSITION });
    await clock.advance(0);
    expect(box.result).toEqual({ ok: true, handledBy: 'app', value: POSITION });
  });

  it('a locate the host never answers falls back to the browser position at 20 s', async () => {
    const geo = geolocation();
    const win = fakeWin({ navigator: { geolocation: geo } });
    injectTransport(win, 'android');
    const { bridge, clock } = v1Setup(win);
    const box = track(bridge.locate());
    await clock.advance(BRIDGE_TIMEOUTS.locate - 1);
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(box.result).toEqual({ ok: true, handledBy: 'fallback', value: POSITION });
  });

  it('an openPage the host never answers ends at 10 s as not handled (the page routes itself)', async () => {
    const win = fakeWin();
    injectTransport(win, 'webkit');
    const { bridge, clock } = v1Setup(win);
    const box = track(bridge.openPage('repay', { orderId: '1' }));
    await clock.advance(BRIDGE_TIMEOUTS.openPage);
    expect(box.result).toMatchObject({ ok: false, handledBy: 'none' });
  });

  it('config.js time-outs win over the defaults', async () => {
    const win = fakeWin();
    injectTransport(win, 'react-native');
    const { bridge, clock } = v1Setup(win, { timeouts: { goLogin: 2_000 } });
    const box = track(bridge.goLogin(true));
    await clock.advance(1_999);
    expect(box.result).toBeUndefined();
    await clock.advance(1);
    expect(box.result).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('config.js time-outs are whole milliseconds from 1 s to 10 min, for known actions only', () => {
    expect(
      parseBridgeTimeouts({
        locate: 30_000,
        goLogin: 999,
        shareTape: 600_001,
        hello: 1.5,
        x: 5_000,
      }),
    ).toEqual({ locate: 30_000 });
    expect(parseBridgeTimeouts({ openPage: '3000' })).toBeUndefined();
    expect(parseBridgeTimeouts([1_000])).toBeUndefined();
    expect(parseBridgeTimeouts(null)).toBeUndefined();
  });
});
