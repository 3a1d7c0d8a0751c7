import { act, screen, waitFor } from '@testing-library/react';
import { all, call } from 'typed-redux-saga';
import CardRepaymentPage from '../../../src/features/cardRepayment/components/CardRepaymentPage';
import { cardRepaymentSaga } from '../../../src/features/cardRepayment/cardRepaymentSaga';
import {
  cardRepaymentActions as actions,
  cardRepaymentBackLayers,
  canRefreshCards,
  closedSmsStep,
  initialCardRepaymentState,
  type CardRepaymentState,
} from '../../../src/features/cardRepayment/cardRepaymentSlice';
import { bridgeEventReceived, type BridgeEventName } from '../../../src/platform/bridge/events';
import { uiSaga } from '../../../src/shell/uiSaga';
import { backRequested } from '../../../src/shell/uiSlice';
import { answerBy, callsTo, fakeContext, type Answers } from '../../support/fakeContext';
import { renderWithProviders } from '../../support/renderWithProviders';
import { settle, sagaHarness, stateWith } from '../../support/sagaHarness';
import { cards, fail, ok00, query, way } from './fixtures';

const event = (name: BridgeEventName) => bridgeEventReceived(name);
const never = () => new Promise<never>(() => undefined);
const refreshEvents: BridgeEventName[] = ['resume', 'bankFlowEnded'];
const newCard = { id: '303', bankName: 'Banorte', cardNo: '520473******1111', bankCode: 'BANORTE' };

/** The page loaded on the harness with the ui's sagas beside it (the app's back goes through them). */
async function loaded(answers: Answers = {}, context = fakeContext()) {
  answerBy(context, { repaymentWay: ok00(way()), ...answers });
  const run = sagaHarness(
    function* page() {
      yield* all([call(uiSaga), call(cardRepaymentSaga)]);
    },
    { context },
  );
  run.dispatch(actions.pageOpened(query));
  await settle();
  return run;
}
type Run = Awaited<ReturnType<typeof loaded>>;

/** Card 301 chosen and paid: the SMS step is open, its countdown running. */
async function inSmsStep(answers: Answers = {}) {
  const run = await loaded({
    repaymentCommit: ok00({ needValid: 1, repayRecordId: 7001 }),
    ...answers,
  });
  run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
  run.dispatch(actions.payRequested());
  await settle();
  return run;
}

const page = (run: Run) => run.state().cardRepayment;
const wayCalls = (run: Run) => callsTo(run.context, 'repaymentWay');

describe.each(refreshEvents)('%s: the open card repayment page reloads its cards', (name) => {
  it('asks repayment-way again; the new card shows, the choice stays', async () => {
    const run = await loaded({
      repaymentWay: [ok00(way()), ok00(way({ bankCards: [...cards, newCard] }))],
    });
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '302' }));
    run.dispatch(event(name));
    await settle();
    expect(wayCalls(run)).toEqual([{ orderId: '1174' }, { orderId: '1174' }]);
    expect(page(run).cards.map((c) => c.id)).toEqual(['301', '302', '303']);
    expect(page(run).selected).toEqual({ kind: 'card', cardId: '302' });
    expect(page(run).status).toBe('succeeded');
    run.task.cancel();
  });

  it('the cards stay on screen meanwhile, and after a failed refresh', async () => {
    const run = await loaded();
    let reply: (value: unknown) => void = () => undefined;
    run.context.api.post.mockImplementation(() => new Promise((r) => (reply = r)));
    run.dispatch(event(name));
    await settle();
    expect(page(run).status).toBe('succeeded');
    expect(page(run).cards).toHaveLength(2);
    reply(fail('99', 'Servicio no disponible'));
    await settle();
    expect(page(run)).toMatchObject({ status: 'succeeded', loadError: null });
    expect(page(run).cards).toHaveLength(2);
    run.task.cancel();
  });

  it('the SMS step stays open and its countdown runs on, not reset', async () => {
    const run = await inSmsStep();
    await run.clock.advance(10_000);
    expect(page(run).sms).toMatchObject({ open: true, counting: true, secondsLeft: 50 });
    run.dispatch(event(name));
    await settle();
    expect(wayCalls(run)).toHaveLength(2);
    expect(page(run).sms).toMatchObject({ open: true, counting: true, secondsLeft: 50 });
    await run.clock.advance(5_000);
    expect(page(run).sms.secondsLeft).toBe(45);
    expect(page(run).repayRecordId).toBe('7001');
    run.task.cancel();
  });

  it('a failed page loads again as its Retry does', async () => {
    const run = await loaded({ repaymentWay: [fail('99', 'no'), ok00(way())] });
    expect(page(run).status).toBe('failed');
    run.dispatch(event(name));
    expect(page(run).status).toBe('loading');
    await settle();
    expect(page(run).status).toBe('succeeded');
    expect(page(run).cards).toHaveLength(2);
    run.task.cancel();
  });
});

describe('no refresh while a payment step is under way (or done), or on a page not open', () => {
  const at = (over: Partial<CardRepaymentState>): CardRepaymentState => ({
    ...initialCardRepaymentState,
    ...query,
    status: 'succeeded',
    cards,
    ...over,
  });

  it.each([
    ['the page shown, nothing under way', true, at({})],
    ['the SMS step open', true, at({ sms: { ...closedSmsStep, open: true, counting: true } })],
    ['paying', false, at({ paying: true })],
    ['paid', false, at({ paid: true })],
    ['confirming the code', false, at({ sms: { ...closedSmsStep, open: true, confirming: true } })],
    ['resending the code', false, at({ sms: { ...closedSmsStep, open: true, resending: true } })],
    ['loading', false, at({ status: 'loading' })],
    ['not open', false, initialCardRepaymentState],
  ] as const)('%s: refresh allowed %p', (_name, expected, state) => {
    expect(canRefreshCards(state)).toBe(expected);
  });

  it('a confirm in flight: no second repayment-way', async () => {
    const run = await inSmsStep({ repaymentConfirm: never() });
    run.dispatch(actions.confirmRequested({ verifyCode: '123456' }));
    await settle();
    run.dispatch(event('resume'));
    await settle();
    expect(wayCalls(run)).toHaveLength(1);
    run.task.cancel();
  });

  it('an answer that comes back after a pay tap is dropped (the pay used the cards it had)', async () => {
    let reply: (value: unknown) => void = () => undefined;
    const run = await loaded();
    run.dispatch(actions.methodSelected({ kind: 'card', cardId: '301' }));
    run.context.api.post.mockImplementation(() => new Promise((r) => (reply = r)));
    run.dispatch(event('bankFlowEnded'));
    await settle();
    const answerOfRefresh = reply;
    run.dispatch(actions.payRequested());
    await settle();
    answerOfRefresh(ok00(way({ bankCards: [newCard], repayToken: 'rt-new' })));
    await settle();
    expect(page(run).cards.map((c) => c.id)).toEqual(['301', '302']);
    expect(page(run).repayToken).toBe('rt-1174');
    run.task.cancel();
  });

  it('nothing when the page is not open: never opened, or left', async () => {
    const context = fakeContext();
    answerBy(context, { repaymentWay: ok00(way()) });
    const run = sagaHarness(cardRepaymentSaga, { context });
    run.dispatch(event('resume'));
    run.dispatch(event('bankFlowEnded'));
    await settle();
    expect(context.api.post).not.toHaveBeenCalled();
    run.dispatch(actions.pageOpened(query));
    await settle();
    run.dispatch(actions.pageLeft());
    run.dispatch(event('resume'));
    await settle();
    expect(callsTo(context, 'repaymentWay')).toHaveLength(1);
    run.task.cancel();
  });
});

describe('back: the SMS step first, then back', () => {
  it('closes the SMS step as its Cancel does (the countdown stops), then goes back', async () => {
    const run = await inSmsStep();
    await run.clock.advance(3_000);
    run.dispatch(event('back'));
    await settle();
    expect(page(run).sms).toEqual(closedSmsStep);
    expect(run.types()).toContain(actions.smsCancelled.type);
    expect(run.types()).not.toContain(backRequested.type);
    const ticksBefore = run.payloads(actions.countdownTicked).length;
    await run.clock.advance(10_000);
    expect(run.payloads(actions.countdownTicked)).toHaveLength(ticksBefore);
    run.dispatch(event('back'));
    await settle();
    expect(run.types()).toContain(backRequested.type);
    expect(run.context.bridge.closeWebView).toHaveBeenCalledTimes(1);
    run.task.cancel();
  });

  it('a page not open (its slice reset, or absent) closes nothing', () => {
    const stale = { ...initialCardRepaymentState, sms: { ...closedSmsStep, open: true } };
    expect(cardRepaymentBackLayers.closeTop(stateWith({ cardRepayment: stale }))).toBeNull();
    expect(cardRepaymentBackLayers.closeTop({})).toBeNull();
  });
});

describe('the page and the events', () => {
  it('bankFlowEnded: a second request and the new card in the list', async () => {
    const context = fakeContext();
    answerBy(context, {
      repaymentWay: [ok00(way()), ok00(way({ bankCards: [...cards, newCard] }))],
    });
    const { store } = renderWithProviders(<CardRepaymentPage />, {
      context,
      route: '/repayment/choose?orderId=1174&productId=7&amount=351000&couponId=c9',
    });
    await waitFor(() => expect(screen.getAllByTestId('cr-card')).toHaveLength(2));
    act(() => {
      store.dispatch(event('bankFlowEnded'));
    });
    await waitFor(() => expect(screen.getAllByTestId('cr-card')).toHaveLength(3));
    expect(screen.getByText('Banorte')).toBeInTheDocument();
    expect(callsTo(context, 'repaymentWay')).toHaveLength(2);
  });
});
