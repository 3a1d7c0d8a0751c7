import {
  initialDevtoolsState,
  devtoolsActions as actions,
  devtoolsReducer as reducer,
} from '../../../src/qa/devtools/devtoolsSlice';

describe('test page slice', () => {
  it('starts with the fixed test credentials', () => {
    expect(reducer(undefined, { type: '@@init' }).credentials).toEqual({
      username: '13800138000',
      smsCode: '123456',
    });
  });

  it('page open keeps the order of the query and the session, and starts the login', () => {
    const session = { deviceId: 'd', appVersion: '2.0' };
    expect(
      reducer(undefined, actions.pageOpened({ productId: '1', orderId: '1174', session })),
    ).toEqual({
      ...initialDevtoolsState,
      order: { productId: '1', orderId: '1174' },
      session,
      login: { status: 'loading', error: null },
    });
  });

  it('login: failure with the server message, then retry, then success', () => {
    let state = reducer(undefined, actions.pageOpened({ productId: '', orderId: '', session: {} }));
    state = reducer(state, actions.loginFailed({ text: 'Código incorrecto' }));
    expect(state.login).toEqual({
      status: 'failed',
      error: { text: 'Código incorrecto' },
    });
    state = reducer(state, actions.loginRetried());
    expect(state.login).toEqual({ status: 'loading', error: null });
    state = reducer(state, actions.loginSucceeded());
    expect(state.login).toEqual({ status: 'succeeded', error: null });
  });

  it('sharing is busy from the request until the outcome', () => {
    let state = reducer(undefined, actions.tapeShareRequested());
    expect(state.sharing).toBe(true);
    state = reducer(state, actions.tapeShareFinished({ outcome: 'unavailable' }));
    expect(state.sharing).toBe(false);
  });

  it('a switched recording flag asks for a reload; the request alone does not', () => {
    const requested = reducer(undefined, actions.recordingSwitchRequested({ on: true }));
    expect(requested.reloadDue).toBe(false);
    expect(reducer(requested, actions.recordingSwitched({ on: true })).reloadDue).toBe(true);
  });
});
