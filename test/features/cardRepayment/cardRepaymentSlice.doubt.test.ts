import { SMS_COUNTDOWN_SECONDS } from '../../../src/config/constants';
import type { Attempt, DoubtFinding } from '../../../src/platform/api/attempt';
import { repaymentWaySchema } from '../../../src/features/cardRepayment/cardRepaymentSchema';
import {
  canRefreshCards,
  cardRepaymentActions as actions,
  cardRepaymentReducer as reducer,
  closedSmsStep,
  initialCardRepaymentState,
  selectMethodLocked,
  type CardRepaymentState,
  type PaymentDoubt,
  type SmsStepState,
} from '../../../src/features/cardRepayment/cardRepaymentSlice';
import type { RepaymentWayData } from '../../../src/features/cardRepayment/cardRepaymentSchema';
import { through } from '../../support/fakeContext';
import { ok00, query, way } from './fixtures';

/** The reducers of a payment in doubt (issue 35): raised, checked, found paid, retried, moved, left. */

let answer: RepaymentWayData;
beforeAll(async () => {
  answer = (await through(repaymentWaySchema, ok00(way()))).data as RepaymentWayData;
});

/** A kept attempt of a backend that does not honour keys: never 'unsure'. */
const attempt: Attempt = { name: 'commit-1', subject: 'card:301', unsure: false, unkeyed: true };
const loaded = (): CardRepaymentState =>
  reducer(reducer(undefined, actions.pageOpened(query)), actions.loadSucceeded(answer));
const chosen = (over: Partial<CardRepaymentState> = {}): CardRepaymentState => ({
  ...loaded(),
  selected: { kind: 'card', cardId: '301' },
  payAttempt: attempt,
  ...over,
});
const openStep: SmsStepState = { ...closedSmsStep, open: true, secondsLeft: 0 };
const inStep = (sms: Partial<SmsStepState> = {}, over: Partial<CardRepaymentState> = {}) =>
  chosen({ needValid: 1, repayRecordId: '7001', sms: { ...openStep, ...sms }, ...over });
const doubt = (step: PaymentDoubt['step'], finding: DoubtFinding): PaymentDoubt => ({
  step,
  finding,
});
const findings: DoubtFinding[] = ['checking', 'done', 'notSeen', 'gone', 'unknown'];
const wrap = (cardRepayment: CardRepaymentState) => ({ cardRepayment });

describe('cardRepayment slice: paymentDoubted and the check', () => {
  it.each(['pay', 'sms'] as const)("paymentDoubted('%s'): in doubt, checking", (step) => {
    expect(reducer(chosen(), actions.paymentDoubted(step))).toStrictEqual(
      chosen({ doubt: doubt(step, 'checking') }),
    );
  });

  it('a new doubt replaces a finished one (a retry in doubt again)', () => {
    expect(
      reducer(inStep({}, { doubt: doubt('pay', 'notSeen') }), actions.paymentDoubted('sms')),
    ).toStrictEqual(inStep({}, { doubt: doubt('sms', 'checking') }));
  });

  it.each(findings)("doubtChecked('%s') keeps the finding, and the step", (finding) => {
    const checking = inStep({}, { doubt: doubt('sms', 'checking') });
    expect(reducer(checking, actions.doubtChecked(finding))).toStrictEqual(
      inStep({}, { doubt: doubt('sms', finding) }),
    );
  });

  it('doubtChecked without a doubt (a late finding) changes nothing', () => {
    expect(reducer(chosen(), actions.doubtChecked('notSeen'))).toStrictEqual(chosen());
  });

  it.each(findings)(
    "doubtCheckRequested from '%s': the reducer itself changes nothing (the saga decides)",
    (finding) => {
      const state = chosen({ doubt: doubt('pay', finding) });
      expect(reducer(state, actions.doubtCheckRequested())).toStrictEqual(state);
    },
  );

  it('doubtCheckRequested without a doubt: nothing, and no doubt field', () => {
    const state = reducer(chosen(), actions.doubtCheckRequested());
    expect(state).toStrictEqual(chosen());
    expect(state).not.toHaveProperty('doubt');
  });

  it.each(['pay', 'sms'] as const)(
    "doubtCheckStarted from 'unknown' (%s): checking again",
    (step) => {
      expect(
        reducer(inStep({}, { doubt: doubt(step, 'unknown') }), actions.doubtCheckStarted()),
      ).toStrictEqual(inStep({}, { doubt: doubt(step, 'checking') }));
    },
  );

  it.each(['checking', 'done', 'notSeen', 'gone'] as const)(
    "doubtCheckStarted from '%s': nothing (only a check that found nothing is run again)",
    (finding) => {
      const state = chosen({ doubt: doubt('pay', finding) });
      expect(reducer(state, actions.doubtCheckStarted())).toStrictEqual(state);
    },
  );

  it('doubtCheckStarted without a doubt: nothing, and no doubt field', () => {
    const state = reducer(chosen(), actions.doubtCheckStarted());
    expect(state).toStrictEqual(chosen());
    expect(state).not.toHaveProperty('doubt');
  });

  it.each(['pay', 'sms'] as const)(
    "doubtPaid (step '%s'): paid, the step closed, the doubt over",
    (step) => {
      const state = inStep({ counting: true, secondsLeft: 40 }, { doubt: doubt(step, 'checking') });
      const next = reducer(state, actions.doubtPaid());
      expect(next).toStrictEqual(
        chosen({ needValid: 1, repayRecordId: '7001', paid: true, sms: closedSmsStep }),
      );
      expect(next).not.toHaveProperty('doubt');
    },
  );
});

describe('cardRepayment slice: the retries in doubt', () => {
  it.each(['checking', 'done'] as const)("payRequested refused while '%s'", (finding) => {
    const state = chosen({ doubt: doubt('pay', finding) });
    expect(reducer(state, actions.payRequested())).toStrictEqual(state);
  });

  it.each(['notSeen', 'unknown', 'gone'] as const)(
    "payRequested after '%s': paying, the doubt over (the borrower chose to pay again)",
    (finding) => {
      const next = reducer(chosen({ doubt: doubt('pay', finding) }), actions.payRequested());
      expect(next).toStrictEqual(chosen({ paying: true }));
      expect(next).not.toHaveProperty('doubt');
    },
  );

  it('payRequested refused while the step is open, even after the check', () => {
    const state = inStep({}, { doubt: doubt('sms', 'notSeen') });
    expect(reducer(state, actions.payRequested())).toStrictEqual(state);
  });

  it.each(['checking', 'done'] as const)("confirmRequested refused while '%s'", (finding) => {
    const state = inStep({}, { doubt: doubt('sms', finding) });
    expect(reducer(state, actions.confirmRequested({ verifyCode: '123456' }))).toStrictEqual(state);
  });

  it.each(['notSeen', 'unknown'] as const)(
    "confirmRequested after '%s': confirming, the doubt over, the code not kept",
    (finding) => {
      const state = inStep({}, { doubt: doubt('sms', finding) });
      const next = reducer(state, actions.confirmRequested({ verifyCode: '908172' }));
      expect(next).toStrictEqual(inStep({ confirming: true }));
      expect(next).not.toHaveProperty('doubt');
      expect(JSON.stringify(next)).not.toContain('908172');
    },
  );

  it.each(['checking', 'done'] as const)("resendRequested refused while '%s'", (finding) => {
    const state = inStep({}, { doubt: doubt('sms', finding) });
    expect(reducer(state, actions.resendRequested())).toStrictEqual(state);
  });

  it.each(['notSeen', 'unknown'] as const)(
    "resendRequested after '%s' (the countdown over): resending, the doubt over",
    (finding) => {
      const next = reducer(inStep({}, { doubt: doubt('sms', finding) }), actions.resendRequested());
      expect(next).toStrictEqual(inStep({ resending: true }));
      expect(next).not.toHaveProperty('doubt');
    },
  );

  it('resendRequested after the check is still refused while the countdown runs', () => {
    const state = inStep(
      { counting: true, secondsLeft: SMS_COUNTDOWN_SECONDS },
      { doubt: doubt('sms', 'notSeen') },
    );
    expect(reducer(state, actions.resendRequested())).toStrictEqual(state);
  });
});

describe('cardRepayment slice: a request ends while a check is under way', () => {
  // A check of its own that threw already ended as 'unknown' (the saga's checkOrElse); a check under way
  // now is another one ('check again'), whose answer decides: the request's end leaves it alone.
  it.each([
    ['payEnded', actions.payEnded(), 'pay', { paying: true }, {}],
    ['resendEnded', actions.resendEnded(), 'sms', {}, { resending: true }],
    ['confirmEnded', actions.confirmEnded(), 'sms', {}, { confirming: true }],
  ] as const)(
    "%s: 'checking' stays (no retry while a check is out)",
    (_name, ended, step, over, sms) => {
      const state = reducer(inStep(sms, { ...over, doubt: doubt(step, 'checking') }), ended);
      expect(state.doubt).toStrictEqual(doubt(step, 'checking'));
      expect(state).toMatchObject({ paying: false });
      expect(state.sms).toMatchObject({ resending: false, confirming: false });
      expect(reducer(state, actions.payRequested()).paying).toBe(false);
    },
  );

  it.each(['notSeen', 'unknown', 'gone', 'done'] as const)(
    "payEnded keeps a finished finding ('%s')",
    (finding) => {
      const state = reducer(
        chosen({ paying: true, doubt: doubt('pay', finding) }),
        actions.payEnded(),
      );
      expect(state.doubt).toStrictEqual(doubt('pay', finding));
    },
  );

  it("an unkeyed attempt is never marked 'the same request' when a request ends", () => {
    const state = reducer(
      inStep({ confirming: true }, { confirmAttempt: attempt }),
      actions.confirmEnded(),
    );
    expect(state.confirmAttempt).toStrictEqual(attempt);
    expect(reducer(chosen({ paying: true }), actions.payEnded()).payAttempt).toStrictEqual(attempt);
  });
});

describe('cardRepayment slice: a doubt on the page', () => {
  it("smsCancelled moves a doubt of the step to the page ('pay'), its finding kept", () => {
    const state = inStep({}, { doubt: doubt('sms', 'notSeen') });
    expect(reducer(state, actions.smsCancelled())).toStrictEqual(
      chosen({
        needValid: 1,
        repayRecordId: '7001',
        sms: closedSmsStep,
        doubt: doubt('pay', 'notSeen'),
      }),
    );
  });

  it("smsCancelled while the check runs: the page's doubt is still checking", () => {
    const state = reducer(inStep({}, { doubt: doubt('sms', 'checking') }), actions.smsCancelled());
    expect(state.doubt).toStrictEqual(doubt('pay', 'checking'));
    expect(reducer(state, actions.payRequested())).toStrictEqual(state);
  });

  it('smsCancelled without a doubt adds none', () => {
    expect(reducer(inStep(), actions.smsCancelled())).not.toHaveProperty('doubt');
  });

  it('no doubt (the field absent): the cards may be refreshed', () => {
    const state = chosen({ payAttempt: null });
    expect(state).not.toHaveProperty('doubt');
    expect(canRefreshCards(state)).toBe(true);
  });

  it.each(findings)("'%s': the cards are not refreshed, the method stays fixed", (finding) => {
    const state = chosen({ doubt: doubt('pay', finding) });
    expect(canRefreshCards(state)).toBe(false);
    expect(selectMethodLocked(wrap(state))).toBe(true);
    expect(reducer(state, actions.methodSelected({ kind: 'card', cardId: '302' }))).toStrictEqual(
      state,
    );
  });

  it('pageLeft forgets the doubt', () => {
    expect(reducer(chosen({ doubt: doubt('pay', 'unknown') }), actions.pageLeft())).toStrictEqual(
      initialCardRepaymentState,
    );
  });

  it("the page starts without one: the field absent (not null: the QA tapes' state stays as recorded)", () => {
    expect(initialCardRepaymentState).not.toHaveProperty('doubt');
    expect(reducer(undefined, { type: '@@init' })).toStrictEqual(initialCardRepaymentState);
  });

  it('pageOpened starts without it', () => {
    const opened = reducer(chosen({ doubt: doubt('sms', 'notSeen') }), actions.pageOpened(query));
    expect(opened).not.toHaveProperty('doubt');
    expect(opened).toStrictEqual({
      ...initialCardRepaymentState,
      ...query,
      status: 'loading',
    });
  });
});
