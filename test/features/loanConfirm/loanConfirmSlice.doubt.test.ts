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
import type { ConfirmOffer } from '../../../src/features/loanConfirm/loanConfirmSchema';
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
    expect(reducer(at('sending', { attempt }), actions.submitDoubted({ orderId }))).toStrictEqual(
      at('doubt', { doubt: 'checking', attempt, bookedOrderId: orderId }),
    );
  });

  it.each(['idle', 'requested', 'succeeded', 'booked', 'cooldown'] as const)(
    "a late doubt while '%s' changes nothing",
    (phase) => {
      const state = at(phase, { bookedOrderId: phase === 'booked' ? '9' : null });
      expect(reducer(state, actions.submitDoubted({ orderId: '1001' }))).toStrictEqual(state);
    },
  );

  it('a doubt raised twice does not start its check over', () => {
    const found = inDoubt('notSeen');
    expect(reducer(found, actions.submitDoubted({ orderId: '7' }))).toStrictEqual(found);
  });
});

describe('loanConfirm slice: doubtChecked', () => {
  it.each(findings)("in doubt: the finding '%s' is kept", (finding) => {
    expect(reducer(inDoubt('checking'), actions.doubtChecked(finding))).toStrictEqual(
      inDoubt(finding),
    );
  });

  it.each(['idle', 'sending', 'succeeded', 'booked', 'cooldown'] as const)(
    "outside a doubt ('%s') a late finding changes nothing",
    (phase) => {
      expect(reducer(at(phase), actions.doubtChecked('notSeen'))).toStrictEqual(at(phase));
    },
  );
});

describe('loanConfirm slice: doubtRetryArmed (the pause after a check is over)', () => {
  it.each(['notSeen', 'unknown'] as const)("in doubt ('%s'): the retry takes a tap", (finding) => {
    expect(reducer(inDoubt(finding), actions.doubtRetryArmed())).toStrictEqual(
      inDoubt(finding, { doubtArmed: true }),
    );
  });

  it.each(['checking', 'done', 'gone'] as const)(
    "in doubt ('%s'): nothing to retry yet (or ever): an earlier pause that ends now arms nothing",
    (finding) => {
      const state = reducer(inDoubt(finding), actions.doubtRetryArmed());
      expect(state).toStrictEqual(inDoubt(finding));
      expect(state).not.toHaveProperty('doubtArmed');
    },
  );

  it.each(['idle', 'requested', 'sending', 'succeeded', 'booked', 'cooldown'] as const)(
    "outside a doubt ('%s') a late arm changes nothing, and adds no field",
    (phase) => {
      const state = reducer(at(phase), actions.doubtRetryArmed());
      expect(state).toStrictEqual(at(phase));
      expect(state).not.toHaveProperty('doubtArmed');
    },
  );
});

describe('loanConfirm slice: doubtCheckRequested (the tap; the saga decides)', () => {
  it.each(findings)("from '%s': the reducer itself changes nothing", (finding) => {
    const state = inDoubt(finding, { doubtArmed: true });
    expect(reducer(state, actions.doubtCheckRequested())).toStrictEqual(state);
  });

  it('outside a doubt: nothing', () => {
    expect(reducer(at('idle'), actions.doubtCheckRequested())).toStrictEqual(at('idle'));
  });
});

describe('loanConfirm slice: doubtCheckStarted', () => {
  it("from 'unknown': checking again, and the retry is disarmed until that check is over", () => {
    const state = reducer(inDoubt('unknown', { doubtArmed: true }), actions.doubtCheckStarted());
    expect(state).toStrictEqual(inDoubt('checking'));
    expect(state).not.toHaveProperty('doubtArmed');
  });

  it.each(['checking', 'done', 'notSeen', 'gone'] as const)(
    "from '%s': nothing (only a check that found nothing is run again)",
    (finding) => {
      const state = inDoubt(finding, { doubtArmed: true });
      expect(reducer(state, actions.doubtCheckStarted())).toStrictEqual(state);
    },
  );

  it('outside a doubt: nothing', () => {
    expect(reducer(at('idle'), actions.doubtCheckStarted())).toStrictEqual(at('idle'));
  });
});

describe('loanConfirm slice: submitRequested in doubt (the retry that may repeat the request)', () => {
  it.each(['notSeen', 'unknown'] as const)(
    "after '%s', armed: requested, the doubt over (its fields gone), the attempt kept",
    (finding) => {
      const state = reducer(inDoubt(finding, { doubtArmed: true }), actions.submitRequested());
      expect(state).toStrictEqual(at('requested', { attempt, bookedOrderId: '' }));
      expect(state).not.toHaveProperty('doubt');
      expect(state).not.toHaveProperty('doubtArmed');
    },
  );

  it.each(['notSeen', 'unknown'] as const)(
    "after '%s', not yet armed (the rest of the burst that sent the push): refused",
    (finding) => {
      expect(reducer(inDoubt(finding), actions.submitRequested())).toStrictEqual(inDoubt(finding));
    },
  );

  it.each(['checking', 'done', 'gone'] as const)("refused while '%s', armed or not", (finding) => {
    expect(reducer(inDoubt(finding), actions.submitRequested())).toStrictEqual(inDoubt(finding));
    const armed = inDoubt(finding, { doubtArmed: true });
    expect(reducer(armed, actions.submitRequested())).toStrictEqual(armed);
  });

  it('refused with the agreement unchecked', () => {
    const unchecked = inDoubt('notSeen', { agreed: false, doubtArmed: true });
    expect(reducer(unchecked, actions.submitRequested())).toStrictEqual(unchecked);
  });

  it('refused while the offer loads again', () => {
    const reloading = inDoubt('unknown', { status: 'loading', doubtArmed: true });
    expect(reducer(reloading, actions.submitRequested())).toStrictEqual(reloading);
  });
});

describe('loanConfirm slice: submitFailed in doubt (a check that threw)', () => {
  it.each(findings)("from '%s': still in doubt, found nothing ('unknown')", (finding) => {
    const state = reducer(
      inDoubt(finding),
      actions.submitFailed({ message: { messageId: 'common.malformed' } }),
    );
    expect(state).toStrictEqual(inDoubt('unknown'));
  });

  it('never a plain button again: the re-arm does not apply', () => {
    const failed = reducer(inDoubt('checking'), actions.submitFailed({ message: { text: 'x' } }));
    expect(reducer(failed, actions.submitRearmed())).toStrictEqual(inDoubt('unknown'));
  });
});

describe('loanConfirm slice: a doubt ends with the page', () => {
  it("the page starts without one: the fields absent (not null: the QA tapes' state stays as recorded)", () => {
    expect(initialLoanConfirmState).not.toHaveProperty('doubt');
    expect(initialLoanConfirmState).not.toHaveProperty('doubtArmed');
    expect(reducer(undefined, { type: '@@init' })).toStrictEqual(initialLoanConfirmState);
  });

  it('pageLeft forgets it: its fields leave the state', () => {
    const state = reducer(inDoubt('unknown', { doubtArmed: true }), actions.pageLeft());
    expect(state).toStrictEqual(loaded());
    expect(state).not.toHaveProperty('doubt');
    expect(state).not.toHaveProperty('doubtArmed');
  });

  it('pageOpened starts without it', () => {
    const state = reducer(
      inDoubt('gone', { doubtArmed: true }),
      actions.pageOpened({ productId: '1' }),
    );
    expect(state).not.toHaveProperty('doubt');
    expect(state).not.toHaveProperty('doubtArmed');
    expect(state).toStrictEqual({
      ...initialLoanConfirmState,
      productId: '1',
      status: 'loading',
      contractUrl,
    });
  });

  it.each([
    ['checking', {}],
    ['unknown', { doubtArmed: true }],
  ] as const)(
    "a booked push (the check found the order, from '%s') leaves the doubt phase and ends the doubt",
    (finding, over) => {
      const state = reducer(inDoubt(finding, over), actions.submitBooked({ orderId: '1001' }));
      expect(state).toStrictEqual(at('booked', { bookedOrderId: '1001', attempt: null }));
      expect(state).not.toHaveProperty('doubt');
      expect(state).not.toHaveProperty('doubtArmed');
    },
  );
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
