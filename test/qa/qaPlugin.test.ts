import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { call } from 'typed-redux-saga';
import type * as QaStarterModule from '../../src/entries/qaStarter';
import { qaPlugin, startQa } from '../../src/qa/qaPlugin';
import { createAppStore } from '../../src/runtime/store';
import { bridgeEventReceived } from '../../src/platform/bridge/events';
import type { SagaContext } from '../../src/platform/context';
import { activeRecorder, createRecorder, setActiveRecorder } from '../../src/qa/tape';
import { TAPE_STORAGE_FLAG } from '../../src/qa/tape/tapeKeys';
import { tapeEventsSaga } from '../../src/qa/tape/tapeEvents';
import { toastRequested } from '../../src/shell/uiSlice';
import { fakeContext, memoryStorage } from '../support/fakeContext';
import { settle } from '../support/sagaHarness';

const recorderFor = () =>
  createRecorder({ build: 't', locale: 'es-MX', brand: 'Cuota', userAgent: 'jest', tab: false });

describe('qaStarter: the one build condition of src/qa', () => {
  const devtools = process.env.CUOTA_DEVTOOLS;
  afterEach(() => {
    process.env.CUOTA_DEVTOOLS = devtools;
  });
  const starterOf = (flag: string) => {
    process.env.CUOTA_DEVTOOLS = flag;
    let starter: typeof QaStarterModule.qaStarter;
    jest.isolateModules(() => {
      ({ qaStarter: starter } = jest.requireActual<typeof QaStarterModule>(
        '../../src/entries/qaStarter',
      ));
    });
    return starter;
  };

  it("a borrowers' build (no CUOTA_DEVTOOLS): no QA plugin for the mount", () => {
    expect(starterOf('')).toBeUndefined();
  });

  it('a devtools build: the QA plugin, with the tape events', async () => {
    window.history.pushState({}, '', '/customer-service');
    const starter = starterOf('1');
    expect(starter).toEqual(expect.any(Function));
    const plugin = await starter?.({ locale: 'es-MX', brand: 'Cuota', storage: memoryStorage() });
    expect(plugin?.sagas).toHaveLength(1);
    expect(plugin?.middleware).toBeUndefined();
  });
});

describe('startQa: the recorder only when this page load records', () => {
  afterEach(() => {
    setActiveRecorder(null);
    delete window.__CUOTA_TAPE__;
  });
  const page = (storage = memoryStorage()) => ({
    locale: 'es-MX' as const,
    brand: 'Cuota',
    storage,
  });

  it('not switched on: the tape events only, no recorder', async () => {
    window.history.pushState({}, '', '/customer-service');
    const plugin = await startQa(page());
    expect(plugin).toEqual({ sagas: [tapeEventsSaga] });
    expect(activeRecorder()).toBeNull();
    expect(window.__CUOTA_TAPE__).toBeUndefined();
  });

  it.each([
    ['qaTape=1 in the query', '/customer-service?qaTape=1', null],
    ["the tab's switch", '/customer-service', '1'],
  ])('%s: the recorder, active and exposed to the host', async (_name, url, flag) => {
    window.history.pushState({}, '', url);
    const storage = memoryStorage();
    if (flag) storage.set(TAPE_STORAGE_FLAG, flag);
    const plugin = await startQa(page(storage));
    expect(plugin.middleware).toEqual(expect.any(Function));
    expect(activeRecorder()).not.toBeNull();
    expect(window.__CUOTA_TAPE__?.entryCount()).toBe(0);
    expect(JSON.parse(window.__CUOTA_TAPE__?.exportJson() ?? '')).toMatchObject({
      header: { locale: 'es-MX', brand: 'Cuota' },
    });
  });
});

describe('the QA plugin on a store', () => {
  it('not recording: the store runs the tape events and nothing records', async () => {
    const context = fakeContext();
    const store = createAppStore({ context, plugins: [qaPlugin()] });
    store.dispatch(bridgeEventReceived('startTape'));
    await settle();
    expect(context.storage.get(TAPE_STORAGE_FLAG)).toBe('1');
    expect(() => store.routeChanged('/repayment')).not.toThrow();
    const action = toastRequested({ text: 'x' });
    expect(store.markApiAction(action)).toBe(action);
    store.stop();
  });

  it('recording: effects through the wrapped context, actions, routes and api-marked actions on the tape', async () => {
    const recorder = recorderFor();
    const context = fakeContext();
    const store = createAppStore({ context, plugins: [qaPlugin(recorder)] });
    store.dispatch(bridgeEventReceived('startTape'));
    await settle();
    store.routeChanged('/repayment?sessionId=secret&orderId=7');
    store.dispatch(store.markApiAction(toastRequested({ text: 'Sin red' })));
    store.dispatch(toastRequested({ text: 'hola' }));
    const entries = recorder.tape().entries;
    const storageCalls = entries.flatMap((e) => (e.kind === 'sync' ? [e.method] : []));
    expect(storageCalls).toEqual(['get', 'set', 'remove']);
    const routes = entries.flatMap((e) => (e.kind === 'route' ? [e.location] : []));
    expect(routes).toEqual(['/repayment?orderId=7']);
    const toasts = entries.flatMap((e) =>
      e.kind === 'action' && (e.action as UnknownAction).type === toastRequested.type
        ? [e.origin]
        : [],
    );
    expect(toasts).toEqual(['api', 'user']);
    store.stop();
  });

  it('plugins compose in order: their middleware before the sagas, their sagas started, routes heard', async () => {
    const seen: string[] = [];
    const log =
      (name: string): Middleware =>
      () =>
      (next) =>
      (action) => {
        seen.push(`${name} ${(action as UnknownAction).type}`);
        return next(action);
      };
    const started: string[] = [];
    const store = createAppStore({
      context: fakeContext(),
      plugins: [
        {
          middleware: log('a'),
          sagas: [
            function* one() {
              yield* call(() => started.push('one'));
            },
          ],
        },
        { middleware: log('b'), onRoute: (location) => seen.push(`route ${location}`) },
      ],
    });
    store.dispatch(toastRequested({ text: 'x' }));
    store.routeChanged('/x');
    await settle();
    expect(seen).toEqual(['a ui/toastRequested', 'b ui/toastRequested', 'route /x']);
    expect(started).toEqual(['one']);
    store.stop();
  });

  it('wraps the saga context plugin by plugin, the last one outermost', async () => {
    const calls: string[] = [];
    const wrap =
      (name: string) =>
      (context: SagaContext): SagaContext => ({
        ...context,
        storage: {
          ...context.storage,
          get: (key) => {
            calls.push(name);
            return context.storage.get(key);
          },
        },
      });
    const store = createAppStore({
      context: fakeContext(),
      plugins: [{ ...qaPlugin(), wrapContext: wrap('a') }, { wrapContext: wrap('b') }],
    });
    store.dispatch(bridgeEventReceived('startTape'));
    await settle();
    expect(calls).toEqual(['b', 'a']);
    store.stop();
  });
});
