import { SUBMIT_REARM_MS } from '../../../src/config/constants';
import {
  selectConfirmRetriesSame,
  selectPayRetriesSame,
} from '../../../src/features/cardRepayment/cardRepaymentAttempts';
import { cardRepaymentSaga } from '../../../src/features/cardRepayment/cardRepaymentSaga';
import { cardRepaymentActions as actions } from '../../../src/features/cardRepayment/cardRepaymentSlice';
import { bridgeEventReceived } from '../../../src/platform/bridge/events';
import { SESSION_STORAGE_KEY } from '../../../src/platform/session/session';
import { fakeContext, KEYED_BACKEND } from '../../support/fakeContext';
import { settle, sagaHarness } from '../../support/sagaHarness';
import { realClient, realTimeOut, type Wire } from '../loanConfirm/wire';
import { query, way } from './fixtures';

const COMMIT = 'repayment-commit';
const CONFIRM = 'repayment-confirm';
const HUICHAO = 'repayment-huichao';
const answered = (data: unknown): Wire => ({
  status: 200,
  body: { code: '00', message: '', data },
});
const refused = (code: string, message: string): Wire => ({ status: 200, body: { code, message } });
const sms = answered({ needValid: 1, repayRecordId: 7001 });
const paidNoSms = answered({ needValid: 0, repayRecordId: 7001 });

/**
 * The card repayment saga (virtual clock) over the real client; the cards load first. The backend
 * honours keys: a payment without a definitive answer is retried as the same request (with the spec's
 * backend the order is checked first: cardRepaymentSaga.doubt.test.ts).
 */
async function loaded(routes: Record<string, Wire[]>) {
  const context = fakeContext({ backend: KEYED_BACKEND });
  context.storage.set(SESSION_STORAGE_KEY, JSON.stringify({ userId: '1001' }));
  const wire = realClient(context, { 'repayment-way': [answered(way())], ...routes });
  const run = sagaHarness(cardRepaymentSaga, { context });
  run.dispatch(actions.pageOpened(query));
  await settle();
  expect(run.state().cardRepayment.status).toBe('succeeded');
  return { run, wire };
}
type Run = Awaited<ReturnType<typeof loaded>>['run'];
const page = (run: Run) => run.state().cardRepayment;

/** A tap, its answer (a hang times out in 20 ms of real time), then the cool-down on the virtual clock. */
async function tap(run: Run, action: Parameters<Run['dispatch']>[0]) {
  run.dispatch(action);
  await realTimeOut();
  await settle();
  await run.clock.advance(SUBMIT_REARM_MS);
  await settle();
}

describe('card repayment: repayment-commit, one charge per attempt', () => {
  it.each<[string, Wire]>([
    ['a time-out', 'hang'],
    ['HTTP 504', { status: 504, body: '' }],
    ['HTTP 502', { status: 502, body: '<html></html>' }],
  ])('%s, then a manual retry: the same request, the same key', async (_, first) => {
    const { run, wire } = await loaded({ [COMMIT]: [first, paidNoSms] });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    expect(selectPayRetriesSame(run.state())).toBe(true);
    expect(page(run).paying).toBe(false);
    // The method stays fixed meanwhile: the retry goes to the same card.
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '302' }));
    expect(page(run).selected).toEqual({ kind: 'card', cardId: '301' });
    await tap(run, actions.payRequested());
    expect(wire.keys(COMMIT)).toEqual(['key-1', 'key-1']);
    expect(page(run)).toMatchObject({ paid: true, payAttempt: null });
  });

  it('the server failure envelope is definitive: the next tap is a new request, a new key', async () => {
    const { run, wire } = await loaded({ [COMMIT]: [refused('91', 'Tarjeta vencida'), sms] });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    expect(selectPayRetriesSame(run.state())).toBe(false);
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '302' }));
    await tap(run, actions.payRequested());
    expect(wire.keys(COMMIT)).toEqual(['key-1', 'key-2']);
    expect(page(run).sms.open).toBe(true);
  });

  it("while a commit waits for a definitive answer, the app's resume does not reload the cards", async () => {
    const { run, wire } = await loaded({ [COMMIT]: ['hang'] });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    run.dispatch(bridgeEventReceived('resume'));
    await settle();
    expect(wire.sent.filter((s) => s.url.includes('repayment-way'))).toHaveLength(1);
  });

  it('the SMS step: a resend that timed out is retried with the same key', async () => {
    const { run, wire } = await loaded({ [COMMIT]: [sms, 'hang', sms] });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(run, actions.payRequested());
    await run.clock.advance(60_000);
    await settle();
    await tap(run, actions.resendRequested());
    expect(selectPayRetriesSame(run.state())).toBe(true);
    await tap(run, actions.resendRequested());
    expect(wire.keys(COMMIT)).toEqual(['key-1', 'key-2', 'key-2']);
    expect(page(run).payAttempt).toBeNull();
  });
});

describe('card repayment: repayment-confirm, one charge per attempt', () => {
  async function inSms(confirms: Wire[]) {
    const loadedRun = await loaded({ [COMMIT]: [sms], [CONFIRM]: confirms });
    loadedRun.run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    await tap(loadedRun.run, actions.payRequested());
    expect(page(loadedRun.run).sms.open).toBe(true);
    return loadedRun;
  }
  const ok = answered(null);

  it.each<[string, Wire]>([
    ['a time-out', 'hang'],
    ['HTTP 503', { status: 503, body: { code: '00', message: '' } }],
    ['HTTP 504', { status: 504, body: '' }],
  ])('%s, then a manual retry: the same key (the code is never kept)', async (_, first) => {
    const { run, wire } = await inSms([first, ok]);
    await tap(run, actions.confirmRequested({ verifyCode: '606060' }));
    expect(selectConfirmRetriesSame(run.state())).toBe(true);
    expect(JSON.stringify(page(run))).not.toContain('606060');
    await tap(run, actions.confirmRequested({ verifyCode: '606060' }));
    expect(wire.keys(CONFIRM)).toEqual(['key-2', 'key-2']);
    expect(page(run)).toMatchObject({ paid: true, confirmAttempt: null });
  });

  it("a wrong code ('800006', the server's envelope) ends the attempt: the next confirm has a new key", async () => {
    const { run, wire } = await inSms([refused('800006', 'Código incorrecto'), ok]);
    await tap(run, actions.confirmRequested({ verifyCode: '111111' }));
    expect(page(run).sms.message).toEqual({ messageId: 'cardRepayment.wrongCode' });
    expect(selectConfirmRetriesSame(run.state())).toBe(false);
    await tap(run, actions.confirmRequested({ verifyCode: '606060' }));
    expect(wire.keys(CONFIRM)).toEqual(['key-2', 'key-3']);
  });
});

describe('card repayment: the alternative payment, one request per attempt', () => {
  const url = answered({ url: '/carpmm?paid=1' });

  it.each<[string, Wire]>([
    ['a time-out', 'hang'],
    ['HTTP 504', { status: 504, body: '' }],
  ])('%s, then a manual retry: the same key', async (_, first) => {
    const { run, wire } = await loaded({ [HUICHAO]: [first, url] });
    run.dispatch(actions.methodSelected({ kind: 'alternative' }));
    await tap(run, actions.payRequested());
    expect(selectPayRetriesSame(run.state())).toBe(true);
    await tap(run, actions.payRequested());
    expect(wire.keys(HUICHAO)).toEqual(['key-1', 'key-1']);
    expect(run.context.navigator.visited).toEqual([{ url: '/carpmm?paid=1', replace: false }]);
  });

  it('the server failure envelope: the next tap is a new request', async () => {
    const { run, wire } = await loaded({ [HUICHAO]: [refused('70', 'Canal cerrado'), url] });
    run.dispatch(actions.methodSelected({ kind: 'alternative' }));
    await tap(run, actions.payRequested());
    await tap(run, actions.payRequested());
    expect(wire.keys(HUICHAO)).toEqual(['key-1', 'key-2']);
  });

  it('a success whose url is refused: no re-arm, no second request, the details offered', async () => {
    const { run, wire } = await loaded({
      [HUICHAO]: [answered({ url: 'https://evil.example/p' })],
    });
    run.dispatch(actions.methodSelected({ kind: 'alternative' }));
    await tap(run, actions.payRequested());
    expect(page(run)).toMatchObject({ paid: true, handoffRefused: true, payAttempt: null });
    await tap(run, actions.payRequested());
    expect(wire.keys(HUICHAO)).toHaveLength(1);
  });
});
