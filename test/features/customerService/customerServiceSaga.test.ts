import * as matchers from 'redux-saga-test-plan/matchers';
import {
  customerServiceActions as actions,
  DIAL_WAIT,
} from '../../../src/features/customerService/customerServiceSlice';
import { whileHostAnswers } from '../../../src/shell/hostWait';
import { hostWaitEnded, hostWaitStarted } from '../../../src/shell/uiSlice';
import { fetchCustomerService } from '../../../src/features/customerService/customerServiceApi';
import {
  callTelephone,
  dial,
  customerServiceSaga,
  loadCustomerService,
} from '../../../src/features/customerService/customerServiceSaga';
import { customerServiceFixture } from '../../support/fixtures';
import { failed, fakeContext, ok, through } from '../../support/fakeContext';
import { expectSagaWith, settle, sagaHarness, stateWith } from '../../support/sagaHarness';
import { customerServiceSchema } from '../../../src/features/customerService/customerServiceSchema';
import { WORKER_FAILED } from '../../../src/platform/api/failureText';

describe('customer service saga', () => {
  it('loads the contact details through get-whatsapp with overall=30', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(customerServiceFixture));
    const { storeState } = await expectSagaWith(loadCustomerService, { context })
      .put(actions.loadSucceeded(customerServiceFixture))
      .run();
    expect(context.api.post).toHaveBeenCalledWith(
      'getWhatsapp',
      customerServiceSchema,
      { overall: 30 },
      { loadingText: undefined },
    );
    expect(storeState.customerService).toEqual({
      status: 'succeeded',
      info: customerServiceFixture,
      error: null,
    });
  });

  it('puts the failure with the server code and message', async () => {
    const context = fakeContext();
    await expectSagaWith(loadCustomerService, {
      context,
      providers: [
        [matchers.getContext('api'), context.api],
        [matchers.call.fn(fetchCustomerService), failed('Servicio no disponible', '1')],
      ],
    })
      .put(actions.loadFailed({ text: 'Servicio no disponible' }))
      .hasFinalState(
        stateWith({
          customerService: {
            status: 'failed',
            info: null,
            error: { text: 'Servicio no disponible' },
          },
        }),
      )
      .run();
  });

  it('treats a success without a telephone or e-mail as a failure, not an empty screen', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(
      through(customerServiceSchema, ok({ phone: '', va: '', email: '' })),
    );
    await expectSagaWith(loadCustomerService, { context })
      .put(actions.loadFailed({ text: 'Respuesta inesperada del servidor, inténtelo de nuevo' }))
      .run();
  });

  it('a thrown worker shows the failed state instead of loading for ever', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(() => {
      throw new Error('boom');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = sagaHarness(customerServiceSaga, { context });
    run.dispatch(actions.pageOpened());
    await settle();
    expect(run.put).toEqual([actions.loadFailed(WORKER_FAILED)]);
    expect(run.state().customerService.status).toBe('failed');
    error.mockRestore();
  });

  it('loads on page open and again on retry (takeLatest)', async () => {
    const context = fakeContext();
    context.api.post
      .mockResolvedValueOnce(failed('down'))
      .mockResolvedValueOnce(ok(customerServiceFixture));
    const run = sagaHarness(customerServiceSaga, { context });
    run.dispatch(actions.pageOpened());
    await settle();
    expect(run.put).toEqual([actions.loadFailed({ text: 'down' })]);
    run.dispatch(actions.retryRequested());
    await settle();
    expect(run.put).toEqual([
      actions.loadFailed({ text: 'down' }),
      actions.loadSucceeded(customerServiceFixture),
    ]);
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(run.state().customerService.status).toBe('succeeded');
  });

  it('asks the bridge to dial inside the app', async () => {
    const context = fakeContext({ inApp: true });
    await expectSagaWith(
      callTelephone,
      { context },
      actions.telephoneTapped({ telephone: '800 953 4210' }),
    )
      // Detached, with the telephone row busy until the app's dialler answers.
      .spawn(whileHostAnswers, DIAL_WAIT, dial, '800 953 4210')
      .put(hostWaitStarted(DIAL_WAIT))
      .put(hostWaitEnded(DIAL_WAIT))
      .run();
    expect(context.bridge.callTelephone).toHaveBeenCalledWith('800 953 4210');
  });

  it('fire-and-forget: a host that never answers does not hold the next tap', async () => {
    const context = fakeContext({ inApp: true });
    context.bridge.callTelephone.mockImplementation(() => new Promise(() => undefined));
    const run = sagaHarness(customerServiceSaga, { context });
    run.dispatch(actions.telephoneTapped({ telephone: '800 953 4210' }));
    await settle();
    run.dispatch(actions.telephoneTapped({ telephone: '800 953 4210' }));
    await settle();
    // Before, the first call held takeLeading up to the bridge's time-out.
    expect(context.bridge.callTelephone).toHaveBeenCalledTimes(2);
    expect(run.clock.now()).toBe(0);
    run.task.cancel();
  });

  it('leaves dialling to the tel: link outside the app', async () => {
    const context = fakeContext({ inApp: false });
    await expectSagaWith(
      callTelephone,
      { context },
      actions.telephoneTapped({ telephone: '800 953 4210' }),
    ).run();
    expect(context.bridge.callTelephone).not.toHaveBeenCalled();
  });
});
