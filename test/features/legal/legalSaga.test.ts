import { legalActions as actions } from '../../../src/features/legal/legalSlice';
import { goLogin, legalSaga, loadContract } from '../../../src/features/legal/legalSaga';
import { contractSchema } from '../../../src/features/legal/legalSchema';
import { failed, fakeContext, ok, through } from '../../support/fakeContext';
import { expectSagaWith, sagaHarness, settle, stateAfter } from '../../support/sagaHarness';
import { contractFixture } from './contractFixture';

const withOrder = (orderNo: string) => stateAfter(actions.contractPageOpened({ orderNo }));

describe('legal saga', () => {
  it('loads the contract through contract-detail with the orderNo', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(through(contractSchema, ok(contractFixture)));
    const { storeState } = await expectSagaWith(loadContract, { context, state: withOrder('1001') })
      .put(actions.loadSucceeded(contractFixture))
      .run();
    expect(context.api.post).toHaveBeenCalledWith(
      'contractDetail',
      contractSchema,
      { orderNo: '1001' },
      { loadingText: undefined },
    );
    expect(storeState.legal.status).toBe('succeeded');
  });

  it('puts the failure with the server message', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(
      through(contractSchema, failed('Contrato no encontrado', '1')),
    );
    const { storeState } = await expectSagaWith(loadContract, {
      context,
      state: withOrder('missing'),
    })
      .put(actions.loadFailed({ text: 'Contrato no encontrado' }))
      .run();
    expect(storeState.legal.error).toEqual({ text: 'Contrato no encontrado' });
  });

  it.each([
    ['without data', null],
    ['with data {}', {}],
    ['with a list', [contractFixture]],
    ['without the amount', { ...contractFixture, amount: undefined }],
  ])('treats a success %s as a load failure (never a blank note)', async (_name, data) => {
    const context = fakeContext();
    context.api.post.mockReturnValue(through(contractSchema, ok(data)));
    const { storeState } = await expectSagaWith(loadContract, { context, state: withOrder('1') })
      .put(actions.loadFailed({ text: 'Respuesta inesperada del servidor, inténtelo de nuevo' }))
      .run();
    expect(storeState.legal).toMatchObject({ status: 'failed', contract: null });
  });

  it('a thrown worker puts the load failure (Retry shows, no endless skeleton)', async () => {
    const context = fakeContext();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const run = sagaHarness(legalSaga, { context });
    run.dispatch(actions.contractPageOpened({ orderNo: '1174' }));
    await settle();
    expect(run.put).toEqual([actions.loadFailed({})]);
    expect(run.state().legal.status).toBe('failed');
    jest.restoreAllMocks();
  });

  it('the watcher loads on page open and on retry', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(through(contractSchema, ok(contractFixture)));
    const run = sagaHarness(legalSaga, { context });
    run.dispatch(actions.contractPageOpened({ orderNo: '1174' }));
    await settle();
    expect(run.state().legal.status).toBe('succeeded');
    run.dispatch(actions.retryRequested());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(context.api.post).toHaveBeenLastCalledWith(
      'contractDetail',
      contractSchema,
      { orderNo: '1174' },
      { loadingText: undefined },
    );
    expect(run.types()).toEqual([actions.loadSucceeded.type, actions.loadSucceeded.type]);
  });

  it('in the app asks the bridge to go to login (forced)', async () => {
    const context = fakeContext({ inApp: true });
    await expectSagaWith(goLogin, { context }).run();
    expect(context.bridge.goLogin).toHaveBeenCalledWith(true);
    expect(context.bridge.closeWebView).not.toHaveBeenCalled();
  });

  it('outside the app closes the web view (falls back to going back)', async () => {
    const context = fakeContext();
    await expectSagaWith(goLogin, { context }).run();
    expect(context.bridge.goLogin).not.toHaveBeenCalled();
    expect(context.bridge.closeWebView).toHaveBeenCalled();
  });
});
