import { bridgeCheckSaga } from '../../../src/qa/bridgeCheck/bridgeCheckSaga';
import { bridgeCheckActions as actions } from '../../../src/qa/bridgeCheck/bridgeCheckSlice';
import { PERSIST_KEY } from '../../../src/qa/bridgeCheck/persist';
import { SAMPLE_TAPE, TRACK_POINT } from '../../../src/qa/bridgeCheck/samples';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import type { BridgeResult } from '../../../src/platform/bridge/types';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { contextWith, fakeEnv } from './fakeEnv';

afterEach(() => jest.restoreAllMocks());

const HOST_ACTIONS = ['openPage', 'goLogin', 'shareTape', 'locate', 'track', 'closeWebView'];
const answered = (value?: unknown): BridgeResult =>
  value === undefined ? { ok: true, handledBy: 'app' } : { ok: true, handledBy: 'app', value };

/** The page opened on a host that answers hello at once; the frame check left waiting. */
async function opened(options: { inApp?: boolean } = {}) {
  const fake = fakeEnv({ objects: [] });
  const context = contextWith(fake.env, options.inApp ?? true);
  context.bridge.hello.mockResolvedValue(answered({ actions: HOST_ACTIONS }));
  const run = sagaHarness(bridgeCheckSaga, { context });
  run.dispatch(actions.pageOpened());
  await settle();
  return { ...run, fake, page: () => run.state().bridgeCheck };
}

describe('bridge check saga: the automatic checks', () => {
  it('reads where it runs, sends its hello and track, then starts the child frame', async () => {
    const { page, context } = await opened();
    expect(page().env).toMatchObject({
      inApp: true,
      transport: 'android',
      configured: false,
      userAgent: 'TestAgent/1.0',
      build: 'test-build',
      startedAt: 0,
    });
    expect(context.bridge.hello).toHaveBeenCalledTimes(1);
    expect(page().hello).toMatchObject({
      verdict: 'pass',
      outcome: 'answered',
      actions: HOST_ACTIONS,
    });
    expect(context.bridge.track).toHaveBeenCalledWith(TRACK_POINT);
    expect(page().actions.track).toMatchObject({
      status: 'done',
      verdict: 'pass',
      outcome: 'sent',
    });
    expect(page().frame).toMatchObject({ status: 'running', verdict: 'pending' });
    // Nothing with a native screen ran by itself.
    for (const method of ['openPage', 'goLogin', 'shareTape', 'locate', 'closeWebView'] as const)
      expect(context.bridge[method]).not.toHaveBeenCalled();
  });

  it('fails the handshake when the host does not answer within hello’s 5 s, timed on the clock', async () => {
    const fake = fakeEnv();
    const context = contextWith(fake.env);
    context.bridge.hello.mockImplementation(() =>
      context.clock.sleep(5000).then(() => ({ ok: false, handledBy: 'app', error: 'timeout' })),
    );
    const run = sagaHarness(bridgeCheckSaga, { context });
    run.dispatch(actions.pageOpened());
    await settle();
    expect(run.state().bridgeCheck.hello.status).toBe('running');
    await run.clock.advance(5000);
    expect(run.state().bridgeCheck.hello).toMatchObject({
      verdict: 'fail',
      outcome: 'timeout',
      result: { ok: false, error: 'timeout', ms: 5000 },
    });
  });

  it('outside the app says so: every call is the page’s fallback', async () => {
    const { page } = await opened({ inApp: false });
    expect(page().env?.inApp).toBe(false);
    expect(page().hello).toMatchObject({ verdict: 'fallback', outcome: 'outside' });
    expect(page().actions.track).toMatchObject({ verdict: 'fallback', outcome: 'outside' });
  });

  it('passes the frame check when the probe reports no answer, fails it when it reports one', async () => {
    const { page, dispatch } = await opened();
    const nonce = page().frame.nonce ?? '';
    dispatch(actions.frameReported({ nonce: 'stale', found: [], answered: true, detail: null }));
    expect(page().frame.status).toBe('running');
    dispatch(
      actions.frameReported({ nonce, found: ['CuotaNative'], answered: false, detail: null }),
    );
    expect(page().frame).toMatchObject({ status: 'done', verdict: 'pass' });

    dispatch(actions.rerunRequested());
    await settle();
    const next = page().frame.nonce ?? '';
    expect(next).not.toBe(nonce);
    dispatch(
      actions.frameReported({
        nonce: next,
        found: ['CuotaNative'],
        answered: true,
        detail: 'ok=true',
      }),
    );
    expect(page().frame).toMatchObject({ status: 'done', verdict: 'fail', outcome: 'answered' });
  });

  it('fails the frame check when the frame never reports (20 s)', async () => {
    const { page, clock } = await opened();
    await clock.advance(19_999);
    expect(page().frame.status).toBe('running');
    await clock.advance(1);
    expect(page().frame).toMatchObject({ status: 'done', verdict: 'fail', outcome: 'timeout' });
  });
});

describe('bridge check saga: the tester’s Run buttons', () => {
  it('runs one action per tap, once at a time, and times it', async () => {
    const { page, context, dispatch, clock } = await opened();
    context.bridge.locate.mockImplementation(() =>
      clock.sleep(8000).then(() => answered({ latitude: 19.4, longitude: -99.1, accuracy: 12 })),
    );
    dispatch(actions.actionRunRequested({ action: 'locate' }));
    dispatch(actions.actionRunRequested({ action: 'locate' }));
    await settle();
    expect(page().actions.locate?.status).toBe('running');
    await clock.advance(8000);
    expect(context.bridge.locate).toHaveBeenCalledTimes(1);
    expect(page().actions.locate).toMatchObject({
      status: 'done',
      verdict: 'pass',
      outcome: 'answered',
      result: { ms: 8000, value: '{"latitude":"‹address›","longitude":"‹address›","accuracy":12}' },
    });
  });

  it('calls each action with its sample payload', async () => {
    const { context, dispatch } = await opened();
    for (const action of [
      'shareTape',
      'callTelephone',
      'goProductPage',
      'endBankFlow',
      'goLogin',
    ] as const)
      dispatch(actions.actionRunRequested({ action }));
    await settle();
    expect(context.bridge.shareTape).toHaveBeenCalledWith(SAMPLE_TAPE);
    expect(context.bridge.callTelephone).toHaveBeenCalledWith('800 123 4567');
    expect(context.bridge.goProductPage).toHaveBeenCalledWith({ productId: '1' });
    expect(context.bridge.endBankFlow).toHaveBeenCalledWith({ orderId: '1174', cardId: '1' });
    expect(context.bridge.goLogin).toHaveBeenCalledWith(true);
  });

  it('shows an action the host does not handle as not handled (fallback)', async () => {
    const { page, context, dispatch } = await opened();
    context.bridge.openPageVariant.mockResolvedValue({
      ok: false,
      handledBy: 'none',
      error: 'unavailable',
    });
    dispatch(actions.actionRunRequested({ action: 'openPageVariant' }));
    await settle();
    expect(page().actions.openPageVariant).toMatchObject({
      verdict: 'fallback',
      outcome: 'unsupported',
    });
  });

  it('a Run whose call throws ends as that action’s failure', async () => {
    const { page, context, dispatch } = await opened();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.bridge.rateApp.mockImplementation(() => {
      throw new Error('no store');
    });
    dispatch(actions.actionRunRequested({ action: 'rateApp' }));
    await settle();
    expect(page().actions.rateApp).toMatchObject({
      status: 'done',
      verdict: 'fail',
      outcome: 'error',
    });
    // The watcher still runs the next tap.
    dispatch(actions.actionRunRequested({ action: 'goMine' }));
    await settle();
    expect(page().actions.goMine?.verdict).toBe('pass');
  });
});

describe('bridge check saga: events and what a reload keeps', () => {
  it('counts each event with its redacted payload and keeps them for the next page load', async () => {
    const { page, dispatch, context } = await opened();
    dispatch(bridgeEventReceived('languageChanged', { locale: 'en' }));
    dispatch(bridgeEventReceived('bankFlowEnded', { cardId: '4111111111111111' }));
    dispatch(bridgeEventReceived('back'));
    await settle();
    expect(page().events.languageChanged).toEqual({ count: 1, payload: '{"locale":"en"}' });
    expect(page().events.bankFlowEnded?.payload).not.toContain('4111111111111111');
    expect(page().events.back).toEqual({ count: 1, payload: null });
    const stored = context.storage.get(PERSIST_KEY) ?? '';
    expect(JSON.parse(stored).events.languageChanged).toEqual({
      count: 1,
      payload: '{"locale":"en"}',
    });

    // The reload languageChanged makes: a new store, the same tab storage.
    const again = sagaHarness(bridgeCheckSaga, { context });
    again.dispatch(actions.pageOpened());
    await settle();
    expect(again.state().bridgeCheck.events.languageChanged?.count).toBe(1);
    expect(again.state().bridgeCheck.events.resume).toBeUndefined();
  });

  it('ignores events while the page is not open, and Start over forgets the tab’s results', async () => {
    const { page, dispatch, context } = await opened();
    dispatch(bridgeEventReceived('resume'));
    dispatch(actions.resetRequested());
    await settle();
    expect(page().events.resume).toBeUndefined();
    expect(JSON.parse(context.storage.get(PERSIST_KEY) ?? '{}').events).toEqual({});
    dispatch(actions.pageLeft());
    dispatch(bridgeEventReceived('resume'));
    expect(page().events.resume).toBeUndefined();
  });
});

describe('bridge check saga: the report', () => {
  it('copies the report; a refused clipboard opens the text to select', async () => {
    const fake = fakeEnv({ copies: false });
    const context = contextWith(fake.env);
    context.bridge.hello.mockResolvedValue(answered({ actions: [] }));
    const run = sagaHarness(bridgeCheckSaga, { context });
    run.dispatch(actions.pageOpened());
    await settle();
    run.dispatch(actions.copyRequested());
    await settle();
    expect(run.state().bridgeCheck.copy).toBe('failed');
    expect(fake.copied[0]).toMatch(/^Cuota bridge check: (INCOMPLETE|FAIL|PASS)\n/);
  });

  it('shares through the app’s shareTape when there is no share sheet', async () => {
    const { page, context, dispatch, fake } = await opened();
    dispatch(actions.shareRequested());
    await settle();
    expect(fake.shared).toHaveLength(1);
    expect(context.bridge.shareTape).toHaveBeenCalledWith(fake.shared[0]);
    expect(page().share).toBe('shared');
  });

  it('outside the app without a share sheet says to copy', async () => {
    const { page, context, dispatch } = await opened({ inApp: false });
    dispatch(actions.shareRequested());
    await settle();
    expect(context.bridge.shareTape).not.toHaveBeenCalled();
    expect(page().share).toBe('unavailable');
  });
});
