import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { parseExtension, parseInstalment } from '../../../src/features/repayment/repaymentApi';
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
import type { RepaymentChannel } from '../../../src/features/repayment/types';
import { failed, fakeContext, ok, type FakeContext } from '../../support/fakeContext';
import { extension, instalment } from './fixtures';

const base = rootReducer(undefined, { type: '@@init' });
const query = { productId: '1', orderId: '1174' };
const oxxo: RepaymentChannel = {
  payCode: 'OXXO',
  logo: '/images/repayment/oxxo.svg',
  desc: 'Pague en OXXO',
  vCode: '93011174035100',
  BARcodeImg: '/images/repayment/barcode-1174.svg',
};
const spei: RepaymentChannel = { ...oxxo, payCode: 'SPEI', vCode: '', BARcodeImg: '' };

const withRepayment = (repayment: Partial<RepaymentState>): RootState => ({
  ...base,
  repayment: { ...initialRepaymentState, query, ...repayment },
});
const loading = (kind: 'instalment' | 'extension') => withRepayment({ kind, status: 'loading' });
const loadedInstalment = withRepayment({
  kind: 'instalment',
  status: 'succeeded',
  instalment: parseInstalment(instalment()),
});
const loadedExtension = withRepayment({
  kind: 'extension',
  status: 'succeeded',
  extension: parseExtension(extension()),
});

const provide = (context: FakeContext) => ({
  getContext: (key: string) => context[key as keyof FakeContext],
});

describe('repayment saga: loading', () => {
  it('instalment: posts loan-play-detail with productId and orderId and shows the answer', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(instalment()));
    const { storeState } = await expectSaga(loadRepayment)
      .withReducer(rootReducer, loading('instalment'))
      .provide(provide(context))
      .put(actions.instalmentLoaded(parseInstalment(instalment())!))
      .run();
    expect(context.api.post).toHaveBeenCalledWith('loanPlayDetail', query);
    expect(storeState.repayment.status).toBe('succeeded');
    expect(storeState.repayment.instalment?.repayAmount).toBe('351000');
  });

  it('extension: posts loan-play-delay-detail and shows the answer', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok(extension()));
    const { storeState } = await expectSaga(loadRepayment)
      .withReducer(rootReducer, loading('extension'))
      .provide(provide(context))
      .run();
    expect(context.api.post).toHaveBeenCalledWith('loanPlayDelayDetail', query);
    expect(storeState.repayment.extension?.delayInfo.delayAmount).toBe('45000');
    expect(storeState.repayment.instalment).toBeNull();
  });

  it.each(['instalment', 'extension'] as const)(
    '%s: a v3 failure shows nothing of the order',
    async (kind) => {
      const context = fakeContext();
      context.api.post.mockResolvedValue(failed('Pedido no encontrado', '404'));
      const { storeState } = await expectSaga(loadRepayment)
        .withReducer(rootReducer, loading(kind))
        .provide(provide(context))
        .put(actions.loadFailed({ code: '404', message: 'Pedido no encontrado' }))
        .run();
      expect(storeState.repayment).toMatchObject({
        status: 'failed',
        instalment: null,
        extension: null,
      });
    },
  );

  it('a successful answer of the wrong shape is a failure (malformed)', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(ok({ unexpected: true }));
    await expectSaga(loadRepayment)
      .withReducer(rootReducer, loading('instalment'))
      .provide(provide(context))
      .put(actions.loadFailed({ code: 'malformed', message: '' }))
      .run();
  });

  it('pageOpened loads, retry loads again, and only the newest answer counts', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValueOnce(failed('no')).mockResolvedValueOnce(ok(extension()));
    const { storeState } = await expectSaga(repaymentSaga)
      .withReducer(rootReducer, base)
      .provide(provide(context))
      .dispatch(actions.pageOpened({ kind: 'extension', ...query }))
      .delay(0)
      .dispatch(actions.retryRequested())
      .silentRun(30);
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(storeState.repayment.status).toBe('succeeded');
    expect(storeState.repayment.extension?.productName).toBe('Cuota Express');
  });
});

describe('repayment saga: opening the payment instructions', () => {
  it('instalment, outside the app: requestType 1 with the raw repay amount, then a router navigation', async () => {
    const context = fakeContext();
    const params = { ...query, amount: '351000', payCode: 'OXXO', requestType: 1 as const };
    const { storeState } = await expectSaga(openInstructions, actions.channelTapped(oxxo))
      .withReducer(rootReducer, loadedInstalment)
      .provide(provide(context))
      .put(actions.instructionsRequested(params))
      .run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', params);
    expect(storeState.repayment.pendingNavigation).toEqual({
      page: 'paymentInstructions',
      params,
    });
  });

  it('instalment, in the app: the bridge opens the page and no router navigation is left', async () => {
    const context = fakeContext({ inApp: true });
    const { storeState } = await expectSaga(openInstructions, actions.channelTapped(spei))
      .withReducer(rootReducer, loadedInstalment)
      .provide(provide(context))
      .not.put.actionType(actions.instructionsRequested.type)
      .run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', {
      ...query,
      amount: '351000',
      payCode: 'SPEI',
      requestType: 1,
    });
    expect(storeState.repayment.pendingNavigation).toBeNull();
  });

  it('extension, outside the app: requestType 2 with the delay amount', async () => {
    const context = fakeContext();
    const params = { ...query, amount: '45000', payCode: 'OXXO', requestType: 2 as const };
    const { storeState } = await expectSaga(openInstructions, actions.channelTapped(oxxo))
      .withReducer(rootReducer, loadedExtension)
      .provide(provide(context))
      .run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', params);
    expect(storeState.repayment.pendingNavigation).toEqual({
      page: 'paymentInstructions',
      params,
    });
  });

  it('extension, in the app: requestType 2 through the bridge only', async () => {
    const context = fakeContext({ inApp: true });
    const { storeState } = await expectSaga(openInstructions, actions.channelTapped(oxxo))
      .withReducer(rootReducer, loadedExtension)
      .provide(provide(context))
      .run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('paymentInstructions', {
      ...query,
      amount: '45000',
      payCode: 'OXXO',
      requestType: 2,
    });
    expect(storeState.repayment.pendingNavigation).toBeNull();
  });

  it('does nothing before the screen has loaded', async () => {
    const context = fakeContext();
    await expectSaga(openInstructions, actions.channelTapped(oxxo))
      .withReducer(rootReducer, loading('instalment'))
      .provide(provide(context))
      .run();
    expect(context.bridge.openPage).not.toHaveBeenCalled();
  });

  it('a burst of taps opens the instructions once (takeLeading)', async () => {
    const context = fakeContext({ inApp: true });
    let answer: (v: unknown) => void = () => undefined;
    context.bridge.openPage.mockImplementation(() => new Promise((r) => (answer = r)));
    await expectSaga(repaymentSaga)
      .withReducer(rootReducer, loadedInstalment)
      .provide(provide(context))
      .dispatch(actions.channelTapped(oxxo))
      .dispatch(actions.channelTapped(oxxo))
      .dispatch(actions.channelTapped(spei))
      .silentRun(30);
    answer({ ok: true, handledBy: 'app' });
    expect(context.bridge.openPage).toHaveBeenCalledTimes(1);
  });
});

describe('repayment saga: customer service', () => {
  it('outside the app the page navigates to the customer-service route', async () => {
    const context = fakeContext();
    const { storeState } = await expectSaga(openCustomerService)
      .withReducer(rootReducer, loadedExtension)
      .provide(provide(context))
      .put(actions.customerServiceRequested())
      .run();
    expect(context.bridge.openPage).toHaveBeenCalledWith('customerService', {});
    expect(storeState.repayment.pendingNavigation).toEqual({ page: 'customerService' });
  });

  it('in the app the bridge opens it', async () => {
    const context = fakeContext({ inApp: true });
    const { storeState } = await expectSaga(repaymentSaga)
      .withReducer(rootReducer, loadedExtension)
      .provide(provide(context))
      .dispatch(actions.customerServiceTapped())
      .silentRun(20);
    expect(context.bridge.openPage).toHaveBeenCalledWith('customerService', {});
    expect(storeState.repayment.pendingNavigation).toBeNull();
  });
});
