import { expectSaga } from 'redux-saga-test-plan';
import { expireSession, SESSION_EXPIRED_MESSAGE_ID } from '../../src/shell/uiSaga';
import { toastRequested } from '../../src/shell/uiSlice';
import { fakeBridge } from '../support/fakeContext';

describe('session expired (HTTP 401/403)', () => {
  it('in the app: the bridge force-login, no message', async () => {
    const bridge = fakeBridge(true);
    const result = await expectSaga(expireSession)
      .provide({ getContext: () => bridge })
      .run();
    expect(bridge.goLogin).toHaveBeenCalledWith(true);
    expect(result.effects.put).toBeUndefined();
  });

  it('in a browser: the localized session-expired message', async () => {
    const bridge = fakeBridge(false);
    await expectSaga(expireSession)
      .provide({ getContext: () => bridge })
      .put(toastRequested({ messageId: SESSION_EXPIRED_MESSAGE_ID }))
      .run();
    expect(bridge.goLogin).not.toHaveBeenCalled();
  });

  it('in the app, when the host does not answer: the message as well', async () => {
    const bridge = fakeBridge(true);
    bridge.goLogin.mockResolvedValue({ ok: false, handledBy: 'none', error: 'timeout' });
    await expectSaga(expireSession)
      .provide({ getContext: () => bridge })
      .put(toastRequested({ messageId: SESSION_EXPIRED_MESSAGE_ID }))
      .run();
  });
});
