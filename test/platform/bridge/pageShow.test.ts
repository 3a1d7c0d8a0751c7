import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { createAppStore } from '../../../src/runtime/store';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import {
  pageShowEvents,
  restoredFromCache,
  withPageShows,
} from '../../../src/platform/bridge/pageShow';
import type { BridgeEvents } from '../../../src/platform/bridge/types';
import { fakeContext } from '../../support/fakeContext';
import { pageShow } from '../../robustness/harness';

/** A host that never emits: the app's bridge in a plain browser (its events are the page's own). */
const quietHost = (): BridgeEvents => ({ subscribe: () => () => undefined });

function storeWith(bridgeEvents: BridgeEvents | null) {
  const seen: UnknownAction[] = [];
  const log: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const context = fakeContext();
  const bridge = bridgeEvents ? { ...context.bridge, events: bridgeEvents } : context.bridge;
  const store = createAppStore({ context: { ...context, bridge }, plugins: [{ middleware: log }] });
  const events = () => seen.filter((a) => bridgeEventReceived.match(a)).map((a) => a.payload);
  return { store, events };
}

describe('a page restored from the back-forward cache is a resume', () => {
  it('pageshow with persisted true is the host resume; a first show (persisted false) is nothing', () => {
    const { store, events } = storeWith(quietHost());
    window.dispatchEvent(pageShow(false));
    expect(events()).toEqual([]);
    window.dispatchEvent(pageShow(true));
    expect(events()).toEqual([{ event: 'resume', payload: null }]);
    store.stop();
  });

  it('the resume comes with bridge origin, as the host resume does', () => {
    const seen: UnknownAction[] = [];
    const source = pageShowEvents(window);
    const stop = source?.subscribe((event, payload) =>
      seen.push(bridgeEventReceived(event, payload)),
    );
    window.dispatchEvent(pageShow(true));
    stop?.();
    expect(seen).toEqual([bridgeEventReceived('resume')]);
    expect(seen[0]?.meta).toEqual({ origin: 'bridge' });
  });

  it('stops listening when the store stops', () => {
    const { store, events } = storeWith(quietHost());
    store.stop();
    window.dispatchEvent(pageShow(true));
    expect(events()).toEqual([]);
  });

  it('the unsubscribe removes the listener it added, and keeps the host one apart', () => {
    const target = new EventTarget();
    const add = jest.spyOn(target, 'addEventListener');
    const remove = jest.spyOn(target, 'removeEventListener');
    const stopHost = jest.fn();
    const listener = jest.fn();
    const both = withPageShows({ subscribe: () => stopHost }, pageShowEvents(target));
    const stop = both.subscribe(listener);
    target.dispatchEvent(pageShow(true));
    stop();
    target.dispatchEvent(pageShow(true));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stopHost).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('pageshow', add.mock.calls[0]?.[1]);
  });

  it('a bridge without events (test fakes, QA replay from a tape) does not listen either', () => {
    const { store, events } = storeWith(null);
    window.dispatchEvent(pageShow(true));
    expect(events()).toEqual([]);
    store.stop();
  });

  it('is tolerant of environments without a window or without events on it', () => {
    expect(pageShowEvents(null)).toBeNull();
    const host = quietHost();
    expect(withPageShows(host, null)).toBe(host);
    expect(restoredFromCache(new Event('pageshow'))).toBe(false);
    const odd = new Event('pageshow');
    Object.defineProperty(odd, 'persisted', { value: 'true' });
    expect(restoredFromCache(odd)).toBe(false);
  });
});
