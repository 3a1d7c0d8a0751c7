/** @jest-environment node */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { createAppStore } from '../../src/runtime/store';
import { allFeatures, rootReducer, setupStore, type RootState } from '../../src/app/features';
import { customerServiceActions, customerServiceFeature } from '../../src/features/customerService';
import { initialCustomerServiceState } from '../../src/features/customerService/customerServiceSlice';
import { legalFeature } from '../../src/features/legal';
import { toastRequested } from '../../src/shell/uiSlice';
import { customerServiceFixture } from '../support/fixtures';
import { fakeContext, ok } from '../support/fakeContext';
import { settle } from '../support/tapes';

/** Records every action that passes the middleware chain (as the QA tape recorder sees them). */
function actionLog() {
  const seen: string[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  };
  return { seen, middleware };
}

describe('createAppStore: the one store factory', () => {
  it('starts with the ui slice only, as the app and the promotion landing use it', () => {
    const store = createAppStore({ context: fakeContext() });
    expect(Object.keys(store.getState())).toEqual(['ui']);
    store.dispatch(toastRequested({ text: 'hola' }));
    expect(store.getState().ui.toast?.text).toBe('hola');
  });

  it('injects a feature: its state at once (through no middleware) and its saga running', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const log = actionLog();
    const store = createAppStore<RootState>({ context, plugins: [{ middleware: log.middleware }] });
    store.injectFeature(customerServiceFeature);
    expect(store.getState().customerService).toEqual(initialCustomerServiceState);
    expect(log.seen).toEqual([]);
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(1);
    expect(store.getState().customerService.info).toEqual(customerServiceFixture);
  });

  it('injects a feature once: a second call neither resets its state nor starts its saga again', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const store = createAppStore<RootState>({ context });
    store.injectFeature(customerServiceFeature);
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    store.injectFeature(customerServiceFeature);
    expect(store.getState().customerService.info).toEqual(customerServiceFixture);
    store.dispatch(customerServiceActions.retryRequested());
    await settle();
    // one load per action: a second saga would have loaded twice for the retry
    expect(context.api.post).toHaveBeenCalledTimes(2);
  });

  it('keeps what it injected to itself: two stores share nothing', () => {
    const one = createAppStore({ context: fakeContext() });
    const two = createAppStore({ context: fakeContext() });
    one.injectFeature(legalFeature);
    expect(one.getState()).toHaveProperty('legal');
    expect(two.getState()).not.toHaveProperty('legal');
  });

  it('stop() cancels every saga, the injected ones too', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const store = createAppStore<RootState>({ context });
    store.injectFeature(customerServiceFeature);
    store.stop();
    expect(store.sagaTask?.isCancelled()).toBe(true);
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    expect(context.api.post).not.toHaveBeenCalled();
  });

  it('with runSaga: false injects slices and runs no saga', async () => {
    const context = fakeContext();
    const store = createAppStore<RootState>({ context, runSaga: false });
    store.injectFeature(customerServiceFeature);
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    expect(store.sagaTask).toBeNull();
    expect(store.getState().customerService.status).toBe('loading');
    expect(context.api.post).not.toHaveBeenCalled();
  });
});

describe('setupStore: every feature from the start (tests)', () => {
  it('has every feature state, as the root reducer starts it', () => {
    const store = setupStore(undefined, { context: fakeContext(), runSaga: false });
    expect(Object.keys(store.getState())).toEqual([
      'ui',
      ...allFeatures.map((f) => f.slice.reducerPath),
    ]);
    expect(store.getState()).toEqual(rootReducer(undefined, { type: '@@init' }));
  });

  it('keeps a preloaded feature state and runs every feature saga', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const store = setupStore(
      { customerService: { ...initialCustomerServiceState, info: customerServiceFixture } },
      { context },
    );
    expect(store.getState().customerService.info).toEqual(customerServiceFixture);
    store.dispatch(customerServiceActions.pageOpened());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(1);
    store.stop();
  });
});
