import type { Attempt } from '../../../src/platform/api/attempt';
import { confirmOfferSchema } from '../../../src/features/loanConfirm/loanConfirmSchema';
import {
  hasCoupon,
  initialLoanConfirmState,
  loanConfirmActions as actions,
  loanConfirmReducer as reducer,
  type LoanConfirmState,
  type SubmitPhase,
} from '../../../src/features/loanConfirm/loanConfirmSlice';
import type { ConfirmOffer } from '../../../src/features/loanConfirm/loanConfirmSchema';
import { ok, through } from '../../support/fakeContext';
import { rawOffer } from './fixtures';

const checked = async (over: Record<string, unknown> = {}) =>
  (await through(confirmOfferSchema, ok(rawOffer(over)))).data as ConfirmOffer;

let offer: ConfirmOffer;
let popOffer: ConfirmOffer;
beforeAll(async () => {
  offer = await checked();
  popOffer = await checked({ isNeedPop: 1, amountDec: 'Monto actualizado' });
});

const attempt: Attempt = { name: 'loanPush-1', subject: '1', unsure: false };
const contractUrl = '/contract?productId=1';
const opened = () => reducer(undefined, actions.pageOpened({ productId: '1' }));
const loaded = (o = offer) => reducer(opened(), actions.loadSucceeded({ offer: o, contractUrl }));
const at = (submit: SubmitPhase, over: Partial<LoanConfirmState> = {}): LoanConfirmState => ({
  ...loaded(),
  submit,
  ...over,
});

describe('loanConfirm slice: the load', () => {
  it('pageOpened keeps the product and loads', () => {
    expect(opened()).toEqual({ ...initialLoanConfirmState, productId: '1', status: 'loading' });
  });

  it('pageOpened starts afresh: no offer, modal, unchecked agreement, submit or attempt is kept', () => {
    const previous = at('cooldown', { agreed: false, popOpen: true, attempt, bookedOrderId: '9' });
    // The contract link stays until the next answer replaces it; it is shown only with that offer.
    expect(reducer(previous, actions.pageOpened({ productId: '2' }))).toEqual({
      ...initialLoanConfirmState,
      productId: '2',
      status: 'loading',
      contractUrl,
    });
  });

  it('retryRequested loads again', () => {
    const failed = reducer(opened(), actions.loadFailed());
    expect(reducer(failed, actions.retryRequested())).toEqual(opened());
  });

  it('loadSucceeded keeps the offer and its contract link; isNeedPop 1 opens the reload modal', () => {
    expect(loaded()).toEqual({ ...opened(), status: 'succeeded', offer, contractUrl });
    expect(loaded(popOffer)).toEqual({
      ...opened(),
      status: 'succeeded',
      offer: popOffer,
      contractUrl,
      popOpen: true,
    });
  });

  it('loadFailed shows nothing of the offer (v3 pages)', () => {
    expect(reducer(loaded(popOffer), actions.loadFailed())).toEqual({
      ...loaded(popOffer),
      status: 'failed',
      offer: null,
      popOpen: false,
    });
  });

  it('agreementToggled keeps the checkbox', () => {
    const unchecked = reducer(loaded(), actions.agreementToggled(false));
    expect(unchecked).toEqual({ ...loaded(), agreed: false });
    expect(reducer(unchecked, actions.agreementToggled(true))).toEqual(loaded());
  });

  it('pageLeft closes the modal and forgets the submit, keeping the offer', () => {
    const busy = at('booked', { popOpen: true, attempt, bookedOrderId: '9' });
    expect(reducer(busy, actions.pageLeft())).toEqual({ ...loaded(), popOpen: false });
  });

  it('detailsRequested changes nothing (the saga opens the details)', () => {
    expect(reducer(at('booked'), actions.detailsRequested())).toEqual(at('booked'));
  });
});

describe('loanConfirm slice: the submit', () => {
  it('submitRequested on an armed button, a loaded offer and the agreement checked: requested', () => {
    expect(reducer(loaded(), actions.submitRequested())).toEqual(at('requested'));
  });

  it('submitStarted: sending, with its attempt', () => {
    expect(reducer(at('requested'), actions.submitStarted(attempt))).toEqual(
      at('sending', { attempt }),
    );
  });

  it('submitSucceeded: succeeded, the attempt ended', () => {
    expect(reducer(at('sending', { attempt }), actions.submitSucceeded())).toEqual(at('succeeded'));
  });

  it('submitBooked: booked with the order named, the attempt ended', () => {
    expect(reducer(at('sending', { attempt }), actions.submitBooked({ orderId: '1174' }))).toEqual(
      at('booked', { bookedOrderId: '1174' }),
    );
  });

  it('submitFailed with a definitive answer: cooldown, the attempt ended', () => {
    const state = reducer(
      at('sending', { attempt }),
      actions.submitFailed({ message: { text: 'no' }, attempt: null }),
    );
    expect(state).toEqual(at('cooldown'));
  });

  it('submitFailed without an answer: cooldown, the attempt kept for the same request', () => {
    const unsure = { ...attempt, unsure: true };
    const state = reducer(
      at('sending', { attempt }),
      actions.submitFailed({ message: { messageId: 'x' }, attempt: unsure }),
    );
    expect(state).toEqual(at('cooldown', { attempt: unsure }));
  });

  it('submitFailed of a thrown worker: the kept attempt is marked unsure', () => {
    const state = reducer(
      at('sending', { attempt }),
      actions.submitFailed({ message: { messageId: 'x' } }),
    );
    expect(state).toEqual(at('cooldown', { attempt: { ...attempt, unsure: true } }));
  });

  it('submitRearmed: a cooled-down button is armed again', () => {
    expect(reducer(at('cooldown'), actions.submitRearmed())).toEqual(at('idle'));
  });
});

describe('loanConfirm slice: guards', () => {
  it.each(['requested', 'sending', 'succeeded', 'booked', 'cooldown'] as const)(
    'a second submit while %s is ignored',
    (phase) => {
      expect(reducer(at(phase), actions.submitRequested())).toEqual(at(phase));
    },
  );

  it('a submit with the agreement unchecked is ignored', () => {
    const unchecked = at('idle', { agreed: false });
    expect(reducer(unchecked, actions.submitRequested())).toEqual(unchecked);
  });

  it('a submit before the offer loaded, or after its load failed, is ignored', () => {
    expect(reducer(opened(), actions.submitRequested())).toEqual(opened());
    const failed = reducer(opened(), actions.loadFailed());
    expect(reducer(failed, actions.submitRequested())).toEqual(failed);
  });

  it('submitStarted outside a requested tap (a kept attempt retried) keeps the phase', () => {
    expect(reducer(at('cooldown'), actions.submitStarted(attempt))).toEqual(
      at('cooldown', { attempt }),
    );
  });

  it.each(['succeeded', 'booked'] as const)(
    'a late failure after the push %s changes nothing',
    (phase) => {
      const done = at(phase, { bookedOrderId: phase === 'booked' ? '1174' : null });
      expect(reducer(done, actions.submitFailed({ message: { text: 'late' } }))).toEqual(done);
    },
  );

  it.each(['idle', 'requested', 'sending', 'succeeded', 'booked'] as const)(
    'submitRearmed while %s is ignored (only a cooldown re-arms)',
    (phase) => {
      expect(reducer(at(phase), actions.submitRearmed())).toEqual(at(phase));
    },
  );
});

describe('hasCoupon (spec section 2, screen 15: the optional coupon line)', () => {
  it.each([
    [5000, true],
    [1, true],
    [-50, true],
    ['5000', true],
    ['Cupón de bienvenida', true],
    [0, false],
    ['0', false],
    ['0.00', false],
    [' 000 ', false],
    ['', false],
    ['   ', false],
  ])('%p -> %p', (couNum, shown) => {
    expect(hasCoupon(couNum)).toBe(shown);
  });
});
