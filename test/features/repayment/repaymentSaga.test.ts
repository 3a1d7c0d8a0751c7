import { WORKER_FAILED } from '../../../src/platform/api/failureText';
import { extensionSchema, instalmentSchema } from '../../../src/features/repayment/repaymentSchema';
import {
  loadRepayment,
  openCustomerService,
  openInstructions,
  repaymentSaga,
} from '../../../src/features/repayment/repaymentSaga';
import {
  initialRepaymentState,
  repaymentActions as actions,
  type RepaymentState,
} from '../../../src/features/repayment/repaymentSlice';
import type { RepaymentChannel } from '../../../src/features/repayment/repaymentSchema';
import { failed, fakeContext, ok, through } from '../../support/fakeContext';
import {
  expectSagaWith,
  initialState,
  sagaHarness,
  settle,
  stateWith,
  type RootState,
} from '../../support/sagaHarness';
import { checkedExtension, checkedInstalment, extension, instalment } from './fixtures';

const base = initialState();
const query = { productId: '1', orderId: '1174' };
const oxxo: RepaymentChannel = {
  payCode: 'OXXO',
  logo: '/images/repayment/oxxo.svg',
  desc: 'Pague en OXXO',
  vCode: '93011174035100',
  BARcodeImg: '/images/repayment/barcode-1174.svg',
};
const spei: RepaymentChannel = { ...oxxo, payCode: 'SPEI', vCode: '', BARcodeImg: '' };

const withRepayment = (repayment: Partial<RepaymentState>): RootState =>
  stateWith({ repayment: { ...initialRepaymentState, query, ...repayment } });
const loading = (kind: 'instalment' | 'extension') => withRepayment({ kind, status: 'loading' });
const loadedInstalment = withRepayment({
  kind: 'instalment',
  status: 'succeeded',
  instalment: checkedInstalment(),
});
const loadedExtension = withRepayment({
  kind: 'extension',
  status: 'succeeded',
  extension: checkedExtension(),
});

describe('repayment saga: loading', () => {
  it('instalment: posts loan-play-detail with productId and orderId and shows the answer', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(through(instalmentSchema, ok(instalment())));
    const { storeState } = await expectSagaWith(loadRepayment, {
      context,
      state: loading('instalment'),
    })
      .put(actions.instalmentLoaded(checkedInstalment()))
      .run();
    expect(context.api.post).toHaveBeenCalledWith('loanPlayDetail', instalmentSchema, query);
    expect(storeState.repayment.status).toBe('succeeded');
    expect(storeState.repayment.instalment?.repayAmount).toBe('351000');
  });

  it('extension: posts loan-play-delay-detail and shows the answer', async () => {
    const context = fakeContext();
    context.api.post.mockReturnValue(through(extensionSchema, ok(extension())));
    const { storeState } = await expectSagaWith(loadRepayment, {
      context,
      state: loading('extension'),
    }).run();
    expect(context.api.post).toHaveBeenCalledWith('loanPlayDelayDetail', extensionSchema, query);
    expect(storeState.repayment.extension?.delayInfo.delayAmount).toBe('45000');
    expect(storeState.repayment.instalment).toBeNull();
  });

  it.each(['instalment', 'extension'] as const)(
    '%s: a v3 failure shows nothing of the order',
    async (kind) => {
      const context = fakeContext();
      context.api.post.mockResolvedValue(failed('Pedido no encontrado', '404'));
      const { storeState } = await expectSagaWith(loadRepayment, { context, state: loading(kind) })
        .put(actions.loadFailed({ text: 'Pedido no encontrado' }))
        .run();
      expect(storeState.repayment).toMatchObject({
        status: 'failed',
        instalment: null,
        extension: null,
      });
    },
  );

  it.each([
    ['instalment', () => through(instalmentSchema, ok({ ...instalment(), repayAmount: 'N/D' }))],
    ['instalment', () => through(instalmentSchema, ok({ unexpected: true }))],
    [
      'extension',
      () => through(extensionSchema, ok({ ...extension(), delayInfo: { delayAmount: null } })),
    ],
    ['extension', () => through(extensionSchema, ok({ ...extension(), delayInfo: undefined }))],
  ] as const)(
    '%s: an answer the schema refuses is a failure with the localized message, nothing shown',
    async (kind, answer) => {
      const context = fakeContext();
      context.api.post.mockReturnValue(answer());
      const { storeState } = await expectSagaWith(loadRepayment, { context, state: loading(kind) })
        .put(actions.loadFailed({ text: 'Respuesta inesperada del servidor, inténtelo de nuevo' }))
        .run();
      expect(storeState.repayment).toMatchObject({ status: 'failed', instalment: null });
    },
  );

  it.each(['instalment', 'extension'] as const)(
    '%s: a worker that throws puts the failed state (Retry), never an endless load',
    async (kind) => {
      const context = fakeContext();
      const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      context.api.post.mockImplementation(() => {
        throw new Error('boom');
      });
      const run = sagaHarness(repaymentSaga, { context, state: base });
      run.dispatch(actions.pageOpened({ kind, ...query }));
      await settle();
      expect(run.put).toEqual([actions.loadFailed(WORKER_FAILED)]);
      expect(run.state().repayment.status).toBe('failed');
      expect(errorLog).toHaveBeenCalledWith('saga worker failed:', 'boom');
      errorLog.mockRestore();
    },
  );

  it('after a thrown load, Retry loads again (the watcher survives)', async () => {
    const context = fakeContext();
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.post
      .mockImplementationOnce(() => {
        throw new Error('boom');
      })
      .mockReturnValueOnce(through(extensionSchema, ok(extension())));
    const run = sagaHarness(repaymentSaga, { context, state: base });
    run.dispatch(actions.pageOpened({ kind: 'extension', ...query }));
    await settle();
    expect(run.state().repayment.status).toBe('failed');
    run.dispatch(actions.retryRequested());
    await settle();
    expect(run.state().repayment.status).toBe('succeeded');
    errorLog.mockRestore();
  });

  it('pageOpened loads, retry loads again, and only the newest answer counts', async () => {
    const context = fakeContext();
    let firstAnswer: (result: unknown) => void = () => undefined;
    context.api.post
      .mockReturnValueOnce(new Promise((resolve) => (firstAnswer = resolve)))
      .mockReturnValueOnce(through(extensionSchema, ok(extension())));
    const run = sagaHarness(repaymentSaga, { context, state: base });
    run.dispatch(actions.pageOpened({ kind: 'extension', ...query }));
    await settle();
    run.dispatch(actions.retryRequested());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(run.state().repayment.status).toBe('succeeded');
    // The first answer comes last: its load was cancelled by the retry, so it changes nothing.
    firstAnswer(failed('no'));
    await settle();
    expect(run.types()).toEqual([actions.extensionLoaded.type]);
    expect(run.state().repayment.status).toBe('succeeded');
    expect(run.state().repayment.extension?.productName).toBe('Cuota Express');
  });
});

describe('repayment saga: opening the payment instructions', () => {
  it('instalment, outside the app: requestType 1 with the raw repay amount, then a router navigation', async () => {
    const context = fakeContext();
    const params = { ...query, amount: '351000', payCode: 'OXXO', requestType: 1 as const };
    await expectSagaWith(
      openInstructions,
      { context, state: loadedInstalment },
      actions.channelTapped(oxxo),
    ).run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', params);
    expect(context.navigator.visited).toEqual([
      {
        url: '/repayment/instructions?productId=1&orderId=1174&amount=351000&payCode=OXXO&requestType=1',
        replace: false,
      },
    ]);
  });

  it('instalment, in the app: the bridge opens the page and no router navigation is left', async () => {
    const context = fakeContext({ inApp: true });
    await expectSagaWith(
      openInstructions,
      { context, state: loadedInstalment },
      actions.channelTapped(spei),
    ).run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', {
      ...query,
      amount: '351000',
      payCode: 'SPEI',
      requestType: 1,
    });
    expect(context.navigator.visited).toEqual([]);
  });

  it('extension, outside the app: requestType 2 with the delay amount', async () => {
    const context = fakeContext();
    const params = { ...query, amount: '45000', payCode: 'OXXO', requestType: 2 as const };
    await expectSagaWith(
      openInstructions,
      { context, state: loadedExtension },
      actions.channelTapped(oxxo),
    ).run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', params);
    expect(context.navigator.visited).toEqual([
      {
        url: '/repayment/instructions?productId=1&orderId=1174&amount=45000&payCode=OXXO&requestType=2',
        replace: false,
      },
    ]);
  });

  it('extension, in the app: requestType 2 through the bridge only', async () => {
    const context = fakeContext({ inApp: true });
    await expectSagaWith(
      openInstructions,
      { context, state: loadedExtension },
      actions.channelTapped(oxxo),
    ).run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', {
      ...query,
      amount: '45000',
      payCode: 'OXXO',
      requestType: 2,
    });
    expect(context.navigator.visited).toEqual([]);
  });

  it('a tap whose channel carries no usable payCode opens nothing', async () => {
    const context = fakeContext();
    await expectSagaWith(
      openInstructions,
      { context, state: loadedInstalment },
      actions.channelTapped({ ...oxxo, payCode: ' ' }),
    ).run();
    expect(context.bridge.openPage).not.toHaveBeenCalled();
    expect(context.navigator.visited).toEqual([]);
  });

  it('does nothing before the screen has loaded', async () => {
    const context = fakeContext();
    await expectSagaWith(
      openInstructions,
      { context, state: loading('instalment') },
      actions.channelTapped(oxxo),
    ).run();
    expect(context.bridge.openPage).not.toHaveBeenCalled();
  });

  it('a burst of taps opens the instructions once (takeLeading)', async () => {
    const context = fakeContext({ inApp: true });
    let answer: (v: unknown) => void = () => undefined;
    context.bridge.openPage.mockImplementation(() => new Promise((r) => (answer = r)));
    const run = sagaHarness(repaymentSaga, { context, state: loadedInstalment });
    run.dispatch(actions.channelTapped(oxxo));
    run.dispatch(actions.channelTapped(oxxo));
    run.dispatch(actions.channelTapped(spei));
    await settle();
    expect(context.bridge.openPage).toHaveBeenCalledTimes(1);
    answer({ ok: true, handledBy: 'app' });
    await settle();
    expect(context.bridge.openPage).toHaveBeenCalledTimes(1);
    expect(context.bridge.openPage).toHaveBeenCalledWith(
      'paymentInstructions',
      expect.objectContaining({ payCode: 'OXXO' }),
    );
  });
});

describe('repayment saga: customer service', () => {
  it('outside the app the page navigates to the customer-service route', async () => {
    const context = fakeContext();
    await expectSagaWith(openCustomerService, {
      context,
      state: loadedExtension,
    }).run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('customerService', {});
    expect(context.navigator.visited).toEqual([{ url: '/customer-service', replace: false }]);
  });

  it('in the app the bridge opens it', async () => {
    const context = fakeContext({ inApp: true });
    const run = sagaHarness(repaymentSaga, { context, state: loadedExtension });
    run.dispatch(actions.customerServiceTapped());
    await settle();
    expect(context.bridge.openPage).toHaveBeenCalledWith('customerService', {});
    expect(context.navigator.visited).toEqual([]);
  });
});
