import { SMS_COUNTDOWN_SECONDS } from '../../../src/config/constants';
import type { Attempt } from '../../../src/platform/api/attempt';
import { repaymentWaySchema } from '../../../src/features/cardRepayment/cardRepaymentSchema';
import {
  cardRepaymentActions as actions,
  cardRepaymentBackLayers,
  cardRepaymentReducer as reducer,
  closedSmsStep,
  initialCardRepaymentState,
  type CardRepaymentState,
  type SmsStepState,
} from '../../../src/features/cardRepayment/cardRepaymentSlice';
import type { RepaymentWayData } from '../../../src/features/cardRepayment/cardRepaymentSchema';
import { through } from '../../support/fakeContext';
import { cards, ok00, query, way } from './fixtures';

let answer: RepaymentWayData;
let oneCardNoAlternative: RepaymentWayData;
beforeAll(async () => {
  answer = (await through(repaymentWaySchema, ok00(way()))).data as RepaymentWayData;
  oneCardNoAlternative = (
    await through(repaymentWaySchema, ok00(way({ alipay: 0, bankCards: [cards[1]] })))
  ).data as RepaymentWayData;
});

const attempt: Attempt = { name: 'cardPay-1', subject: '301', unsure: false };
const opened = () => reducer(undefined, actions.pageOpened(query));
const loaded = () => reducer(opened(), actions.loadSucceeded(answer));
const card301 = { kind: 'card' as const, cardId: '301' };
const chosen = (over: Partial<CardRepaymentState> = {}): CardRepaymentState => ({
  ...loaded(),
  selected: card301,
  ...over,
});
const openStep: SmsStepState = {
  ...closedSmsStep,
  open: true,
  secondsLeft: SMS_COUNTDOWN_SECONDS,
};
const inStep = (sms: Partial<SmsStepState> = {}, over: Partial<CardRepaymentState> = {}) =>
  chosen({ needValid: 1, repayRecordId: '7001', sms: { ...openStep, ...sms }, ...over });

describe('cardRepayment slice: the load', () => {
  it('pageOpened keeps the order fields and loads', () => {
    expect(opened()).toEqual({ ...initialCardRepaymentState, ...query, status: 'loading' });
  });

  it('pageOpened is a fresh start: nothing of a previous order (cards, choice, payment) is kept', () => {
    const previous = inStep({ confirming: true }, { paying: true, payAttempt: attempt });
    const other = { ...query, orderId: '1180' };
    expect(reducer(previous, actions.pageOpened(other))).toEqual({
      ...initialCardRepaymentState,
      ...other,
      status: 'loading',
    });
  });

  it('loadSucceeded keeps the cards, the alternative and the token', () => {
    expect(loaded()).toEqual({
      ...opened(),
      status: 'succeeded',
      cards,
      alipay: true,
      repayToken: 'rt-1174',
    });
  });

  it('loadFailed keeps why and drops the cards, the alternative, the token and the choice', () => {
    const state = reducer(chosen(), actions.loadFailed({ text: 'Pedido bloqueado' }));
    expect(state).toEqual({
      ...opened(),
      status: 'failed',
      loadError: { text: 'Pedido bloqueado' },
    });
  });

  it('retryRequested loads again with the error cleared', () => {
    const failed = reducer(opened(), actions.loadFailed({ messageId: 'cardRepayment.error' }));
    expect(reducer(failed, actions.retryRequested())).toEqual(opened());
  });

  it('pageLeft drops everything', () => {
    expect(reducer(inStep(), actions.pageLeft())).toEqual(initialCardRepaymentState);
  });
});

describe('cardRepayment slice: choosing and paying', () => {
  it('methodSelected keeps the choice', () => {
    expect(reducer(loaded(), actions.methodSelected(card301))).toEqual(chosen());
    expect(reducer(chosen(), actions.methodSelected({ kind: 'alternative' }))).toEqual(
      chosen({ selected: { kind: 'alternative' } }),
    );
  });

  it('payRequested with an offered method: paying', () => {
    expect(reducer(chosen(), actions.payRequested())).toEqual(chosen({ paying: true }));
  });

  it('payEnded: not paying, an attempt still open marked unsure', () => {
    const state = reducer(chosen({ paying: true, payAttempt: attempt }), actions.payEnded());
    expect(state).toEqual(chosen({ payAttempt: { ...attempt, unsure: true } }));
    expect(reducer(chosen({ paying: true }), actions.payEnded())).toEqual(chosen());
  });

  it('paySucceeded: paid', () => {
    expect(reducer(chosen({ paying: true }), actions.paySucceeded())).toEqual(
      chosen({ paying: true, paid: true }),
    );
  });

  it('attemptChanged sets or ends the attempt of its slot', () => {
    const started = reducer(chosen(), actions.attemptChanged({ slot: 'payAttempt', attempt }));
    expect(started).toEqual(chosen({ payAttempt: attempt }));
    const confirm = reducer(
      started,
      actions.attemptChanged({ slot: 'confirmAttempt', attempt: { ...attempt, subject: '7001' } }),
    );
    expect(confirm).toEqual(
      chosen({ payAttempt: attempt, confirmAttempt: { ...attempt, subject: '7001' } }),
    );
    expect(reducer(started, actions.attemptChanged({ slot: 'payAttempt', attempt: null }))).toEqual(
      chosen(),
    );
  });

  it('handoffRefused: pay stays off, the details are offered', () => {
    expect(reducer(chosen({ paying: true }), actions.handoffRefused())).toEqual(
      chosen({ paying: true, paid: true, handoffRefused: true }),
    );
  });

  it('detailsRequested changes nothing (the saga opens the details)', () => {
    expect(reducer(chosen({ paid: true }), actions.detailsRequested())).toEqual(
      chosen({ paid: true }),
    );
  });

  it('commitSucceeded with needValid 1 opens the SMS step with a full countdown', () => {
    const state = reducer(
      chosen({ paying: true }),
      actions.commitSucceeded({ needValid: 1, repayRecordId: '7001' }),
    );
    expect(state).toEqual(inStep({}, { paying: true }));
  });

  it('commitSucceeded with needValid 0 keeps the record and opens no step', () => {
    const state = reducer(
      chosen({ paying: true }),
      actions.commitSucceeded({ needValid: 0, repayRecordId: '' }),
    );
    expect(state).toEqual(chosen({ paying: true, needValid: 0 }));
  });
});

describe('cardRepayment slice: the SMS step', () => {
  it('countdownStarted, countdownTicked, countdownEnded move the resend countdown', () => {
    const started = reducer(inStep({ secondsLeft: 0 }), actions.countdownStarted());
    expect(started).toEqual(inStep({ counting: true }));
    const ticked = reducer(started, actions.countdownTicked(42));
    expect(ticked).toEqual(inStep({ counting: true, secondsLeft: 42 }));
    expect(reducer(inStep({ counting: true, secondsLeft: 0 }), actions.countdownEnded())).toEqual(
      inStep({ secondsLeft: 0 }),
    );
  });

  it('resendRequested once the countdown ended: resending, the message cleared', () => {
    const ended = inStep({ secondsLeft: 0, message: { text: 'old' } });
    expect(reducer(ended, actions.resendRequested())).toEqual(
      inStep({ secondsLeft: 0, resending: true }),
    );
  });

  it('resendEnded: not resending, the pay attempt marked unsure', () => {
    const state = reducer(
      inStep({ resending: true }, { payAttempt: attempt }),
      actions.resendEnded(),
    );
    expect(state).toEqual(inStep({}, { payAttempt: { ...attempt, unsure: true } }));
  });

  it('confirmRequested: confirming, the message cleared, and the code is not kept', () => {
    const state = reducer(
      inStep({ message: { text: 'old' } }),
      actions.confirmRequested({ verifyCode: '908172' }),
    );
    expect(state).toEqual(inStep({ confirming: true }));
    expect(JSON.stringify(state)).not.toContain('908172');
  });

  it('confirmEnded: not confirming, the confirm attempt marked unsure', () => {
    const state = reducer(
      inStep({ confirming: true }, { confirmAttempt: attempt }),
      actions.confirmEnded(),
    );
    expect(state).toEqual(inStep({}, { confirmAttempt: { ...attempt, unsure: true } }));
  });

  it('confirmSucceeded closes the step; pay stays off', () => {
    expect(reducer(inStep({ confirming: true }), actions.confirmSucceeded())).toEqual(
      inStep({}, { sms: closedSmsStep, paid: true }),
    );
  });

  it('smsMessageShown shows the failure inside the step', () => {
    expect(reducer(inStep(), actions.smsMessageShown({ text: 'Código incorrecto' }))).toEqual(
      inStep({ message: { text: 'Código incorrecto' } }),
    );
  });

  it('smsCancelled closes the step', () => {
    expect(reducer(inStep({ counting: true }), actions.smsCancelled())).toEqual(
      inStep({}, { sms: closedSmsStep }),
    );
  });
});

describe('cardRepayment slice: guards', () => {
  it('a second pay tap while paying is ignored', () => {
    const paying = chosen({ paying: true });
    expect(reducer(paying, actions.payRequested())).toEqual(paying);
  });

  it.each([
    ['no method chosen', () => loaded()],
    ['the cards not loaded', () => ({ ...opened(), selected: card301 })],
    ['a card the page does not offer', () => chosen({ selected: { kind: 'card', cardId: '999' } })],
    ['the SMS step open', () => inStep()],
    ['the payment already through', () => chosen({ paid: true })],
  ])('a pay tap with %s is ignored', (_name, state) => {
    expect(reducer(state(), actions.payRequested())).toEqual(state());
  });

  it.each([
    ['paying', { paying: true }],
    ['paid', { paid: true }],
    ['an attempt waiting for a definitive answer', { payAttempt: attempt }],
  ])('the method is fixed while %s', (_name, over) => {
    const locked = chosen(over);
    expect(reducer(locked, actions.methodSelected({ kind: 'alternative' }))).toEqual(locked);
  });

  it('an answer without the chosen method drops the choice; with it, the choice stays', () => {
    const reloading = chosen({ status: 'loading' });
    expect(reducer(reloading, actions.loadSucceeded(oneCardNoAlternative))).toEqual({
      ...chosen(),
      cards: [cards[1]],
      alipay: false,
      selected: null,
    });
    expect(reducer(reloading, actions.loadSucceeded(answer))).toEqual(chosen());
  });

  it.each([
    ['the step closed', () => chosen()],
    ['the countdown running', () => inStep({ counting: true })],
    ['a resend already under way', () => inStep({ secondsLeft: 0, resending: true })],
  ])('a resend tap with %s is ignored', (_name, state) => {
    expect(reducer(state(), actions.resendRequested())).toEqual(state());
  });

  it.each([
    ['the step closed', () => chosen()],
    ['a confirm already under way', () => inStep({ confirming: true })],
  ])('a confirm tap with %s is ignored', (_name, state) => {
    expect(reducer(state(), actions.confirmRequested({ verifyCode: '123456' }))).toEqual(state());
  });

  it('the back closes the open SMS step, and nothing else', () => {
    expect(cardRepaymentBackLayers.closeTop({ cardRepayment: inStep() })).toEqual(
      actions.smsCancelled(),
    );
    expect(cardRepaymentBackLayers.closeTop({ cardRepayment: chosen() })).toBeNull();
    expect(
      cardRepaymentBackLayers.closeTop({ cardRepayment: initialCardRepaymentState }),
    ).toBeNull();
  });
});
