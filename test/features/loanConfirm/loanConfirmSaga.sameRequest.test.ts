import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import { defaultPaths } from '../../../src/config/paths';
import { loanConfirmSaga } from '../../../src/features/loanConfirm/loanConfirmSaga';
import {
  loanConfirmActions as actions,
  selectRetriesSameRequest,
} from '../../../src/features/loanConfirm/loanConfirmSlice';
import { toastRequested } from '../../../src/shell/uiSlice';
import { fakeContext, KEYED_BACKEND } from '../../support/fakeContext';
import { settle, sagaHarness, type SagaRun as Run } from '../../support/sagaHarness';
import { rawOffer } from './fixtures';
import { realClient, realTimeOut, type Wire } from './wire';

const PUSH = 'loan-detail-push';
const OFFER = 'loan-detail-confirm';
const page = (run: Run) => run.state().loanConfirm;
const pushed = { status: 200, body: { success: true, data: { lendDetailsUrl: '/loan/details' } } };
const offered = (offer = rawOffer()) => ({ status: 200, body: { success: true, data: offer } });

/**
 * The feature saga (virtual clock) over the real client: the offer loads, then each push answers from
 * `pushes` in order. The backend honours keys unless the context says otherwise: a push without a
 * definitive answer is retried as the same request (with the spec's backend it is checked first:
 * loanConfirmSaga.doubt.test.ts).
 */
async function loaded(
  pushes: Wire[],
  offers: Wire[] = [offered()],
  context = fakeContext({ backend: KEYED_BACKEND }),
) {
  const run = sagaHarness(loanConfirmSaga, { context });
  const wire = realClient(run.context, { [OFFER]: offers, [PUSH]: pushes });
  run.dispatch(actions.pageOpened({ productId: '1' }));
  await settle();
  expect(page(run).status).toBe('succeeded');
  return { run, wire };
}

/** A tap after the failed push's cool-down on the virtual clock. */
async function tapAgain(run: Run) {
  await run.clock.advance(SUBMIT_REARM_MS);
  await settle();
  expect(page(run).submit).toBe('idle');
  run.dispatch(actions.submitRequested());
  await settle();
}

describe('loanConfirm: one loan per attempt', () => {
  it('a time-out, then a manual retry: the same request, the same Idempotency-Key', async () => {
    const { run, wire } = await loaded(['hang', pushed]);
    run.dispatch(actions.submitRequested());
    await realTimeOut();
    await settle();
    expect(run.put).toContainEqual(toastRequested({ text: 'Tiempo agotado' }));
    expect(selectRetriesSameRequest(run.state())).toBe(true);
    await tapAgain(run);
    expect(wire.keys(PUSH)).toEqual(['key-1', 'key-1']);
    expect(page(run).submit).toBe('succeeded');
    expect(page(run).attempt).toBeNull();
  });

  it.each([502, 503, 504])('HTTP %s, then a manual retry: the same key', async (status) => {
    const { run, wire } = await loaded([{ status, body: '<html>gateway</html>' }, pushed]);
    run.dispatch(actions.submitRequested());
    await settle();
    expect(selectRetriesSameRequest(run.state())).toBe(true);
    await tapAgain(run);
    expect(wire.keys(PUSH)).toEqual(['key-1', 'key-1']);
  });

  it('an answer that does not fit its schema may have booked: the retry keeps the key', async () => {
    const bad = { status: 200, body: { success: true, data: { lendDetailsUrl: { href: '/x' } } } };
    const { run, wire } = await loaded([bad, pushed]);
    run.dispatch(actions.submitRequested());
    await settle();
    await tapAgain(run);
    expect(wire.keys(PUSH)).toEqual(['key-1', 'key-1']);
  });

  it('the server failure envelope is definitive: the next tap is a new request with a new key', async () => {
    const refused = {
      status: 200,
      body: { success: false, code: 7, message: 'Monto no disponible' },
    };
    const { run, wire } = await loaded([refused, pushed]);
    run.dispatch(actions.submitRequested());
    await settle();
    expect(run.put).toContainEqual(toastRequested({ text: 'Monto no disponible' }));
    expect(selectRetriesSameRequest(run.state())).toBe(false);
    expect(page(run).attempt).toBeNull();
    await tapAgain(run);
    expect(wire.keys(PUSH)).toEqual(['key-1', 'key-2']);
  });

  it('a time-out, then the offer changes (another amount): a new request with a new key', async () => {
    const other = offered({ ...rawOffer(), amount: 250000 });
    const { run, wire } = await loaded([{ status: 504, body: '' }, pushed], [offered(), other]);
    run.dispatch(actions.submitRequested());
    await settle();
    run.dispatch(actions.retryRequested());
    await settle();
    await tapAgain(run);
    expect(wire.keys(PUSH)).toEqual(['key-1', 'key-2']);
    const bodies = run.context.api.post.mock.calls.filter((c) => c[0] === 'loanDetailPush');
    expect(bodies.map((c) => (c[2] as { amount: string }).amount)).toEqual(['300000', '250000']);
  });

  it('leaving the page ends the attempt: the next visit pushes with a new key', async () => {
    const { run, wire } = await loaded([{ status: 504, body: '' }, pushed]);
    run.dispatch(actions.submitRequested());
    await settle();
    run.dispatch(actions.pageLeft());
    expect(page(run).attempt).toBeNull();
    await run.clock.advance(1_000);
    run.dispatch(actions.pageOpened({ productId: '1' }));
    await settle();
    run.dispatch(actions.submitRequested());
    await settle();
    expect(wire.keys(PUSH)).toEqual(['key-1', 'key-2']);
    expect(page(run).submit).toBe('succeeded');
  });
});

describe('loanConfirm: a booked loan whose lendDetailsUrl is refused', () => {
  const foreign = (data: Record<string, unknown>) => ({
    status: 200,
    body: { success: true, data },
  });

  it('says the loan was requested, never re-arms, and offers the order from the answer', async () => {
    const { run, wire } = await loaded([
      foreign({ lendDetailsUrl: 'https://evil.example.com/x', orderId: 1001 }),
    ]);
    run.dispatch(actions.submitRequested());
    await settle();
    expect(page(run).submit).toBe('booked');
    expect(page(run).bookedOrderId).toBe('1001');
    expect(run.put.filter((a) => a.type === toastRequested.type)).toEqual([]);
    expect(run.context.bridge.track).toHaveBeenCalledWith('confirm', { productId: '1' });
    await run.clock.advance(10_000);
    run.dispatch(actions.submitRequested());
    await settle();
    expect(page(run).submit).toBe('booked');
    expect(wire.keys(PUSH)).toHaveLength(1);
    run.dispatch(actions.detailsRequested());
    await settle();
    expect(run.context.navigator.visited).toEqual([
      { url: '/loan/details?productId=1&orderId=1001', replace: true },
    ]);
  });

  it('takes the order id from the refused URL when the data has none', async () => {
    const { run } = await loaded([
      foreign({ lendDetailsUrl: 'https://evil.example.com/loan?orderId=A-77&productId=1' }),
    ]);
    run.dispatch(actions.submitRequested());
    await settle();
    expect(page(run).bookedOrderId).toBe('A-77');
  });

  it('without an order id the order page is offered (the configured path)', async () => {
    const context = fakeContext({ backend: KEYED_BACKEND });
    context.paths = { ...defaultPaths, order: '/mis-prestamos' };
    const { run } = await loaded(
      [foreign({ lendDetailsUrl: 'javascript:alert(1)' })],
      undefined,
      context,
    );
    run.dispatch(actions.submitRequested());
    await settle();
    expect(page(run).bookedOrderId).toBe('');
    run.dispatch(actions.detailsRequested());
    await settle();
    expect(run.context.navigator.visited).toEqual([{ url: '/mis-prestamos', replace: true }]);
  });
});
