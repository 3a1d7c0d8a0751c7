import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../../src/app/rootReducer';
import { legalActions as actions } from '../../../src/features/legal/legalSlice';
import { goLogin, legalSaga, loadContract } from '../../../src/features/legal/legalSaga';
import { failed, fakeContext, ok } from '../../support/fakeContext';
import { contractFixture } from './contractFixture';

const withOrder = (orderNo: string) =>
  rootReducer(undefined, actions.contractPageOpened({ orderNo }));

describe('legal saga', () => {
  it('loads the contract through contract-detail with the orderNo', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(contractFixture));
    const { storeState } = await expectSaga(loadContract)
      .withReducer(rootReducer, withOrder('1001'))
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .put(actions.loadSucceeded(contractFixture))
      .run();
    expect(context.api.post).toHaveBeenCalledWith(
      'contractDetail',
      { orderNo: '1001' },
      { loadingText: undefined },
    );
    expect(storeState.legal.status).toBe('succeeded');
  });

  it('puts the failure with the server message', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(failed('Contrato no encontrado', '1'));
    const { storeState } = await expectSaga(loadContract)
      .withReducer(rootReducer, withOrder('missing'))
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .put(actions.loadFailed({ code: '1', message: 'Contrato no encontrado' }))
      .run();
    expect(storeState.legal.error).toEqual({ code: '1', message: 'Contrato no encontrado' });
  });

  it('treats a success without data as a failure', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(null));
    await expectSaga(loadContract)
      .withReducer(rootReducer, withOrder('1'))
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .put(actions.loadFailed({ code: 'malformed', message: '' }))
      .run();
  });

  it('the watcher loads on page open and on retry', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(contractFixture));
    await expectSaga(legalSaga)
      .withReducer(rootReducer)
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .dispatch(actions.contractPageOpened({ orderNo: '1174' }))
      .dispatch(actions.retryRequested())
      .silentRun(50);
    expect(context.api.post).toHaveBeenCalledWith(
      'contractDetail',
      { orderNo: '1174' },
      { loadingText: undefined },
    );
  });

  it('in the app asks the bridge to go to login (forced)', async () => {
    const context = fakeContext({ inApp: true });
    await expectSaga(goLogin)
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .run();
    expect(context.bridge.goLogin).toHaveBeenCalledWith(true);
    expect(context.bridge.closeWebView).not.toHaveBeenCalled();
  });

  it('outside the app closes the web view (falls back to going back)', async () => {
    const context = fakeContext();
    await expectSaga(goLogin)
      .provide({ getContext: (key) => context[key as keyof typeof context] })
      .run();
    expect(context.bridge.goLogin).not.toHaveBeenCalled();
    expect(context.bridge.closeWebView).toHaveBeenCalled();
  });
});
