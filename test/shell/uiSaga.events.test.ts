import { createAction } from '@reduxjs/toolkit';
import { BRIDGE_EVENTS, bridgeEventReceived } from '../../src/platform/bridge/events';
import { goBack, uiSaga } from '../../src/shell/uiSaga';
import { registerBackLayers, topLayerClose, type BackLayers } from '../../src/shell/uiSagaBack';
import { bridgeEvent } from '../../src/shell/uiSagaEvents';
import { backRequested, toastRequested } from '../../src/shell/uiSlice';
import { fakeContext } from '../support/fakeContext';
import { settle, initialState, sagaHarness } from '../support/sagaHarness';

const back = () => bridgeEventReceived('back');
const never = () => new Promise<never>(() => undefined);

describe('the bridge event pattern', () => {
  it('matches the named events only', () => {
    const resumeOrEnded = bridgeEvent('resume', 'bankFlowEnded');
    expect(resumeOrEnded(bridgeEventReceived('resume'))).toBe(true);
    expect(resumeOrEnded(bridgeEventReceived('bankFlowEnded', { any: 1 }))).toBe(true);
    for (const other of BRIDGE_EVENTS.filter((e) => e !== 'resume' && e !== 'bankFlowEnded')) {
      expect(resumeOrEnded(bridgeEventReceived(other))).toBe(false);
    }
  });

  it('does not match another action carrying the same payload', () => {
    const lookalike = { type: 'other/eventReceived', payload: { event: 'back', payload: null } };
    expect(bridgeEvent('back')(lookalike)).toBe(false);
    expect(bridgeEvent('back')(backRequested())).toBe(false);
  });
});

/** A page's layers for the test: `open` lists the layers shown, top last; back closes the top one. */
const closeLayer = createAction<string>('test/layerClosed');
function testLayers(open: string[]): BackLayers {
  return {
    closeTop: () => {
      const top = open.at(-1);
      return top === undefined ? null : closeLayer(top);
    },
  };
}

describe('back from the app (the hardware back button)', () => {
  let unregister: () => void = () => undefined;
  afterEach(() => unregister());

  it('with nothing open goes back as the title bar does: the bridge closes the web view', async () => {
    const run = sagaHarness(uiSaga);
    run.dispatch(back());
    await settle();
    expect(run.types()).toEqual([backRequested.type]);
    expect(run.context.bridge.closeWebView).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it('closes the top layer first, one per press, then goes back', async () => {
    const open = ['extension', 'rating'];
    unregister = registerBackLayers(testLayers(open));
    const run = sagaHarness(uiSaga);
    run.dispatch(back());
    await settle();
    expect(run.put).toEqual([closeLayer('rating')]);
    open.pop();
    run.dispatch(back());
    await settle();
    expect(run.put).toEqual([closeLayer('rating'), closeLayer('extension')]);
    expect(run.context.bridge.closeWebView).not.toHaveBeenCalled();
    open.pop();
    run.dispatch(back());
    await settle();
    expect(run.types().at(-1)).toBe(backRequested.type);
    expect(run.context.bridge.closeWebView).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it('asks each registered feature in turn; a feature with nothing open passes', () => {
    const empty = registerBackLayers(testLayers([]));
    unregister = registerBackLayers(testLayers(['sms']));
    expect(topLayerClose(initialState())).toEqual(closeLayer('sms'));
    empty();
  });

  it('registers a feature once however often its saga starts, and removes it', () => {
    const layers = testLayers(['x']);
    const remove = registerBackLayers(layers);
    registerBackLayers(layers);
    remove();
    expect(topLayerClose(initialState())).toBeNull();
  });

  it('whatever the payload (the event carries none to trust)', async () => {
    const run = sagaHarness(uiSaga);
    run.dispatch(bridgeEventReceived('back', { close: 'everything', steps: 99 }));
    await settle();
    expect(run.types()).toEqual([backRequested.type]);
    run.task.cancel();
  });

  it('a layer that throws is logged and leaves the page as it is; the next press works', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    unregister = registerBackLayers({
      closeTop: () => {
        if (broken) throw new Error('boom');
        return null;
      },
    });
    const run = sagaHarness(uiSaga);
    run.dispatch(back());
    await settle();
    expect(run.put).toEqual([]);
    broken = false;
    run.dispatch(back());
    await settle();
    expect(run.types()).toEqual([backRequested.type]);
    error.mockRestore();
    run.task.cancel();
  });
});

describe('fire-and-forget: back never waits on the bridge', () => {
  it('goBack ends at once when the host never answers closeWebView', async () => {
    const context = fakeContext({ inApp: true });
    context.bridge.closeWebView.mockImplementation(never);
    const run = sagaHarness(goBack, { context });
    await settle();
    expect(run.task.isRunning()).toBe(false);
    expect(context.bridge.closeWebView).toHaveBeenCalledTimes(1);
  });

  it('a silent host does not hold the back button: the next back at t=0 goes out too', async () => {
    const context = fakeContext({ inApp: true });
    context.bridge.closeWebView.mockImplementation(never);
    const run = sagaHarness(uiSaga, { context });
    run.dispatch(backRequested());
    await settle();
    run.dispatch(back());
    await settle();
    // Before, the first call held takeLeading up to the bridge's 5 s time-out.
    expect(context.bridge.closeWebView).toHaveBeenCalledTimes(2);
    expect(run.clock.now()).toBe(0);
    run.task.cancel();
  });

  it('other bridge events are no back: nothing happens', async () => {
    const run = sagaHarness(uiSaga);
    for (const event of BRIDGE_EVENTS.filter((e) => e !== 'back' && e !== 'languageChanged')) {
      run.dispatch(bridgeEventReceived(event, { locale: 'en' }));
    }
    await settle();
    await run.clock.advance(10_000);
    expect(run.put).toEqual([]);
    expect(run.context.bridge.closeWebView).not.toHaveBeenCalled();
    expect(run.context.navigator.visited).toEqual([]);
    // The toast watcher still works beside the event watchers.
    run.dispatch(toastRequested({ text: 'x' }));
    await run.clock.advance(3_000);
    expect(run.types()).toEqual(['ui/toastExpired']);
    run.task.cancel();
  });
});
