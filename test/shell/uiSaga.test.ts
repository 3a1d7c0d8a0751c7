import { toastDuration, toastLifetime, goBack } from '../../src/shell/uiSaga';
import {
  hostWaitEnded,
  hostWaitStarted,
  initialUiState,
  toastExpired,
  toastRequested,
  uiReducer,
} from '../../src/shell/uiSlice';
import { sagaHarness, stateWith } from '../support/sagaHarness';

describe('toast lifetime', () => {
  it.each([
    [undefined, 3000],
    [1000, 1000],
    [299, 300],
    [0, 300],
    [Number.NaN, 3000],
  ])('duration %p -> %p ms (default 3 s, minimum 300 ms)', (requested, expected) => {
    expect(toastDuration(requested)).toBe(expected);
  });

  it('expires a toast after 3 s on the virtual clock, not before', async () => {
    const action = toastRequested({ text: 'Servicio no disponible' });
    const state = stateWith({ ui: uiReducer(initialUiState, action) });
    const run = sagaHarness(toastLifetime, { state }, action);
    await run.clock.advance(2_999);
    expect(run.put).toEqual([]);
    await run.clock.advance(1);
    expect(run.put).toEqual([toastExpired({ id: state.ui.toast!.id })]);
  });

  it('honours the 300 ms minimum', async () => {
    const action = toastRequested({ text: 'x', durationMs: 10 });
    const state = stateWith({ ui: uiReducer(initialUiState, action) });
    const run = sagaHarness(toastLifetime, { state }, action);
    await run.clock.advance(299);
    expect(run.put).toEqual([]);
    await run.clock.advance(1);
    expect(run.put).toHaveLength(1);
  });
});

describe('ui slice', () => {
  it('a newer toast replaces the older one and an old expiry leaves it alone', () => {
    let state = uiReducer(initialUiState, toastRequested({ text: 'a' }));
    state = uiReducer(state, toastRequested({ text: 'b' }));
    expect(state.toast).toEqual({ text: 'b', id: 2 });
    state = uiReducer(state, toastExpired({ id: 1 }));
    expect(state.toast?.text).toBe('b');
    state = uiReducer(state, toastExpired({ id: 2 }));
    expect(state.toast).toBeNull();
  });

  it('counts overlapping loading calls', () => {
    let state = uiReducer(initialUiState, {
      type: 'ui/loadingStarted',
      payload: { text: 'Cargando' },
    });
    state = uiReducer(state, { type: 'ui/loadingStarted', payload: { text: 'Pagando' } });
    state = uiReducer(state, { type: 'ui/loadingEnded' });
    expect(state.loadingCount).toBe(1);
    expect(state.loadingText).toBe('Pagando');
    state = uiReducer(state, { type: 'ui/loadingEnded' });
    state = uiReducer(state, { type: 'ui/loadingEnded' });
    expect(state.loadingCount).toBe(0);
    expect(state.loadingText).toBeNull();
  });

  it("the host wait is absent when none (not null: the QA tapes' state stays as recorded)", () => {
    expect(initialUiState).not.toHaveProperty('hostWait');
    let state = uiReducer(initialUiState, hostWaitStarted('page:order'));
    expect(state.hostWait).toBe('page:order');
    // Another control's end leaves this one busy.
    state = uiReducer(state, hostWaitEnded('page:loanDetail'));
    expect(state.hostWait).toBe('page:order');
    state = uiReducer(state, hostWaitEnded('page:order'));
    expect(state).not.toHaveProperty('hostWait');
    expect(state).toStrictEqual(initialUiState);
  });
});

describe('back', () => {
  it('asks the bridge to close the web view (history back outside the app)', async () => {
    const run = sagaHarness(goBack);
    await run.task.toPromise();
    expect(run.context.bridge.closeWebView).toHaveBeenCalledTimes(1);
  });
});
