import type { Attempt, DoubtFinding } from '../../../src/platform/api/attempt';
import { confirmOfferSchema } from '../../../src/features/loanConfirm/loanConfirmSchema';
import {
  initialLoanConfirmState,
  loanConfirmActions as actions,
  loanConfirmReducer as reducer,
  selectRetriesSameRequest,
  selectSubmitBusy,
  type LoanConfirmState,
  type SubmitPhase,
} from '../../../src/features/loanConfirm/loanConfirmSlice';
import type { ConfirmOffer } from '../../../src/features/loanConfirm/types';
import { ok, through } from '../../support/fakeContext';
import { rawOffer } from './fixtures';

/** The reducers of a push in doubt (issue 35): raised, checked, checked again, retried, left. */

let offer: ConfirmOffer;
beforeAll(async () => {
  offer = (await through(confirmOfferSchema, ok(rawOffer()))).data as ConfirmOffer;
});

const attempt: Attempt = { name: 'loanPush-1', subject: '1/300000/7/1', unsure: false };
const contractUrl = '/contract?productId=1';
const loaded = (): LoanConfirmState => ({
  ...initialLoanConfirmState,
  productId: '1',
  status: 'succeeded',
  offer,
  contractUrl,
});
const at = (submit: SubmitPhase, over: Partial<LoanConfirmState> = {}): LoanConfirmState => ({
  ...loaded(),
  submit,
  ...over,
});
/** In doubt, the push's attempt kept, with what the check found so far. */
const inDoubt = (doubt: DoubtFinding, over: Partial<LoanConfirmState> = {}) =>
  at('doubt', { doubt, attempt, bookedOrderId: '', ...over });
const findings: DoubtFinding[] = ['checking', 'done', 'notSeen', 'gone', 'unknown'];

describe('loanConfirm slice: submitDoubted', () => {
  it.each(['', '1001'])("from 'sending': in doubt, checking, the order named (%p)", (orderId) => {
    expect(reducer(at('sending', { attempt }), actions.submitDoubted({ orderId }))).toEqual(
      at('doubt', { doubt: 'checking', attempt, bookedOrderId: orderId }),
    );
  });

  it.each(['idle', 'requested', 'succeeded', 'booked', 'cooldown'] as const)(
    "a late doubt while '%s' changes nothing",
    (phase) => {
      const state = at(phase, { bookedOrderId: phase === 'booked' ? '9' : null });
      expect(reducer(state, actions.submitDoubted({ orderId: '1001' }))).toEqual(state);
    },
  );

  it('a doubt raised twice does not start its check over', () => {
    const found = inDoubt('notSeen');
    expect(reducer(found, actions.submitDoubted({ orderId: '7' }))).toEqual(found);
  });
});

describe('loanConfirm slice: doubtChecked', () => {
  it.each(findings)("in doubt: the finding '%s' is kept", (finding) => {
    expect(reducer(inDoubt('checking'), actions.doubtChecked(finding))).toEqual(inDoubt(finding));
  });

  it.each(['idle', 'sending', 'succeeded', 'booked', 'cooldown'] as const)(
    "outside a doubt ('%s') a late finding changes nothing",
    (phase) => {
      expect(reducer(at(phase), actions.doubtChecked('notSeen'))).toEqual(at(phase));
    },
  );
});

describe('loanConfirm slice: doubtCheckRequested', () => {
  it("from 'unknown': checking again", () => {
    expect(reducer(inDoubt('unknown'), actions.doubtCheckRequested())).toEqual(inDoubt('checking'));
  });

  it.each(['checking', 'done', 'notSeen', 'gone'] as const)(
    "from '%s': nothing (only a check that found nothing is run again)",
    (finding) => {
      expect(reducer(inDoubt(finding), actions.doubtCheckRequested())).toEqual(inDoubt(finding));
    },
  );

  it('outside a doubt: nothing', () => {
    expect(reducer(at('idle'), actions.doubtCheckRequested())).toEqual(at('idle'));
  });
});

describe('loanConfirm slice: submitRequested in doubt (the retry that may repeat the request)', () => {
  it.each(['notSeen', 'unknown'] as const)(
    "after '%s': requested, the doubt over, the attempt kept",
    (finding) => {
      expect(reducer(inDoubt(finding), actions.submitRequested())).toEqual(
        at('requested', { doubt: null, attempt, bookedOrderId: '' }),
      );
    },
  );

  it.each(['checking', 'done', 'gone'] as const)("refused while '%s'", (finding) => {
    expect(reducer(inDoubt(finding), actions.submitRequested())).toEqual(inDoubt(finding));
  });

  it('refused with the agreement unchecked', () => {
    const unchecked = inDoubt('notSeen', { agreed: false });
    expect(reducer(unchecked, actions.submitRequested())).toEqual(unchecked);
  });

  it('refused while the offer loads again', () => {
    const reloading = inDoubt('unknown', { status: 'loading' });
    expect(reducer(reloading, actions.submitRequested())).toEqual(reloading);
  });
});

describe('loanConfirm slice: submitFailed in doubt (a check that threw)', () => {
  it.each(findings)("from '%s': still in doubt, found nothing ('unknown')", (finding) => {
    const state = reducer(
      inDoubt(finding),
      actions.submitFailed({ message: { messageId: 'common.malformed' } }),
    );
    expect(state).toEqual(inDoubt('unknown'));
  });

  it('never a plain button again: the re-arm does not apply', () => {
    const failed = reducer(inDoubt('checking'), actions.submitFailed({ message: { text: 'x' } }));
    expect(reducer(failed, actions.submitRearmed())).toEqual(inDoubt('unknown'));
  });
});

describe('loanConfirm slice: a doubt ends with the page', () => {
  it('pageLeft forgets it', () => {
    expect(reducer(inDoubt('unknown'), actions.pageLeft())).toEqual(loaded());
  });

  it('pageOpened starts without it', () => {
    expect(reducer(inDoubt('gone'), actions.pageOpened({ productId: '1' }))).toEqual({
      ...initialLoanConfirmState,
      productId: '1',
      status: 'loading',
      contractUrl,
    });
  });

  it('a booked push (the check found the order) leaves the doubt phase', () => {
    expect(reducer(inDoubt('checking'), actions.submitBooked({ orderId: '1001' }))).toMatchObject({
      submit: 'booked',
      bookedOrderId: '1001',
      attempt: null,
    });
  });
});

describe('loanConfirm selectors in doubt', () => {
  const wrap = (loanConfirm: LoanConfirmState) => ({ loanConfirm });

  it.each(findings)(
    "'%s': never 'the same request', even with an unsure attempt kept",
    (finding) => {
      const state = inDoubt(finding, { attempt: { ...attempt, unsure: true } });
      expect(selectRetriesSameRequest(wrap(state))).toBe(false);
      expect(selectSubmitBusy(wrap(state))).toBe(false);
    },
  );
});
