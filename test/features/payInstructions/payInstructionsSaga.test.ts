import {
  loadInstructions,
  payInstructionsSaga,
} from '../../../src/features/payInstructions/payInstructionsSaga';
import {
  initialPayInstructionsState,
  payInstructionsActions as actions,
  payInstructionsReducer,
} from '../../../src/features/payInstructions/payInstructionsSlice';
import { instructionsSchema } from '../../../src/features/payInstructions/payInstructionsSchema';
import { WORKER_FAILED } from '../../../src/platform/api/failureText';
import { failed, fakeContext, type FakeContext } from '../../support/fakeContext';
import { expectSagaWith, initialState, sagaHarness, settle } from '../../support/sagaHarness';
import { answering, checkedInstructions, instructions, validParams } from './fixtures';

const base = initialState();

/** The page opened on the harness, its answers settled. */
async function open(context: FakeContext, params = validParams) {
  const run = sagaHarness(payInstructionsSaga, { context, state: base });
  run.dispatch(actions.pageOpened(params));
  await settle();
  return { run, storeState: run.state() };
}

describe('payment instructions saga', () => {
  it('requestType 1: posts generate-vcode with the exact query and shows the answer', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answering(instructions()));
    const { storeState } = await open(context);
    expect(context.api.post).toHaveBeenCalledTimes(1);
    expect(context.api.post).toHaveBeenCalledWith('generateVcode', instructionsSchema, {
      productId: '1',
      orderId: '1174',
      amount: '351000',
      payCode: 'OXXO',
      requestType: 1,
    });
    expect(storeState.payInstructions.status).toBe('succeeded');
    expect(storeState.payInstructions.info).toEqual(checkedInstructions());
    expect(storeState.payInstructions.info?.repayDetail.repayCode).toBe('9301 2245 7781 0032');
  });

  it('requestType 2: posts the extension request with the delay amount as received', async () => {
    const context = fakeContext();
    context.api.post.mockImplementation(answering(instructions()));
    await open(context, {
      productId: '3',
      orderId: '1180',
      amount: '45000',
      payCode: 'SPEI',
      requestType: '2',
    });
    expect(context.api.post).toHaveBeenCalledWith('generateVcode', instructionsSchema, {
      productId: '3',
      orderId: '1180',
      amount: '45000',
      payCode: 'SPEI',
      requestType: 2,
    });
  });

  it('a v3 failure stores the error and nothing of the data', async () => {
    const context = fakeContext();
    context.api.post.mockResolvedValue(failed('Medio de pago no disponible', '2'));
    const { storeState } = await expectSagaWith(loadInstructions, {
      context,
      state: {
        ...base,
        payInstructions: payInstructionsReducer(undefined, actions.pageOpened(validParams)),
      },
    })
      .put(actions.loadFailed({ text: 'Medio de pago no disponible' }))
      .run();
    expect(storeState.payInstructions.status).toBe('failed');
    expect(storeState.payInstructions.info).toBeNull();
  });

  it.each([
    ['null data', null],
    ['a string', 'vcode'],
    ['no repayDetail', { topLogo: '/a.svg', dataList: [] }],
  ])('a successful envelope with %s is refused by the schema, not a crash', async (_n, data) => {
    const context = fakeContext();
    context.api.post.mockImplementation(answering(data));
    const { storeState } = await open(context);
    expect(storeState.payInstructions.status).toBe('failed');
    expect(storeState.payInstructions.error).toEqual({
      text: 'Respuesta inesperada del servidor, inténtelo de nuevo',
    });
    expect(storeState.payInstructions.info).toBeNull();
  });

  it('a worker that throws puts the failed state (Retry), and Retry loads again', async () => {
    const context = fakeContext();
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.post
      .mockImplementationOnce(() => {
        throw new Error('boom');
      })
      .mockImplementationOnce(answering(instructions()));
    const { run } = await open(context);
    expect(run.put).toEqual([actions.loadFailed(WORKER_FAILED)]);
    expect(run.state().payInstructions.status).toBe('failed');
    run.dispatch(actions.retryRequested());
    await settle();
    expect(errorLog).toHaveBeenCalledWith('saga worker failed:', 'boom');
    expect(run.state().payInstructions.status).toBe('succeeded');
    errorLog.mockRestore();
  });

  it.each([
    ['no orderId', { ...validParams, orderId: null }],
    ['no payCode', { ...validParams, payCode: null }],
    ['requestType 3', { ...validParams, requestType: '3' }],
    ['no requestType', { ...validParams, requestType: null }],
  ])('an invalid query (%s) makes no call and is marked invalid', async (_n, params) => {
    const context = fakeContext();
    const { storeState } = await open(context, params);
    expect(context.api.post).not.toHaveBeenCalled();
    expect(storeState.payInstructions).toEqual({
      ...initialPayInstructionsState,
      invalidQuery: true,
    });
  });

  it('retry after a failure loads again and shows the answer', async () => {
    const context = fakeContext();
    context.api.post
      .mockResolvedValueOnce(failed('no'))
      .mockImplementationOnce(answering(instructions()));
    const { run } = await open(context);
    expect(run.state().payInstructions.status).toBe('failed');
    run.dispatch(actions.retryRequested());
    await settle();
    expect(context.api.post).toHaveBeenCalledTimes(2);
    expect(run.state().payInstructions.status).toBe('succeeded');
  });

  it('takeLatest: a newer open wins over a slower earlier one', async () => {
    const context = fakeContext();
    let first: (v: unknown) => void = () => undefined;
    context.api.post
      .mockImplementationOnce(() => new Promise((r) => (first = r)))
      .mockImplementationOnce(
        answering(instructions({ topLogo: '/images/payInstructions/spei.svg' })),
      );
    const run = sagaHarness(payInstructionsSaga, { context, state: base });
    run.dispatch(actions.pageOpened(validParams));
    run.dispatch(actions.pageOpened({ ...validParams, payCode: 'SPEI', requestType: '2' }));
    await settle();
    expect(run.state().payInstructions.info?.topLogo).toBe('/images/payInstructions/spei.svg');
    // The first (stale) answer arrives after the second one: its worker was cancelled, it puts nothing.
    first(answering(instructions())('generateVcode', instructionsSchema));
    await settle();
    expect(run.payloads(actions.loadSucceeded)).toHaveLength(1);
    expect(run.state().payInstructions.query?.payCode).toBe('SPEI');
    expect(run.state().payInstructions.info?.topLogo).toBe('/images/payInstructions/spei.svg');
  });
});

describe('payment instructions slice', () => {
  it('pageOpened starts fresh, dropping a previous answer', () => {
    const loaded = payInstructionsReducer(
      payInstructionsReducer(undefined, actions.pageOpened(validParams)),
      actions.loadSucceeded(checkedInstructions()),
    );
    expect(loaded.status).toBe('succeeded');
    const reopened = payInstructionsReducer(
      loaded,
      actions.pageOpened({ ...validParams, orderId: '1180' }),
    );
    expect(reopened.info).toBeNull();
    expect(reopened.status).toBe('loading');
    expect(reopened.query?.orderId).toBe('1180');
  });

  it('retry without a valid query stays idle', () => {
    const invalid = payInstructionsReducer(
      undefined,
      actions.pageOpened({ ...validParams, payCode: null }),
    );
    expect(payInstructionsReducer(invalid, actions.retryRequested()).status).toBe('idle');
  });
});
