import { TEST_LOGIN } from '../../../src/config/constants';
import {
  loginWithTestCredentials,
  SHARE_TOAST_IDS,
  shareTape,
  switchRecording,
  devtoolsSaga,
} from '../../../src/qa/devtools/devtoolsSaga';
import { devtoolsActions as actions } from '../../../src/qa/devtools/devtoolsSlice';
import { smsCodeLoginSchema } from '../../../src/qa/devtools/devtoolsSchema';
import { setActiveRecorder, type Recorder } from '../../../src/qa/tape';
import { toastRequested } from '../../../src/shell/uiSlice';
import { failed, fakeContext, ok, through } from '../../support/fakeContext';
import { expectSagaWith, settle, initialState, sagaHarness } from '../../support/sagaHarness';

const TAPE_JSON = '{"header":{"format":1},"entries":[]}';

function fakeRecorder(json = TAPE_JSON): Recorder {
  return { exportJson: jest.fn(() => json) } as unknown as Recorder;
}

const loginCall = [
  'smsCodeLogin',
  smsCodeLoginSchema,
  { username: TEST_LOGIN.username, smsCode: TEST_LOGIN.smsCode },
  { toastOnFailure: false },
];

afterEach(() => setActiveRecorder(null));

describe('test page saga: automatic SMS-code login', () => {
  it('uses the fixed test credentials and stores the success', async () => {
    expect(TEST_LOGIN).toEqual({ username: '13800138000', smsCode: '123456' });
    const context = fakeContext();
    context.api.post.mockReturnValue(
      through(smsCodeLoginSchema, ok({ userId: '1001', token: 't' })),
    );
    const { storeState } = await expectSagaWith(loginWithTestCredentials, { context })
      .put(actions.loginSucceeded())
      .run();
    expect(storeState.devtools.credentials).toEqual(TEST_LOGIN);
    expect(context.api.post).toHaveBeenCalledTimes(1);
    expect(context.api.post).toHaveBeenCalledWith(...loginCall);
    expect(storeState.devtools.login).toEqual({ status: 'succeeded', error: null });
  });

  it('keeps the server code and message when the login fails', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(
      through(smsCodeLoginSchema, failed('Código de verificación incorrecto', '2')),
    );
    const { storeState } = await expectSagaWith(loginWithTestCredentials, { context })
      .put(actions.loginFailed({ text: 'Código de verificación incorrecto' }))
      .run();
    expect(storeState.devtools.login).toEqual({
      status: 'failed',
      error: { text: 'Código de verificación incorrecto' },
    });
  });

  it('sends the credentials held in state (a replayed tape holds them redacted)', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(
      through(smsCodeLoginSchema, ok({ userId: '1001', token: 't' })),
    );
    const initial = initialState();
    await expectSagaWith(loginWithTestCredentials, {
      context,
      state: {
        ...initial,
        devtools: {
          ...initial.devtools,
          credentials: { username: 'Person 1', smsCode: '000002' },
        },
      },
    })
      .put(actions.loginSucceeded())
      .run();
    expect(context.api.post).toHaveBeenCalledWith(
      'smsCodeLogin',
      smsCodeLoginSchema,
      { username: 'Person 1', smsCode: '000002' },
      { toastOnFailure: false },
    );
  });

  it('logs in on pageOpened and again on retry, through the root saga', async () => {
    const context = fakeContext();
    context.api.post
      .mockReturnValueOnce(through(smsCodeLoginSchema, failed('Servicio no disponible')))
      .mockReturnValueOnce(through(smsCodeLoginSchema, ok({ userId: '1001', token: 't' })));
    const run = sagaHarness(devtoolsSaga, { context });
    run.dispatch(
      actions.pageOpened({ productId: '1', orderId: '1174', session: { deviceId: 'd' } }),
    );
    await settle();
    expect(run.put).toEqual([actions.loginFailed({ text: 'Servicio no disponible' })]);
    expect(run.state().devtools.login.status).toBe('failed');
    run.dispatch(actions.loginRetried());
    await settle();
    expect(run.put).toEqual([
      actions.loginFailed({ text: 'Servicio no disponible' }),
      actions.loginSucceeded(),
    ]);
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(run.state().devtools.order).toEqual({ productId: '1', orderId: '1174' });
    expect(run.state().devtools.session).toEqual({ deviceId: 'd' });
    expect(run.state().devtools.login.status).toBe('succeeded');
    run.task.cancel();
  });
});

describe('test page saga: the login answer and thrown workers', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['data null', null],
    ['a list', [1, 2]],
    ['text', 'ok'],
    ['wrong field types', { userId: { id: 1 }, token: 42 }],
  ])('the loose login schema never refuses a success (%s)', async (_name, data) => {
    const context = fakeContext();
    context.api.post.mockReturnValue(through(smsCodeLoginSchema, ok(data)));
    await expectSagaWith(loginWithTestCredentials, { context }).put(actions.loginSucceeded()).run();
  });

  it('a thrown login worker shows the failed login with its retry, not an endless spinner', async () => {
    const context = fakeContext();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const run = sagaHarness(devtoolsSaga, { context });
    run.dispatch(actions.pageOpened({ productId: '', orderId: '', session: {} }));
    await settle();
    expect(run.put).toEqual([actions.loginFailed({})]);
    expect(run.state().devtools.login.status).toBe('failed');
    run.task.cancel();
  });

  it('a thrown share worker ends the sharing state and says the share failed', async () => {
    const context = fakeContext({ inApp: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.bridge.shareTape.mockImplementation(() => {
      throw new Error('boom');
    });
    const run = sagaHarness(devtoolsSaga, { context });
    run.dispatch(actions.tapeShareRequested());
    await settle();
    expect(run.put).toEqual([
      actions.tapeShareFinished({ outcome: 'failed' }),
      toastRequested({ messageId: 'devtools.shareFailed' }),
    ]);
    expect(run.state().devtools.sharing).toBe(false);
    run.task.cancel();
  });
});

describe('test page saga: send the tape to the app', () => {
  it('in the app, hands the recorder’s JSON to bridge.shareTape and toasts success', async () => {
    const context = fakeContext({ inApp: true });
    setActiveRecorder(fakeRecorder());
    const { effects, storeState } = await expectSagaWith(shareTape, {
      context,
      state: { ...initialState(), devtools: { ...initialState().devtools, sharing: true } },
    })
      .put(actions.tapeShareFinished({ outcome: 'shared' }))
      .put(toastRequested({ messageId: SHARE_TOAST_IDS.shared }))
      .run();
    expect(context.bridge.shareTape).toHaveBeenCalledWith(TAPE_JSON);
    expect(storeState.devtools.sharing).toBe(false);
    // The tape itself never travels in an action.
    const puts = JSON.stringify(effects.put ?? []);
    expect(puts).not.toContain('entries');
  });

  it('outside the app, says it is only available inside the app', async () => {
    const context = fakeContext({ inApp: false });
    setActiveRecorder(fakeRecorder());
    await expectSagaWith(shareTape, { context })
      .put(actions.tapeShareFinished({ outcome: 'unavailable' }))
      .put(toastRequested({ messageId: 'devtools.shareUnavailable' }))
      .run();
    expect(context.bridge.shareTape).toHaveBeenCalledWith(TAPE_JSON);
  });

  it('reports a failure when the app does not answer', async () => {
    const context = fakeContext({ inApp: true });
    context.bridge.shareTape.mockResolvedValue({ ok: false, handledBy: 'app', error: 'timeout' });
    setActiveRecorder(fakeRecorder());
    await expectSagaWith(shareTape, { context })
      .put(actions.tapeShareFinished({ outcome: 'failed' }))
      .put(toastRequested({ messageId: 'devtools.shareFailed' }))
      .run();
  });

  it('sends one tape per burst of taps (takeLeading)', async () => {
    const context = fakeContext({ inApp: true });
    let answer: (value: unknown) => void = () => undefined;
    context.bridge.shareTape.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    setActiveRecorder(fakeRecorder());
    const run = sagaHarness(devtoolsSaga, { context });
    run.dispatch(actions.tapeShareRequested());
    run.dispatch(actions.tapeShareRequested());
    answer({ ok: true, handledBy: 'app' });
    await settle();
    expect(context.bridge.shareTape).toHaveBeenCalledTimes(1);
    expect(run.types()).toEqual([actions.tapeShareFinished.type, toastRequested.type]);
    run.dispatch(actions.tapeShareRequested());
    expect(context.bridge.shareTape).toHaveBeenCalledTimes(2);
    run.task.cancel();
  });
});

describe('test page saga: recording switch', () => {
  it('start sets the session flag qaTape=1 through the storage wrapper, then asks for a reload', async () => {
    const context = fakeContext();
    const { storeState } = await expectSagaWith(
      switchRecording,
      { context },
      actions.recordingSwitchRequested({ on: true }),
    )
      .put(actions.recordingSwitched({ on: true }))
      .run();
    expect(context.storage.get('qaTape')).toBe('1');
    expect(storeState.devtools.reloadDue).toBe(true);
  });

  it('stop removes the flag', async () => {
    const context = fakeContext();
    context.storage.set('qaTape', '1');
    await expectSagaWith(
      switchRecording,
      { context },
      actions.recordingSwitchRequested({ on: false }),
    )
      .put(actions.recordingSwitched({ on: false }))
      .run();
    expect(context.storage.get('qaTape')).toBeNull();
  });
});

describe('test page saga: the location probe', () => {
  const position = { latitude: 19.43, longitude: -99.13, accuracy: 24 };

  it('asks the bridge once and stores the position it answers', async () => {
    const context = fakeContext();
    context.bridge.locate.mockResolvedValue({ ok: true, handledBy: 'fallback', value: position });
    const run = sagaHarness(devtoolsSaga, { context });
    run.dispatch(actions.locationRequested());
    await settle();
    expect(run.put).toEqual([actions.locationSucceeded(position)]);
    expect(run.state().devtools.location).toEqual({ kind: 'located', ...position });
    expect(context.bridge.locate).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it.each(['denied', 'timeout', 'unsupported'] as const)(
    'keeps the reason %s of a failed answer',
    async (reason) => {
      const context = fakeContext();
      context.bridge.locate.mockResolvedValue({ ok: false, handledBy: 'none', error: reason });
      const run = sagaHarness(devtoolsSaga, { context });
      run.dispatch(actions.locationRequested());
      await settle();
      expect(run.put).toEqual([actions.locationFailed({ reason })]);
      run.task.cancel();
    },
  );

  it('a thrown bridge call ends the locating state as unavailable', async () => {
    const context = fakeContext();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.bridge.locate.mockImplementation(() => {
      throw new Error('boom');
    });
    const run = sagaHarness(devtoolsSaga, { context });
    run.dispatch(actions.locationRequested());
    await settle();
    expect(run.put).toEqual([actions.locationFailed({ reason: 'unavailable' })]);
    expect(run.state().devtools.location).toEqual({ kind: 'error', reason: 'unavailable' });
    run.task.cancel();
  });
});
