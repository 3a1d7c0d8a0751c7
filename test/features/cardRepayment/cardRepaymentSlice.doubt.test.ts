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
import type { RepaymentWayData } from '../../../src/features/cardRepayment/types';
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
    expect(reducer(chosen(), actions.paymentDoubted(step))).toEqual(
      chosen({ doubt: doubt(step, 'checking') }),
    );
  });

  it('a new doubt replaces a finished one (a retry in doubt again)', () => {
    expect(
      reducer(inStep({}, { doubt: doubt('pay', 'notSeen') }), actions.paymentDoubted('sms')),
    ).toEqual(inStep({}, { doubt: doubt('sms', 'checking') }));
  });

  it.each(findings)("doubtChecked('%s') keeps the finding, and the step", (finding) => {
    const checking = inStep({}, { doubt: doubt('sms', 'checking') });
    expect(reducer(checking, actions.doubtChecked(finding))).toEqual(
      inStep({}, { doubt: doubt('sms', finding) }),
    );
  });

  it('doubtChecked without a doubt (a late finding) changes nothing', () => {
    expect(reducer(chosen(), actions.doubtChecked('notSeen'))).toEqual(chosen());
  });

  it("doubtCheckRequested from 'unknown': checking again", () => {
    expect(
      reducer(chosen({ doubt: doubt('pay', 'unknown') }), actions.doubtCheckRequested()),
    ).toEqual(chosen({ doubt: doubt('pay', 'checking') }));
  });

  it.each(['checking', 'done', 'notSeen', 'gone'] as const)(
    "doubtCheckRequested from '%s': nothing",
    (finding) => {
      const state = chosen({ doubt: doubt('pay', finding) });
      expect(reducer(state, actions.doubtCheckRequested())).toEqual(state);
    },
  );

  it('doubtCheckRequested without a doubt: nothing', () => {
    expect(reducer(chosen(), actions.doubtCheckRequested())).toEqual(chosen());
  });

  it.each(['pay', 'sms'] as const)(
    "doubtPaid (step '%s'): paid, the step closed, the doubt over",
    (step) => {
      const state = inStep({ counting: true, secondsLeft: 40 }, { doubt: doubt(step, 'checking') });
      expect(reducer(state, actions.doubtPaid())).toEqual(
        chosen({
          needValid: 1,
          repayRecordId: '7001',
          paid: true,
          sms: closedSmsStep,
          doubt: null,
        }),
      );
    },
  );
});

describe('cardRepayment slice: the retries in doubt', () => {
  it.each(['checking', 'done'] as const)("payRequested refused while '%s'", (finding) => {
    const state = chosen({ doubt: doubt('pay', finding) });
    expect(reducer(state, actions.payRequested())).toEqual(state);
  });

  it.each(['notSeen', 'unknown', 'gone'] as const)(
    "payRequested after '%s': paying, the doubt over (the borrower chose to pay again)",
    (finding) => {
      expect(reducer(chosen({ doubt: doubt('pay', finding) }), actions.payRequested())).toEqual(
        chosen({ paying: true, doubt: null }),
      );
    },
  );

  it('payRequested refused while the step is open, even after the check', () => {
    const state = inStep({}, { doubt: doubt('sms', 'notSeen') });
    expect(reducer(state, actions.payRequested())).toEqual(state);
  });

  it.each(['checking', 'done'] as const)("confirmRequested refused while '%s'", (finding) => {
    const state = inStep({}, { doubt: doubt('sms', finding) });
    expect(reducer(state, actions.confirmRequested({ verifyCode: '123456' }))).toEqual(state);
  });

  it.each(['notSeen', 'unknown'] as const)(
    "confirmRequested after '%s': confirming, the doubt over, the code not kept",
    (finding) => {
      const state = inStep({}, { doubt: doubt('sms', finding) });
      const next = reducer(state, actions.confirmRequested({ verifyCode: '908172' }));
      expect(next).toEqual(inStep({ confirming: true }, { doubt: null }));
      expect(JSON.stringify(next)).not.toContain('908172');
    },
  );

  it.each(['checking', 'done'] as const)("resendRequested refused while '%s'", (finding) => {
    const state = inStep({}, { doubt: doubt('sms', finding) });
    expect(reducer(state, actions.resendRequested())).toEqual(state);
  });

  it.each(['notSeen', 'unknown'] as const)(
    "resendRequested after '%s' (the countdown over): resending, the doubt over",
    (finding) => {
      const state = inStep({}, { doubt: doubt('sms', finding) });
      expect(reducer(state, actions.resendRequested())).toEqual(
        inStep({ resending: true }, { doubt: null }),
      );
    },
  );

  it('resendRequested after the check is still refused while the countdown runs', () => {
    const state = inStep(
      { counting: true, secondsLeft: SMS_COUNTDOWN_SECONDS },
      { doubt: doubt('sms', 'notSeen') },
    );
    expect(reducer(state, actions.resendRequested())).toEqual(state);
  });
});

describe('cardRepayment slice: a request ended with its check under way (a thrown worker)', () => {
  it.each([
    ['payEnded', actions.payEnded(), 'pay', { paying: true }, {}],
    ['resendEnded', actions.resendEnded(), 'sms', {}, { resending: true }],
    ['confirmEnded', actions.confirmEnded(), 'sms', {}, { confirming: true }],
  ] as const)("%s: 'checking' becomes 'unknown'", (_name, ended, step, over, sms) => {
    const state = reducer(inStep(sms, { ...over, doubt: doubt(step, 'checking') }), ended);
    expect(state.doubt).toEqual(doubt(step, 'unknown'));
    expect(state).toMatchObject({ paying: false });
    expect(state.sms).toMatchObject({ resending: false, confirming: false });
  });

  it.each(['notSeen', 'unknown', 'gone', 'done'] as const)(
    "payEnded keeps a finished finding ('%s')",
    (finding) => {
      const state = reducer(
        chosen({ paying: true, doubt: doubt('pay', finding) }),
        actions.payEnded(),
      );
      expect(state.doubt).toEqual(doubt('pay', finding));
    },
  );

  it("an unkeyed attempt is never marked 'the same request' when a request ends", () => {
    const state = reducer(
      inStep({ confirming: true }, { confirmAttempt: attempt }),
      actions.confirmEnded(),
    );
    expect(state.confirmAttempt).toEqual(attempt);
    expect(reducer(chosen({ paying: true }), actions.payEnded()).payAttempt).toEqual(attempt);
  });
});

describe('cardRepayment slice: a doubt on the page', () => {
  it("smsCancelled moves a doubt of the step to the page ('pay'), its finding kept", () => {
    const state = inStep({}, { doubt: doubt('sms', 'notSeen') });
    expect(reducer(state, actions.smsCancelled())).toEqual(
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
    expect(state.doubt).toEqual(doubt('pay', 'checking'));
    expect(reducer(state, actions.payRequested())).toEqual(state);
  });

  it('smsCancelled without a doubt adds none', () => {
    expect(reducer(inStep(), actions.smsCancelled()).doubt).toBeNull();
  });

  it.each(findings)("'%s': the cards are not refreshed, the method stays fixed", (finding) => {
    const state = chosen({ doubt: doubt('pay', finding) });
    expect(canRefreshCards(state)).toBe(false);
    expect(selectMethodLocked(wrap(state))).toBe(true);
    expect(reducer(state, actions.methodSelected({ kind: 'card', cardId: '302' }))).toEqual(state);
  });

  it('pageLeft forgets the doubt', () => {
    expect(reducer(chosen({ doubt: doubt('pay', 'unknown') }), actions.pageLeft())).toEqual(
      initialCardRepaymentState,
    );
  });

  it('pageOpened starts without it', () => {
    expect(reducer(chosen({ doubt: doubt('sms', 'notSeen') }), actions.pageOpened(query))).toEqual({
      ...initialCardRepaymentState,
      ...query,
      status: 'loading',
    });
  });
});
