import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { createAppStore } from '../../../src/runtime/store';
import { rootReducer } from '../../../src/app/features';
import { createBridge } from '../../../src/platform/bridge/bridge';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { bridgeEventsSaga } from '../../../src/platform/bridge/eventsSaga';
import { pageEndpoint } from '../../../src/platform/bridge/pageApi';
import type { BridgeEventListener, BridgeEvents } from '../../../src/platform/bridge/types';
import { recordingContext } from '../../../src/qa/tape/recordContext';
import { fakeContext } from '../../support/fakeContext';
import { expectSagaWith } from '../../support/sagaHarness';
import { fakeWin, pageApiOf } from './fakeHost';

/** The actions the store saw, in order (as the QA tape recorder's middleware sees them). */
function actionLog() {
  const seen: UnknownAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  return { seen, middleware };
}

/** The test context with a bridge that has the host's events (the app's real bridge has them). */
function contextWith(events: BridgeEvents) {
  const context = fakeContext();
  return { ...context, bridge: { ...context.bridge, events } };
}

function appWithHost() {
  const win = fakeWin();
  const endpoint = pageEndpoint(win as unknown as Window, 'CuotaWeb', jest.fn());
  const log = actionLog();
  const store = createAppStore({
    context: contextWith(endpoint.events),
    plugins: [{ middleware: log.middleware }],
  });
  return { store, log, api: pageApiOf(win) };
}

const bridgeActions = (seen: UnknownAction[]) =>
  seen.filter((a) => a.type === bridgeEventReceived.type);

describe('bridgeEventsSaga', () => {
  it('window.CuotaWeb.emit reaches the store as bridgeEventReceived with bridge origin', () => {
    const { store, log, api } = appWithHost();
    api.emit('languageChanged', '{"locale":"en"}');
    expect(bridgeActions(log.seen)).toEqual([
      {
        type: 'bridge/eventReceived',
        payload: { event: 'languageChanged', payload: { locale: 'en' } },
        meta: { origin: 'bridge' },
      },
    ]);
    store.stop();
  });

  it('a burst of events arrives whole and in order; unknown ones never reach the store', () => {
    const { store, log, api } = appWithHost();
    api.emit('resume');
    api.emit('nonsense', { a: 1 });
    api.emit('back', null);
    api.emit('bankFlowEnded', { cardId: '9' });
    expect(bridgeActions(log.seen).map((a) => a.payload)).toEqual([
      { event: 'resume', payload: null },
      { event: 'back', payload: null },
      { event: 'bankFlowEnded', payload: { cardId: '9' } },
    ]);
    store.stop();
  });

  it('stops listening when the store stops', () => {
    const unsubscribe = jest.fn();
    let listener: BridgeEventListener | null = null;
    const source: BridgeEvents = {
      subscribe: (l) => {
        listener = l;
        return unsubscribe;
      },
    };
    const store = createAppStore({ context: contextWith(source) });
    expect(listener).not.toBeNull();
    store.stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('a reducer that throws on one event does not stop the next ones', () => {
    const win = fakeWin();
    const endpoint = pageEndpoint(win as unknown as Window, 'CuotaWeb', jest.fn());
    const seen: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore({
      context: contextWith(endpoint.events),
      reducer: (state, action) => {
        const current = rootReducer(state, action);
        if (action.type !== bridgeEventReceived.type) return current;
        const { event } = (action as ReturnType<typeof bridgeEventReceived>).payload;
        if (event === 'back') throw new Error('reducer bug');
        seen.push(event);
        return current;
      },
    });
    pageApiOf(win).emit('back');
    pageApiOf(win).emit('resume');
    expect(seen).toEqual(['resume']);
    expect(spy).toHaveBeenCalledWith('bridge event failed:', 'reducer bug');
    spy.mockRestore();
    store.stop();
  });

  it('the real bridge carries the events of its window', () => {
    const win = fakeWin();
    const bridge = createBridge({ win: win as unknown as Window, debug: jest.fn() });
    const listener = jest.fn();
    bridge.events?.subscribe(listener);
    pageApiOf(win).emit('stopTape');
    expect(listener).toHaveBeenCalledWith('stopTape', null);
  });

  it('events still arrive while a QA tape records (the recorder wraps the context)', () => {
    const win = fakeWin();
    const bridge = createBridge({ win: win as unknown as Window, debug: jest.fn() });
    const recorded = recordingContext(
      { ...fakeContext(), bridge },
      { push: jest.fn(), nextId: () => 1, clean: (v) => v as never, text: (v) => v },
    );
    const log = actionLog();
    const store = createAppStore({ context: recorded, plugins: [{ middleware: log.middleware }] });
    pageApiOf(win).emit('exportTape');
    expect(bridgeActions(log.seen).map((a) => a.payload)).toEqual([
      { event: 'exportTape', payload: null },
    ]);
    store.stop();
  });

  it('ends at once without an event source (test fakes, QA replay)', async () => {
    const { effects } = await expectSagaWith(bridgeEventsSaga, { context: fakeContext() }).run();
    expect(effects.put).toBeUndefined();
  });
});
