import { fakeWin, messagesOf, track, v1Setup, type FakeWin } from './fakeHost';

/** The object androidx.webkit's addWebMessageListener injects: postMessage out, message events in. */
function messageListenerHost(win: FakeWin) {
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const post = jest.fn();
  win.CuotaNative = {
    postMessage: post,
    addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  /** What the host's JavaScriptReplyProxy.postMessage(text) delivers. */
  const reply = (data: unknown) => listeners.forEach((listener) => listener({ data }));
  return { post, reply, listeners };
}

describe('Android message listener: the host replies through its reply proxy', () => {
  it('an answer message settles the call with that id', async () => {
    const win = fakeWin();
    const host = messageListenerHost(win);
    const { bridge, clock } = v1Setup(win);
    const box = track(bridge.goLogin(true));
    const [message] = messagesOf(host.post);
    host.reply(JSON.stringify({ v: 1, id: message.id, result: { ok: true } }));
    await clock.advance(0);
    expect(box.result).toEqual({ ok: true, handledBy: 'app' });
    expect(host.listeners).toHaveLength(1);
  });

  it('an event message reaches the page as emit does', () => {
    const win = fakeWin();
    const host = messageListenerHost(win);
    const { bridge } = v1Setup(win);
    const seen: [string, unknown][] = [];
    bridge.events.subscribe((event, payload) => seen.push([event, payload]));
    host.reply('{"v":1,"event":"languageChanged","payload":{"locale":"en"}}');
    host.reply({ v: 1, event: 'resume' });
    expect(seen).toEqual([
      ['languageChanged', { locale: 'en' }],
      ['resume', null],
    ]);
  });

  it.each([
    ['not JSON', '{v:1'],
    ['another version', '{"v":2,"event":"resume"}'],
    ['an unknown event', '{"v":1,"event":"boom"}'],
    ['an answer to no call', '{"v":1,"id":"nope","result":{"ok":true}}'],
    ['a number', 42],
    ['null', null],
  ])('%s is ignored without a throw', async (_name, data) => {
    const win = fakeWin();
    const host = messageListenerHost(win);
    const { bridge, clock } = v1Setup(win);
    const seen: string[] = [];
    bridge.events.subscribe((event) => seen.push(event));
    const box = track(bridge.goLogin(true));
    expect(() => host.reply(data)).not.toThrow();
    await clock.advance(0);
    expect(seen).toEqual([]);
    expect(box.result).toBeUndefined();
  });
});

describe('WKScriptMessageHandlerWithReply: postMessage returns the answer', () => {
  const webkitHost = (win: FakeWin, reply: (message: string) => unknown) => {
    const post = jest.fn(reply);
    win.webkit = { messageHandlers: { cuota: { postMessage: post } } };
    return post;
  };

  it('the promise value is the answer', async () => {
    const win = fakeWin();
    webkitHost(win, () => Promise.resolve({ ok: true, value: { actions: ['locate'] } }));
    const { bridge } = v1Setup(win);
    expect(await bridge.hello()).toEqual({
      ok: true,
      handledBy: 'app',
      value: { actions: ['locate'] },
    });
  });

  it('the answer may be JSON text', async () => {
    const win = fakeWin();
    webkitHost(win, () => Promise.resolve('{"ok":false,"error":"cancelled"}'));
    const { bridge } = v1Setup(win);
    expect(await bridge.goLogin(true)).toEqual({ ok: false, handledBy: 'app', error: 'cancelled' });
  });

  it('a rejection (replyHandler(nil, text)) is the error', async () => {
    const win = fakeWin();
    webkitHost(win, () => Promise.reject(new Error('denied')));
    const { bridge } = v1Setup(win);
    expect(await bridge.shareTape('{}')).toEqual({ ok: false, handledBy: 'app', error: 'denied' });
  });

  it('an empty reply leaves the call to receive()', async () => {
    const win = fakeWin();
    const post = webkitHost(win, () => Promise.resolve(null));
    const { bridge, clock } = v1Setup(win);
    const box = track(bridge.goLogin(true));
    await clock.advance(0);
    expect(box.result).toBeUndefined();
    const api = win.CuotaWeb as { receive: (id: string, r: unknown) => void };
    api.receive(messagesOf(post)[0].id, { ok: true });
    await clock.advance(0);
    expect(box.result).toEqual({ ok: true, handledBy: 'app' });
  });

  it('fire-and-forget actions resolve at once whatever the reply', async () => {
    const win = fakeWin();
    webkitHost(win, () => new Promise(() => undefined));
    const { bridge } = v1Setup(win);
    expect(await bridge.track('confirm', { productId: '1' })).toEqual({
      ok: true,
      handledBy: 'app',
    });
  });
});
